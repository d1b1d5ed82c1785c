import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { code, doc, hardBreak, link, paragraph, strong, text, trip } from './helpers.js';
import { normalize } from './normalize.js';

/**
 * One row per escaping rule: the literal text, the exact Markdown written for it (escaping
 * only where the text would otherwise parse differently), and the proof that it reads back
 * as the same text.
 */
const PARAGRAPH_TEXT: ReadonlyArray<[rule: string, literal: string, markdown: string]> = [
  ['ATX heading marker at line start', '# not a heading', '\\# not a heading'],
  ['# without a space is already text', '#hashtag', '#hashtag'],
  ['ordered list marker with a dot', '1. not a list', '1\\. not a list'],
  ['ordered list marker with a parenthesis', '1) x', '1\\) x'],
  ['bullet marker -', '- x', '\\- x'],
  ['bullet marker +', '+ x', '\\+ x'],
  ['bullet marker * (also emphasis)', '* x', '\\* x'],
  ['emphasis with stars', '*stars*', '\\*stars\\*'],
  ['a star between spaces is text', 'a * b', 'a * b'],
  ['emphasis with underscores', '_under_', '\\_under\\_'],
  ['intraword underscores are text', 'snake_case_name', 'snake_case_name'],
  ['code span backticks', '`ticks`', '\\`ticks\\`'],
  ['a pipe in a one-line paragraph is text', 'a | b', 'a | b'],
  ['HTML tag', '<tag>', '\\<tag>'],
  ['a lone < is text', 'a < b', 'a < b'],
  ['entity reference', '&amp; entity', '\\&amp; entity'],
  ['an ampersand that is no entity', 'Q&A', 'Q&A'],
  ['link reference / task checkbox at paragraph start', '[x] done', '\\[x] done'],
  ['inline link syntax', 'see [text](url)', 'see \\[text](url)'],
  ['bracket without a closing one is text', 'a [b', 'a [b'],
  ['image start', '![img', '![img'],
  ['backslash before punctuation', 'a\\*', 'a\\\\\\*'],
  ['backslash before a letter is text', 'C:\\dir', 'C:\\dir'],
  ['trailing backslash', 'end\\', 'end\\\\'],
  ['strikethrough tildes', '~~x~~', '\\~\\~x\\~\\~'],
  ['a single tilde inside a word is text', 'a~b', 'a~b'],
  ['leading spaces', '  leading', '&#32; leading'],
  ['leading tab', '\tx', '&#9;x'],
  ['trailing spaces', 'trail  ', 'trail &#32;'],
  ['a text that is only a space', ' ', '&#32;'],
  ['a line that is ---', '---', '\\---'],
  ['a line that is ===', '===', '\\==='],
  ['> at line start', '> quote', '\\> quote'],
  ['emoji shortcode', ':smile: x', '\\:smile: x'],
  ['a colon pair that is no shortcode is text', 'at 10:30:45', 'at 10:30:45'],
  ['footnote reference', 'a[^1]', 'a\\[^1]'],
  ['HTML mark tag', '<u>x</u>', '\\<u>x\\</u>'],
  ['GitHub alert marker at paragraph start', '[!NOTE] x', '\\[!NOTE] x'],
  ['newline inside a text node', 'a\nb', 'a&#10;b'],
  ['bare URL (GFM autolink)', 'see http://x.co', 'see http\\://x.co'],
  ['www. domain (GFM autolink)', 'www.x.co', 'www\\.x.co'],
  ['e-mail address (GFM autolink)', 'mail a@b.co', 'mail a\\@b.co'],
  ['an @ inside a word (linkify reads loose e-mails)', 'react@^16.8', 'react\\@^16.8'],
  ['an @ before a name is text', 'ask @ann', 'ask @ann'],
  ['a fence of tildes', '~~~', '\\~\\~\\~'],
  [
    'plain prose is written as it is',
    'See e.g. (the "plan") 50%/day - done; ok?',
    'See e.g. (the "plan") 50%/day - done; ok?',
  ],
  ['www. inside prose', 'go to www.x.co now', 'go to www\\.x.co now'],
];

describe('escaping of literal text in a paragraph', () => {
  it.each(PARAGRAPH_TEXT)('%s', (_rule, literal, markdown) => {
    const input = doc(paragraph(text(literal)));
    const result = trip(input);
    expect(result.markdown).toBe(`${markdown}\n`);
    expect(result.back).toEqual(normalize(input));
    expect(result.codes).toEqual([]);
  });
});

describe('escaping that depends on the place', () => {
  const cases: ReadonlyArray<[rule: string, content: AdfNode[], markdown: string]> = [
    ['a line after a hard break is a line start', [text('a'), hardBreak, text('# b')], 'a\\\n\\# b'],
    [
      'pipes of a paragraph with several lines (could form a table)',
      [text('a | b'), hardBreak, text('-|-')],
      'a \\| b\\\n-\\|-',
    ],
    ['! before a link would make an image', [text('wow!'), text('l', link('u'))], 'wow\\![l](u)'],
    [
      '! after an escaped backslash, before a link',
      [text('a\\'), text('!'), text('l', link('u'))],
      'a\\\\\\![l](u)',
    ],
    ['! at the end of a paragraph is text', [text('wow!')], 'wow!'],
    ['brackets inside link text', [text('[a]', link('u'))], '[\\[a\\]](u)'],
  ];
  it.each(cases)('%s', (_rule, content, markdown) => {
    const input = doc(paragraph(...content));
    const result = trip(input);
    expect(result.markdown).toBe(`${markdown}\n`);
    expect(result.back).toEqual(normalize(input));
  });

  it('a pipe in a table cell is \\|, in text and in code', () => {
    const cell = (type: string, ...content: AdfNode[]): AdfNode => ({
      type,
      content: [paragraph(...content)],
    });
    const input = doc({
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', text('a|b'))] },
        { type: 'tableRow', content: [cell('tableCell', text('x|y', code))] },
      ],
    });
    const result = trip(input);
    expect(result.markdown).toBe('| a\\|b   |\n| ------ |\n| `x\\|y` |\n');
    expect(result.back).toEqual(normalize(input));
  });

  it('a heading ending in # keeps it (no closing sequence)', () => {
    const input = doc({ type: 'heading', attrs: { level: 2 }, content: [text('C #')] });
    const result = trip(input);
    expect(result.markdown).toBe('## C \\#\n');
    expect(result.back).toEqual(normalize(input));
  });

  it('a task item starting with a checkbox-like text', () => {
    const input = doc({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [paragraph(text('[ ] not a task'))] }],
    });
    const result = trip(input);
    expect(result.markdown).toBe('- \\[ ] not a task\n');
    expect(result.back).toEqual(normalize(input));
  });

  it('leading white space of a heading and a cell', () => {
    const input = doc({ type: 'heading', attrs: { level: 1 }, content: [text(' h ')] });
    const result = trip(input);
    expect(result.markdown).toBe('# &#32;h&#32;\n');
    expect(result.back).toEqual(normalize(input));
  });

  it('a bold run that starts the text keeps its stars literal inside', () => {
    const input = doc(paragraph(text('*', strong), text(' x')));
    const result = trip(input);
    expect(result.markdown).toBe('**\\*** x\n');
    expect(result.back).toEqual(normalize(input));
  });
});
