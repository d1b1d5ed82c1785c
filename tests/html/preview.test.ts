import { describe, expect, it } from 'vitest';
import { adfToHtml } from '../../src/compose/html.js';
import { markdownToAdf } from '../../src/index.js';

/** Extended Markdown → ADF → HTML: what a user of the preview sees. */
describe('preview of Extended Markdown', () => {
  it('directive attributes reach the HTML', () => {
    const md = [
      '<!-- adf:heading id="intro" textAlign="center" color="#ff0000" -->',
      '# Intro',
      '',
      '<!-- adf:table borderColor="#00ff00" -->',
      '| <!-- adf:tableCell backgroundColor="#abcdef" --> a | b |',
      '|:---:|---:|',
      '',
      '<!-- adf:codeBlock theme="dark" lineNumbers="true" -->',
      '```js',
      'a();',
      '```',
      '',
    ].join('\n');
    expect(adfToHtml(markdownToAdf(md))).toBe(
      '<h1 id="intro" style="text-align: center; color: #ff0000">Intro</h1>\n' +
        '<table style="--adf-table-border: #00ff00; border-color: #00ff00">\n<thead>\n<tr>\n' +
        '<th style="background-color: #abcdef"><p style="text-align: center">a</p>\n</th>\n' +
        '<th><p style="text-align: right">b</p>\n</th>\n</tr>\n</thead>\n</table>\n' +
        '<pre class="adf-code-theme-dark adf-line-numbers"><code class="language-js"><span class="adf-code-line">a();</span></code></pre>\n',
    );
  });

  it('nodes carried as adf:node comments render as themselves', () => {
    const md = [
      '<!-- adf:node {"type":"panel","attrs":{"panelType":"warning"},"content":[{"type":"paragraph","content":[{"type":"text","text":"Careful"}]}]} -->',
      '',
      'Status: <!-- adf:node {"type":"status","attrs":{"text":"DONE","color":"green"}} --> ok',
      '',
    ].join('\n');
    expect(adfToHtml(markdownToAdf(md))).toBe(
      '<div class="adf-panel adf-panel-warning"><div class="adf-panel-content">\n<p>Careful</p>\n</div></div>\n' +
        '<p>Status: <span class="adf-status adf-status-green">DONE</span> ok</p>\n',
    );
  });
});
