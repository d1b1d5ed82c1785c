import { describe, expect, it } from 'vitest';
import { PREVIEW_CSS, adfToHtml } from '../../src/compose/html.js';

describe('standalone page', () => {
  const doc = { type: 'doc' as const, version: 1 as const, content: [{ type: 'paragraph', content: [] }] };

  it('is a full HTML5 page with charset, title, stylesheet and the body', () => {
    expect(adfToHtml(doc, { standalone: true, title: 'Spec' })).toBe(
      [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8" />',
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
        '<title>Spec</title>',
        `<style>\n${PREVIEW_CSS}</style>`,
        '</head>',
        '<body>',
        '<article class="adf-document">\n<p></p>\n</article>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('without standalone, a bare fragment', () => {
    expect(adfToHtml(doc)).toBe('<p></p>\n');
  });

  it('the stylesheet covers tables, panels, lozenges, line numbers and a dark theme', () => {
    for (const selector of [
      'th, td',
      '.adf-panel-warning',
      '.adf-status-green',
      '.adf-line-numbers .adf-code-line::before',
      'prefers-color-scheme: dark',
      'pre.adf-code-theme-dark',
    ]) {
      expect(PREVIEW_CSS).toContain(selector);
    }
    expect(PREVIEW_CSS).not.toMatch(/<\/style/i);
  });
});
