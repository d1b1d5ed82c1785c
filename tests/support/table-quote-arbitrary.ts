import fc from 'fast-check';

/**
 * Markdown made of the pieces of a table written as quotes, put together at random: the
 * directives that make quotes tables, rows, cells (and layout columns, panels, expands), in any order
 * and any nesting, with stray paragraphs, lists, code, GFM tables and blank lines between
 * them. Most inputs are not a well-formed table quote: they test what the reader does with a
 * part where it cannot be.
 */
const DIRECTIVES = [
  '<!-- adf:table -->',
  '<!-- adf:table layout="wide" headerRow="false" -->',
  '<!-- adf:tableRow -->',
  '<!-- adf:tableRow localId="r" -->',
  '<!-- adf:tableCell -->',
  '<!-- adf:tableCell colspan="2" rowspan="3" -->',
  '<!-- adf:tableCell backgroundColor="#abcdef" colwidth="120" localId="c" -->',
  '<!-- adf:tableHeader -->',
  '<!-- adf:tableHeader colspan="0" -->',
  '<!-- adf:layoutSection -->',
  '<!-- adf:layoutColumn width="50" -->',
  '<!-- adf:panel panelType="note" -->',
  '<!-- adf:expand title="x" -->',
];

const LEAVES = [
  'text',
  '- item',
  '1. one',
  '```\ncode\n```',
  '| a | b |\n|---|---|\n| c | d |',
  '# Heading',
  '---',
  '<details><summary>s</summary>\n\nx\n\n</details>',
  '::: note\ninside\n:::',
  '- [ ] task',
  '<!-- adf:paragraph -->',
  '',
];

type Block = string[];

const indent = (lines: readonly string[], first: string, rest: string): string[] =>
  lines.map((line, i) => `${i === 0 ? first : rest}${line}`.trimEnd());

export function tableQuoteMarkdown(depth = 5): fc.Arbitrary<string> {
  const { block } = fc.letrec<{ block: Block; blocks: Block }>((tie) => ({
    block: fc.oneof(
      { depthSize: 'small', maxDepth: depth },
      fc.constantFrom(...LEAVES).map((leaf) => leaf.split('\n')),
      fc
        .tuple(fc.array(fc.constantFrom(...DIRECTIVES), { maxLength: 2 }), tie('blocks'))
        .map(([directives, inner]) => [...directives, ...indent(inner, '> ', '> ')]),
      fc
        .tuple(fc.constantFrom('- ', '1. '), tie('blocks'))
        .map(([marker, inner]) => indent(inner, marker, ' '.repeat(marker.length))),
    ),
    blocks: fc
      .array(fc.tuple(tie('block'), fc.boolean()), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.flatMap(([lines, blank], i) => (i > 0 && blank ? ['', ...lines] : lines))),
  }));
  return fc
    .array(block, { minLength: 1, maxLength: 4 })
    .map((blocks) => `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`);
}
