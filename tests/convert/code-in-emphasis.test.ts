import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';

/**
 * ADF takes `code` with `link` and annotations only: the fit pass gives the code of `**`x`**`
 * its code mark alone.
 */
describe('code inside emphasis', () => {
  it('keeps code, the drop reported at the code span', () => {
    const markdown = 'Intro\n\n> **a `b`** and [*`c`*](https://x.test)\n';
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

  it('keeps code under HTML marks too', () => {
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

  it('joins the code that lost a mark with the code beside it, never with an adf:node text', () => {
    const raw = '<!-- adf:node {"type":"text","text":"q","marks":[{"type":"code"}]} -->';
    const code = [{ type: 'code' }];
    const paragraphs = (markdown: string) =>
      convert(markdown).doc.content.map((paragraph) => paragraph.content);
    expect(paragraphs(`\`b\`<u>\`a\`</u>\n\n<u>\`a\`</u>${raw}\n\n${raw}<u>\`a\`</u>\n`)).toEqual([
      [{ type: 'text', text: 'ba', marks: code }],
      [
        { type: 'text', text: 'a', marks: code },
        { type: 'text', text: 'q', marks: code },
      ],
      [
        { type: 'text', text: 'q', marks: code },
        { type: 'text', text: 'a', marks: code },
      ],
    ]);
  });
});
