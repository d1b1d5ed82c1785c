import { describe, expect, it } from 'vitest';
import { paragraph, render, text } from './helpers.js';

/** The directive attributes of the extended profile show in the preview. */
describe('directive attributes', () => {
  it('heading id, anchor, textAlign, color', () => {
    expect(
      render({
        type: 'heading',
        attrs: { level: 2, id: 'intro', textAlign: 'justify', color: '#00b8d9' },
        content: [text('Intro')],
      }),
    ).toBe('<h2 id="intro" style="text-align: justify; color: #00b8d9">Intro</h2>\n');
    expect(render({ type: 'heading', attrs: { level: 2, anchor: 'a1' }, content: [text('A')] })).toBe(
      '<h2 id="a1">A</h2>\n',
    );
    expect(render({ type: 'heading', attrs: { level: 2, id: 'i', anchor: 'a' }, content: [text('B')] })).toBe(
      '<h2 id="i"><a id="a" class="adf-anchor"></a>B</h2>\n',
    );
  });

  it('table borderColor, layout; cell backgroundColor', () => {
    expect(
      render({
        type: 'table',
        attrs: { layout: 'wide', borderColor: '#ff0000' },
        content: [
          {
            type: 'tableRow',
            content: [
              { type: 'tableCell', attrs: { backgroundColor: '#00ff00' }, content: [paragraph(text('c'))] },
            ],
          },
        ],
      }),
    ).toBe(
      '<table data-layout="wide" style="--adf-table-border: #ff0000; border-color: #ff0000">\n<tbody>\n<tr>\n' +
        '<td style="background-color: #00ff00"><p>c</p>\n</td>\n</tr>\n</tbody>\n</table>\n',
    );
  });

  it('blockquote backgroundColor and borderColor', () => {
    expect(
      render({
        type: 'blockquote',
        attrs: { backgroundColor: '#eeeeee', borderColor: '#0000ff' },
        content: [paragraph(text('q'))],
      }),
    ).toBe(
      '<blockquote style="background-color: #eeeeee; border-left-color: #0000ff">\n<p>q</p>\n</blockquote>\n',
    );
  });

  it('code block theme, wrap and lineNumbers (numbered lines)', () => {
    expect(
      render({
        type: 'codeBlock',
        attrs: { language: 'js', theme: 'dark', wrap: true, lineNumbers: true },
        content: [text('a();\nb();')],
      }),
    ).toBe(
      '<pre class="adf-code-theme-dark adf-code-wrap adf-line-numbers"><code class="language-js">' +
        '<span class="adf-code-line">a();</span>\n<span class="adf-code-line">b();</span></code></pre>\n',
    );
  });

  it('official hideLineNumbers: false numbers the lines too; an unknown theme is ignored', () => {
    expect(
      render({ type: 'codeBlock', attrs: { hideLineNumbers: false, theme: 'neon' }, content: [text('x')] }),
    ).toBe('<pre class="adf-line-numbers"><code><span class="adf-code-line">x</span></code></pre>\n');
  });
});
