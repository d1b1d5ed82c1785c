import { describe, expect, it } from 'vitest';
import * as mdadf from '../src/index.js';

describe('the public API of the package entry', () => {
  it('exports every function the README documents', () => {
    const exported: Record<string, unknown> = { ...mdadf };
    for (const name of [
      'markdownToAdf',
      'convert',
      'convertAsync',
      'validateAdf',
      'adfToMarkdown',
      'convertAdf',
      'adfToHtml',
    ] as const) {
      expect(typeof exported[name], name).toBe('function');
    }
    expect(mdadf.ConversionError.prototype).toBeInstanceOf(Error);
  });

  it('round trip through the entry: Markdown → ADF → Markdown → the same ADF, and HTML of it', () => {
    const markdown = '<!-- adf:heading id="goals" -->\n## Goals\n\n| a | b |\n|:-:|---|\n| 1 | 2 |\n';
    const doc = mdadf.markdownToAdf(markdown);
    expect(mdadf.markdownToAdf(mdadf.adfToMarkdown(doc))).toEqual(doc);
    expect(mdadf.adfToHtml(doc)).toContain('id="goals"');
  });

  it('strict mode throws a ConversionError carrying the diagnostics', () => {
    let error: unknown;
    try {
      mdadf.convert('<!-- adf:codeBlock theme="blue" -->\n```\nx\n```\n', { strict: true });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(mdadf.ConversionError);
    expect((error as mdadf.ConversionError).diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'invalid-attribute-value', line: 1, column: 20 }),
    ]);
  });
});
