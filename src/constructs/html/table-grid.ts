import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import type { Position } from '../../diagnostics/sink.js';
import { Block } from '../../convert/plain.js';
import { evenWidths, setSpan } from '../table/forward.js';

/**
 * An HTML table on a sound grid, as ADF needs it. HTML places each cell in the first column its
 * row leaves free (rowspans from above taken out), lets rows be of any length and rowspans run
 * past the last row; ADF wants every row to cover the same columns. So, as a browser lays it
 * out: rowspans end at the last row (`rowspan="0"` runs to it), a colspan running into a cell a
 * rowspan holds shrinks (`span-adjusted`, the one change a reader could see), and each short row
 * gets empty cells at its end, as the browser shows it. Then each column gets one width, as a
 * pipe table's columns do (table/forward.ts).
 */
export function layoutHtmlTable(ctx: ConvertContext, table: AdfNode, at: Position): void {
  // Rows the HTML left without cells have no ADF form; other strays stay for the fit pass to move out.
  table.content = (table.content ?? []).filter((node) => node.type !== 'tableRow' || node.content?.length);
  const rows = table.content.filter((node) => node.type === 'tableRow');
  /** Per row, the columns taken. */
  const taken: boolean[][] = rows.map(() => []);
  let width = 0;
  for (let r = 0; r < rows.length; r++) {
    let column = 0;
    for (const cell of rows[r].content!) {
      while (taken[r][column]) column++;
      const attrs = cell.attrs ?? {};
      let colspan = Number(attrs.colspan ?? 1);
      const given = Number(attrs.rowspan ?? 1);
      const rowspan = given === 0 ? rows.length - r : Math.min(given, rows.length - r);
      let free = 0;
      while (free < colspan && !taken[r][column + free]) free++;
      if (free < colspan) {
        ctx.report(
          'span-adjusted',
          `a cell's colspan ${colspan} runs into a cell a rowspan holds; reduced to ${free}`,
          at,
        );
        colspan = free;
      }
      // A cell's width (nodes.ts) is given on a cell of one column only: its colspan stays 1.
      setSpan(cell, 'colspan', colspan);
      setSpan(cell, 'rowspan', rowspan);
      for (let y = r; y < r + rowspan; y++)
        for (let x = column; x < column + colspan; x++) taken[y][x] = true;
      column += colspan;
      width = Math.max(width, column);
    }
  }
  for (let r = 0; r < rows.length; r++) {
    let missing = 0;
    for (let x = 0; x < width; x++) if (!taken[r][x]) missing++;
    const content = rows[r].content!;
    const type = content.at(-1)?.type ?? 'tableCell';
    for (let k = 0; k < missing; k++) {
      // Made as the cells beside it are (walk.ts), so the code that reads cells meets one shape.
      const filler = new Block(type);
      const paragraph = new Block('paragraph');
      paragraph.content = [];
      filler.content = [paragraph];
      content.push(filler);
    }
  }
  evenWidths(ctx, rows, width);
}
