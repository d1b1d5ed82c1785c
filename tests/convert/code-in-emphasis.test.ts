import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { buildTree } from '../../src/convert/build.js';

/**
 * ADF takes `code` with `link` and annotations only: the inline conversion gives the code of
 * `**`x`**` its code mark alone, as the fit pass would, so the document fits as built.
 */
describe('code inside emphasis', () => {
  it('is built fitting, the drop reported at the code span', () => {
    const markdown = 'Intro\n\n> **a `b`** and [*`c`*](https://x.test)\n';
    const built = buildTree(markdown, 'extended');
    expect(built.fitting.has(built.doc)).toBe(true);
    const { doc, diagnostics } = convert(markdown);
    expect(doc.content[1].content?.[0].content).toEqual([
      { type: 'text', text: 'a ', marks: [{ type: 'strong' }] },
      { type: 'text', text: 'b', marks: [{ type: 'code' }] },
      { type: 'text', text: ' and ' },
      {
        type: 'text',
        text: 'c',
        marks: [{ type: 'link', attrs: { href: 'https://x.test' } }, { type: 'code' }],
      },
    ]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['mark-dropped', 3, 7, '`strong` cannot be combined with `code` on a text inside a paragraph; dropped'],
      [
        'mark-dropped',
        3,
        19,
        '`em` cannot be combined with `link`, `code` on a text inside a paragraph; dropped',
      ],
    ]);
  });

  it('is built fitting through the handlers too (an HTML tag in the run)', () => {
    const { doc, diagnostics } = convert('<u>**`a`**</u> ~~<code>b</code>~~\n');
    expect(doc.content[0].content).toEqual([
      { type: 'text', text: 'a', marks: [{ type: 'code' }] },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'b', marks: [{ type: 'code' }] },
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      '`strong`, `underline` cannot be combined with `code` on a text inside a paragraph; dropped',
      '`strike` cannot be combined with `code` on a text inside a paragraph; dropped',
    ]);
  });

  it('is repaired in a task item as before: its text moves there', () => {
    const { doc, diagnostics } = convert('- [ ] **`a`**\n');
    expect(doc.content[0].content?.[0].content).toEqual([
      { type: 'text', text: 'a', marks: [{ type: 'code' }] },
    ]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['mark-dropped', 1, 9, '`strong` cannot be combined with `code` on a text inside a task item; dropped'],
    ]);
  });
});
