import { describe, expect, it } from 'vitest';
import { SourceLines } from '../../src/convert/source-lines.js';
import { convert } from '../../src/index.js';

/**
 * Positions read source lines through `SourceLines.line` (src/convert/source-lines.ts), which finds where lines start
 * instead of splitting the document (issue 15: a copy of every line was a large share of the
 * converter's own allocations). It must answer exactly what `split(/\r\n|\r|\n/)` did.
 */
describe('source lines', () => {
  it('answers every line as a split on \\r\\n, \\r and \\n would, and "" outside the document', () => {
    for (const source of ['a\nb\r\nc\rd\n', '', 'x', '\n\n', 'a\r\n', '\r\r\n\n', 'end\r', 'no break']) {
      const ctx = new SourceLines(source);
      const lines = source.split(/\r\n|\r|\n/);
      for (let i = -1; i <= lines.length + 1; i++)
        expect(ctx.line(i), `${JSON.stringify(source)} #${i}`).toBe(lines[i] ?? '');
    }
  });

  it('answers the same in any order: read forward, from the top again, and indexed once reading went far', () => {
    const sources = [
      'a\nbb\n\nccc\n',
      'one line',
      '\n',
      'x\ny',
      'a\r\nb\nc',
      Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n'),
    ];
    const orders = (n: number) => [
      Array.from({ length: n + 2 }, (_, i) => i),
      Array.from({ length: n + 2 }, (_, i) => n + 1 - i),
      Array.from({ length: 3 * n }, (_, i) => (i * 7) % (n + 2)),
      [2, 2, 0, 0, n, n, 1],
    ];
    for (const source of sources) {
      const lines = source.split(/\r\n|\r|\n/);
      for (const order of orders(lines.length)) {
        const ctx = new SourceLines(source);
        for (const i of order) expect(ctx.line(i), `${JSON.stringify(source)} #${i}`).toBe(lines[i] ?? '');
      }
    }
  });

  it('diagnostics point at the same line and column whatever the line breaks', () => {
    const at = (markdown: string) =>
      convert(markdown, { profile: 'extended' }).diagnostics.map((d) => [d.code, d.line, d.column]);
    const lf = 'text\n\n  <!-- adf:nosuch x="1" -->\n# Title\n';
    expect(at(lf).length).toBeGreaterThan(0);
    expect(at(lf.replaceAll('\n', '\r\n'))).toEqual(at(lf));
    expect(at(lf.replaceAll('\n', '\r'))).toEqual(at(lf));
  });
});
