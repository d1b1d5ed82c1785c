import fc from 'fast-check';
import { DIRECTIVES } from '../../src/registry/directives.js';
import type { ValueType } from '../../src/registry/value-types.js';

/**
 * fast-check arbitraries for Extended Markdown, built from a small grammar of the block and
 * inline constructs (plus the broken forms of each): for property tests and `npm run fuzz`.
 *
 * Nesting is bounded by an explicit `depth` argument rather than recursion through fc.letrec,
 * so a generated document's depth is known and shrinking stays fast.
 *
 *   markdownDocument()       a whole document
 *   markdownBlock(depth)     one block (lists and quotes nest up to `depth`)
 *   markdownInline()         one line of inline content
 *   directiveComment()       `<!-- adf:... -->` with valid, invalid and unknown attributes
 */

const WORD = fc.constantFrom(
  'alpha',
  'beta',
  'Jira',
  'x',
  '42',
  'naïve',
  'façade',
  '東京',
  'emoji🎉',
  'עברית',
  'Ωmega',
  'zero\u200bwidth',
  'tab\there',
  'a_b_c',
  'snake_case_word',
  'www.example.com',
  'https://example.org/path?q=1',
  'user@example.com',
);

const ENTITY = fc.constantFrom(
  '&amp;',
  '&lt;',
  '&gt;',
  '&copy;',
  '&#123;',
  '&#x1F600;',
  '&bogus;',
  '&#0;',
  '&',
);
const ESCAPE = fc.constantFrom('\\*', '\\_', '\\`', '\\[', '\\]', '\\#', '\\|', '\\\\', '\\<', '\\!');
const RAW_HTML = fc.constantFrom(
  '<span>',
  '</span>',
  '<br>',
  '<b>bold</b>',
  '<img src="x.png">',
  '<a href="u">',
  '<!-- note -->',
);
const STRAY = fc.constantFrom(
  '*',
  '**',
  '_',
  '__',
  '~~',
  '`',
  '[',
  ']',
  '(',
  ')',
  '<',
  '>',
  '|',
  '!',
  '#',
  '-->',
  '<!--',
);

const URL = fc.constantFrom(
  'https://example.com',
  'https://example.com/a_b?c=d&e=f#frag',
  '/relative/path',
  '#heading-id',
  'mailto:someone@example.com',
  'javascript:alert(1)',
  '<https://example.com/with space>',
  '',
);

/** A valid value for the attribute's type, written as the directive would carry it. */
function validValue(type: ValueType): fc.Arbitrary<string> {
  const schema = type.jsonSchema;
  const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 20;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.type === 'boolean') return fc.constantFrom('true', 'false');
  if (schema.type === 'integer') return fc.integer({ min, max }).map(String);
  if (schema.type === 'number') {
    return fc.integer({ min: min * 10, max: max * 10 }).map((tenths) => String(tenths / 10));
  }
  if (schema.type === 'array') {
    return fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 3 }).map((a) => a.join(','));
  }
  if (typeof schema.pattern === 'string') {
    return fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 6 })
      .map((d) => `#${d.join('')}`);
  }
  return fc.oneof(fc.constantFrom('a', 'intro', 'my-id', 'ts', ':rocket:'), WORD);
}

/** Values most attribute types reject, and values that stress the comment syntax itself. */
const INVALID_VALUE = fc.constantFrom(
  '',
  'maybe',
  '0',
  '-1',
  '1.5',
  '#12',
  '#gggggg',
  'red',
  'TRUE',
  '1,,2',
  'a--b',
  'x\\"y',
  '  padded  ',
  'ünïcødé',
  '99999999999999999999',
);

const DIRECTIVE_NAMES = Object.keys(DIRECTIVES) as (keyof typeof DIRECTIVES)[];

const UNKNOWN_ATTRIBUTE = fc.constantFrom(
  'unknownAttr="1"',
  '__proto__="x"',
  'constructor="y"',
  'bare',
  '=""',
  'a=unquoted',
  'b="unterminated',
);

function attribute(name: keyof typeof DIRECTIVES): fc.Arbitrary<string> {
  const attributes = Object.entries(DIRECTIVES[name].attributes) as [string, { type: ValueType }][];
  if (attributes.length === 0) return UNKNOWN_ATTRIBUTE;
  const known = fc
    .constantFrom(...attributes)
    .chain(([attr, spec]) =>
      fc
        .oneof({ arbitrary: validValue(spec.type), weight: 4 }, { arbitrary: INVALID_VALUE, weight: 1 })
        .map((v) => `${attr}="${v}"`),
    );
  return fc.oneof({ arbitrary: known, weight: 8 }, { arbitrary: UNKNOWN_ATTRIBUTE, weight: 1 });
}

/** `<!-- adf:name attr="value" ... -->`, for any directive of the registry or an unknown one. */
export function directiveComment(names: readonly string[] = DIRECTIVE_NAMES): fc.Arbitrary<string> {
  const known = fc
    .constantFrom(...(names as (keyof typeof DIRECTIVES)[]))
    .chain((name) =>
      fc.array(attribute(name), { minLength: 0, maxLength: 4 }).map((attrs) => [name, ...attrs].join(' ')),
    );
  const odd = fc.constantFrom(
    'unknownNode id="x"',
    'paragraph',
    '',
    'heading id="a"  id="b"',
    'heading\nid="multi-line"',
  );
  return fc
    .oneof({ arbitrary: known, weight: 10 }, { arbitrary: odd, weight: 1 })
    .map((body) => `<!-- adf:${body} -->`);
}

/** GitHub and mdadf inline extensions: emoji short names, mentions, HTML marks, footnote references. */
const EXTENSION_INLINE = fc.constantFrom(
  ':smile:',
  ':not_an_emoji:',
  '[@Jane](mention:123)',
  '<u>under</u>',
  '<sub>2</sub>',
  '<sup>n</sup>',
  '<kbd>Ctrl</kbd>',
  '<span style="color: #ff0000">red</span>',
  'a<br>b',
  'note[^1]',
  '[^missing]',
);

/** What an inline directive can stand before: the word, date, code span or link it makes a node of. */
const INLINE_DIRECTIVE_TARGET = fc.constantFrom(
  'DONE',
  '`IN PROGRESS`',
  '2024-01-31',
  '2024-13-45',
  'https://example.com/card',
  '[a card](https://example.com/card)',
  '',
  ' spaced',
);

/** A directive of the registry that stands inside text (`inline`), directly before its target. */
function inlineDirective(): fc.Arbitrary<string> {
  const names = Object.entries(DIRECTIVES)
    .filter(([, spec]) => 'inline' in spec)
    .map(([name]) => name);
  if (names.length === 0) return fc.constant('');
  return fc
    .tuple(directiveComment(names), INLINE_DIRECTIVE_TARGET)
    .map(([directive, target]) => directive + target);
}

const plainRun = fc.array(WORD, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

/** One inline piece; the leaves are words, the rest wrap a plain run. */
const inlinePiece: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: plainRun, weight: 6 },
  { arbitrary: ENTITY, weight: 1 },
  { arbitrary: ESCAPE, weight: 1 },
  { arbitrary: RAW_HTML, weight: 1 },
  { arbitrary: STRAY, weight: 2 },
  { arbitrary: plainRun.map((t) => `*${t}*`), weight: 2 },
  { arbitrary: plainRun.map((t) => `**${t}**`), weight: 2 },
  { arbitrary: plainRun.map((t) => `_${t}_`), weight: 1 },
  { arbitrary: plainRun.map((t) => `***${t}***`), weight: 1 },
  { arbitrary: plainRun.map((t) => `~~${t}~~`), weight: 1 },
  { arbitrary: plainRun.map((t) => `\`${t}\``), weight: 2 },
  { arbitrary: plainRun.map((t) => `\`\` a \` ${t} \`\``), weight: 1 },
  { arbitrary: fc.tuple(plainRun, URL).map(([t, u]) => `[${t}](${u})`), weight: 2 },
  { arbitrary: fc.tuple(plainRun, URL).map(([t, u]) => `[**${t}**](${u} "a title")`), weight: 1 },
  { arbitrary: fc.tuple(plainRun, URL).map(([t, u]) => `**[${t}](${u})**`), weight: 1 },
  { arbitrary: fc.tuple(plainRun, URL).map(([t, u]) => `[\`${t}\`](${u})`), weight: 1 },
  { arbitrary: fc.tuple(plainRun, URL).map(([t, u]) => `![${t}](${u})`), weight: 1 },
  { arbitrary: fc.constant('<https://example.com/auto>'), weight: 1 },
  { arbitrary: plainRun.map((t) => `[${t}][ref]`), weight: 1 },
  { arbitrary: inlineDirective(), weight: 2 },
  { arbitrary: EXTENSION_INLINE, weight: 1 },
);

/** A line of inline content (never a line break). */
export function markdownInline(): fc.Arbitrary<string> {
  return fc.array(inlinePiece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join(' '));
}

/** Inline content over one or more lines: soft breaks, and hard breaks (`\` or two spaces). */
function inlineLines(): fc.Arbitrary<string[]> {
  return fc
    .array(fc.tuple(markdownInline(), fc.constantFrom('', '', '', '  ', '\\')), {
      minLength: 1,
      maxLength: 3,
    })
    .map((lines) => lines.map(([text, end], i) => (i < lines.length - 1 ? `${text}${end}` : text)));
}

const heading = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), markdownInline())
    .map(([level, text]) => `${'#'.repeat(level)} ${text}`),
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), markdownInline())
    .map(([level, text]) => `${'#'.repeat(level)} ${text} ##`),
  fc.integer({ min: 1, max: 7 }).map((level) => '#'.repeat(level)),
  fc
    .tuple(inlineLines(), fc.constantFrom('===', '---', '=', '-'))
    .map(([lines, rule]) => `${lines.join('\n')}\n${rule}`),
);

const CODE_LINE = fc.oneof(
  fc.constantFrom(
    'const x = 1;',
    '  indented();',
    '',
    '```',
    '~~~',
    '<!-- adf:heading id="x" -->',
    '\tTabbed',
    '# not a heading',
    '| a | b |',
  ),
  markdownInline(),
);

const fence = fc
  .tuple(
    fc.constantFrom('```', '~~~', '````'),
    fc.constantFrom('', 'ts', 'js', 'python', 'c++', 'has space', '`bad'),
    fc.array(CODE_LINE, { minLength: 0, maxLength: 5 }),
    fc.boolean(),
  )
  .map(([marker, info, lines, closed]) =>
    [`${marker}${info}`, ...lines.filter((l) => l !== marker), ...(closed ? [marker] : [])].join('\n'),
  );

const indentedCode = fc
  .array(CODE_LINE, { minLength: 1, maxLength: 4 })
  .map((lines) => lines.map((l) => `    ${l}`).join('\n'));

const cellText = fc.oneof(
  { arbitrary: markdownInline().map((t) => t.replaceAll('|', '\\|')), weight: 4 },
  { arbitrary: fc.constant(''), weight: 1 },
  {
    arbitrary: fc
      .tuple(directiveComment(['tableCell']), markdownInline())
      .map(([d, t]) => `${d} ${t.replaceAll('|', '\\|')}`),
    weight: 2,
  },
);

const table = fc
  .integer({ min: 1, max: 4 })
  .chain((columns) =>
    fc.tuple(
      fc.array(cellText, { minLength: columns, maxLength: columns }),
      fc.array(fc.constantFrom('---', ':--', ':-:', '--:', '-'), { minLength: columns, maxLength: columns }),
      fc.array(fc.array(cellText, { minLength: 0, maxLength: columns + 1 }), { minLength: 0, maxLength: 4 }),
    ),
  )
  .map(([header, separator, rows]) =>
    [header, separator, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'),
  );

const leafBlock: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: inlineLines().map((lines) => lines.join('\n')), weight: 5 },
  { arbitrary: heading, weight: 3 },
  { arbitrary: fence, weight: 3 },
  { arbitrary: indentedCode, weight: 1 },
  { arbitrary: table, weight: 3 },
  { arbitrary: fc.constantFrom('---', '***', '___', '- - -'), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '<div>\nhtml block\n</div>',
      '<!-- plain comment -->',
      '<details><summary>s</summary>',
    ),
    weight: 1,
  },
  { arbitrary: fc.constant('[ref]: https://example.com "Ref"'), weight: 1 },
  { arbitrary: fc.tuple(plainRun, URL).map(([alt, url]) => `![${alt}](${url})`), weight: 1 },
  { arbitrary: markdownInline().map((text) => `[^1]: ${text}`), weight: 1 },
);

function indent(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => (line.length > 0 ? ' '.repeat(width) + line : line))
    .join('\n');
}

function quoteLines(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.length > 0 ? `> ${line}` : '>'))
    .join('\n');
}

/** One block; lists and quotes hold blocks up to `depth` levels deep. */
export function markdownBlock(depth = 3): fc.Arbitrary<string> {
  if (depth <= 0) return leafBlock;
  const inner = markdownBlock(depth - 1);
  const item = fc.array(inner, { minLength: 1, maxLength: 2 }).map((blocks) => blocks.join('\n\n'));
  const list = fc
    .tuple(
      fc.constantFrom('-', '*', '+', '1.', '1)', '- [ ]', '- [x]', 'task'),
      fc.array(fc.tuple(item, fc.boolean()), { minLength: 1, maxLength: 3 }),
    )
    .map(([marker, items]) =>
      items
        .map(([content, checked], i) => {
          const bullet =
            marker === 'task'
              ? `- [${checked ? 'x' : ' '}]`
              : marker === '1.' || marker === '1)'
                ? `${i + 1}${marker[1]}`
                : marker;
          const [first, ...rest] = indent(content, bullet.length + 1)
            .trimStart()
            .split('\n');
          return [`${bullet} ${first}`, ...rest].join('\n');
        })
        .join('\n'),
    );
  const quote = fc
    .array(inner, { minLength: 1, maxLength: 2 })
    .map((blocks) => quoteLines(blocks.join('\n\n')));
  const lazyQuote = fc.tuple(markdownInline(), markdownInline()).map(([a, b]) => `> ${a}\n${b}`);
  const alert = fc
    .tuple(fc.constantFrom('NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION', 'note', 'BOGUS'), inner)
    .map(([kind, block]) => quoteLines(`[!${kind}]\n${block}`));
  const details = fc
    .tuple(markdownInline(), fc.array(inner, { minLength: 0, maxLength: 2 }), fc.boolean())
    .map(
      ([summary, blocks, closed]) =>
        `<details><summary>${summary}</summary>\n\n${blocks.join('\n\n')}${closed ? '\n\n</details>' : ''}`,
    );
  const directed = fc.tuple(directiveComment(), inner).map(([directive, block]) => `${directive}\n${block}`);
  const looseDirective = fc
    .tuple(directiveComment(), inner)
    .map(([directive, block]) => `${directive}\n\n${block}`);
  return fc.oneof(
    { arbitrary: leafBlock, weight: 6 },
    { arbitrary: list, weight: 3 },
    { arbitrary: quote, weight: 3 },
    { arbitrary: lazyQuote, weight: 1 },
    { arbitrary: alert, weight: 1 },
    { arbitrary: details, weight: 1 },
    { arbitrary: directed, weight: 4 },
    { arbitrary: looseDirective, weight: 1 },
  );
}

const FRONT_MATTER = fc.constantFrom(
  '',
  '',
  '',
  '---\ntitle: Hello\ntags: [a, b]\n---\n',
  '---\n: bad yaml [\n---\n',
  '---\n',
);

/** A whole document: blocks separated by blank lines (sometimes a single newline), maybe front matter. */
export function markdownDocument(options: { maxBlocks?: number; depth?: number } = {}): fc.Arbitrary<string> {
  const { maxBlocks = 8, depth = 3 } = options;
  const blocks = fc.array(fc.tuple(markdownBlock(depth), fc.constantFrom('\n\n', '\n\n', '\n')), {
    minLength: 0,
    maxLength: maxBlocks,
  });
  return fc
    .tuple(FRONT_MATTER, blocks)
    .map(([frontMatter, list]) => frontMatter + list.map(([block, gap]) => block + gap).join(''));
}

/**
 * A real document, mutated: random slices deleted, duplicated or moved, directive comments and
 * Markdown fragments spliced in at random offsets. Mutations keep the document realistic
 * enough to reach deep paths that the grammar alone seldom builds.
 */
export function mutatedMarkdown(documents: readonly string[], maxMutations = 6): fc.Arbitrary<string> {
  const splice = fc.oneof(
    directiveComment(),
    markdownInline(),
    markdownBlock(1),
    STRAY,
    fc.constantFrom('\n', '\n\n', '> ', '- ', '| ', '```\n'),
  );
  const mutation = fc.tuple(
    fc.constantFrom('delete', 'duplicate', 'insert', 'move'),
    fc.nat(),
    fc.nat(),
    fc.nat({ max: 400 }),
    splice,
  );
  return fc
    .tuple(fc.constantFrom(...documents), fc.array(mutation, { minLength: 1, maxLength: maxMutations }))
    .map(([document, mutations]) => {
      let text = document;
      for (const [kind, a, b, length, fragment] of mutations) {
        const at = text.length === 0 ? 0 : a % text.length;
        const end = Math.min(text.length, at + length);
        const slice = text.slice(at, end);
        const to = text.length === 0 ? 0 : b % text.length;
        if (kind === 'delete') text = text.slice(0, at) + text.slice(end);
        else if (kind === 'duplicate') text = text.slice(0, end) + slice + text.slice(end);
        else if (kind === 'insert') text = text.slice(0, at) + fragment + text.slice(at);
        else text = text.slice(0, to) + slice + text.slice(to);
      }
      return text;
    });
}
