import { describe, expect, it } from 'vitest';
import { convert, PROFILES } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';

/**
 * A table whose cells hold only inline content comes back as a pipe table, spans included, as
 * cell directives the reader lays on its grid: each spanning cell followed by an empty cell per
 * further column, the places rowspans cover left out. Its grid must be sound, else quotes.
 */
const markdown = [
  '| <!-- adf:tableCell colspan="2" --> Plan |       | Owner |',
  '| --------------------------------------- | ----: | ----- |',
  '| <!-- adf:tableCell rowspan="2" --> Ship | today | me    |',
  '| tomorrow                                |   you |',
  '| a                                       |     b | c     |',
  '',
].join('\n');

describe.each(PROFILES)('tables with spans as pipe tables (%s)', (profile) => {
  it('the pipe form reads back as the same table, and is what the writer writes', () => {
    const { doc, diagnostics } = convert(markdown, { profile });
    expect(diagnostics).toEqual([]);
    const rows = doc.content[0].content!.map((row) => row.content!.map((cell) => cell.attrs ?? {}));
    expect(rows).toEqual([
      [{ colspan: 2 }, {}],
      [{ rowspan: 2 }, {}, {}],
      [{}, {}],
      [{}, {}, {}],
    ]);
    const written = convertAdf(doc, { profile });
    expect(written.markdown).toBe(markdown);
    expect(written.diagnostics).toEqual([]);
  });

  it('a grid that is not sound (a rowspan past the last row) stays quotes', () => {
    const cell = (attrs?: Record<string, unknown>) => ({
      type: 'tableCell',
      ...(attrs ? { attrs } : {}),
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
    });
    const doc = {
      type: 'doc',
      version: 1,
      content: [{ type: 'table', content: [{ type: 'tableRow', content: [cell({ rowspan: 2 }), cell()] }] }],
    };
    expect(
      convertAdf(doc as never, { profile }).markdown.startsWith(
        '<!-- adf:table -->\n> <!-- adf:tableRow -->',
      ),
    ).toBe(true);
  });
});
