import { describe, expect, it } from 'vitest';
import { DIRECTIVES } from '../../src/registry/directives.js';
import { run } from './builders.js';

/**
 * A directive before a block it does not precede names both: the block it found and the blocks
 * it stands before, each with its article ("an expand", "an ordered list", never "a expand").
 */
const why = (markdown: string): string[] =>
  run(markdown).diagnostics.map(
    (d) => `${d.code}: ${d.message.replace(/^`adf:\w+` applies to nothing: /, '')}`,
  );

/** What each row that precedes blocks says before a thematic break (a heading for `adf:rule`). */
const BEFORE_A_RULE: Record<string, string> = {
  table: 'not a table or a blockquote',
  tableCell: 'not a table or a blockquote or a table cell',
  tableHeader: 'not a blockquote or a table header',
  tableRow: 'not a blockquote or a table row',
  heading: 'not a heading',
  blockquote: 'not a blockquote',
  codeBlock: 'not a code block',
  panel: 'not a blockquote or a panel',
  mediaSingle: 'not a paragraph',
  media: 'not a paragraph or a media group',
  mediaGroup: 'not a paragraph or a media group',
  caption: 'not a paragraph or a caption',
  decisionList: 'not a bullet list or a decision list',
  blockCard: 'not a paragraph or a block card',
  embedCard: 'not a paragraph or an embed card',
  layoutSection: 'not a blockquote or a layout section',
  layoutColumn: 'not a blockquote or a layout column',
  bodiedExtension: 'not a blockquote or a bodied extension',
  paragraph: 'not a paragraph',
  bulletList: 'not a bullet list',
  orderedList: 'not an ordered list',
  expand: 'not an expand or a nested expand',
  rule: 'not a rule',
};

describe('a directive before a block of another type', () => {
  it('has an entry here for every row that precedes blocks', () => {
    const rows = Object.entries(DIRECTIVES).filter(([, spec]) => spec.precedes.length > 0);
    expect(Object.keys(BEFORE_A_RULE).sort()).toEqual(rows.map(([name]) => name).sort());
  });

  it.each(Object.entries(BEFORE_A_RULE))(
    'adf:%s names what it precedes, each with its article',
    (name, not) => {
      const found = name === 'rule' ? 'a heading' : 'a rule';
      const block = name === 'rule' ? '# T' : '---';
      expect(why(`<!-- adf:${name} -->\n${block}\n`)).toEqual([
        `dangling-directive: the block after it is ${found}, ${not}`,
      ]);
    },
  );

  it.each([
    ['1. item\n', 'an ordered list'],
    ['<details>\n\nbody\n\n</details>\n', 'an expand'],
    ['::: details T\nx\n:::\n', 'an expand'],
    ['!!! note "T"\n    body\n', 'a panel'],
  ])('names the block it found with its article: %j', (block, found) => {
    const name = found === 'a panel' ? 'rule' : 'heading';
    expect(why(`<!-- adf:${name} -->\n${block}`)).toEqual([
      `dangling-directive: the block after it is ${found}, not a ${name}`,
    ]);
  });
});
