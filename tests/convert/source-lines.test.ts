import { describe, expect, it } from 'vitest';
import { ConvertContext } from '../../src/convert/context.js';
import { convert } from '../../src/index.js';

/**
 * Positions read source lines through `ConvertContext.line`, which indexes where lines start
 * instead of splitting the document (issue 15: a copy of every line was a large share of the
 * converter's own allocations). It must answer exactly what `split(/\r\n|\r|\n/)` did.
 */
describe('source lines', () => {
  it('answers every line as a split on \\r\\n, \\r and \\n would, and "" outside the document', () => {
    for (const source of ['a\nb\r\nc\rd\n', '', 'x', '\n\n', 'a\r\n', '\r\r\n\n', 'end\r', 'no break']) {
      const ctx = new ConvertContext(source, 'extended');
      const lines = source.split(/\r\n|\r|\n/);
      for (let i = -1; i <= lines.length + 1; i++)
        expect(ctx.line(i), `${JSON.stringify(source)} #${i}`).toBe(lines[i] ?? '');
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
