import type { AdfNode } from '../../types.js';
import { spanOf } from './spans.js';

/**
 * A table with spans, in the pipe form the reader lays on its grid (layout.ts), when its grid
 * is sound: every row covers the same columns, no rowspan runs past the last row, no row is
 * left without a cell of its own. Each row is written as its own cells in order, each spanning
 * cell followed by one empty cell per further column it spans (which give way to it first, as
 * the reader's padding does); the places rowspans from above cover are left out (GFM pads the
 * short row at its end, and those empty cells give way too). So the header row has a cell for
 * every column, as GFM needs, and each cell's directive carries its spans.
 *
 * Returns each row's cells with `null` for an empty placeholder, or null when the grid is not
 * sound (the table is then written as quotes).
 */
export function spannedRows(rows: readonly AdfNode[][]): Array<Array<AdfNode | null>> | null {
  const width = rows[0].reduce((sum, cell) => sum + spanOf(cell, 'colspan'), 0);
  const coveredTo = new Array<number>(width).fill(-1);
  const out: Array<Array<AdfNode | null>> = [];
  for (const [r, row] of rows.entries()) {
    const written: Array<AdfNode | null> = [];
    let column = 0;
    for (const cell of row) {
      while (column < width && coveredTo[column] >= r) column++;
      const colspan = spanOf(cell, 'colspan');
      const rowspan = spanOf(cell, 'rowspan');
      if (column + colspan > width || r + rowspan > rows.length) return null;
      for (let k = 0; k < colspan; k++) {
        if (coveredTo[column + k] >= r) return null;
        coveredTo[column + k] = r + rowspan - 1;
      }
      written.push(cell);
      for (let k = 1; k < colspan; k++) written.push(null);
      column += colspan;
    }
    // Every place of the row is a cell's or a rowspan's from above.
    if (coveredTo.some((last) => last < r)) return null;
    out.push(written);
  }
  return out;
}

/** Whether any cell of the table spans several columns or rows. */
export function hasSpans(rows: readonly AdfNode[][]): boolean {
  return rows.some((row) => row.some((cell) => spanOf(cell, 'colspan') > 1 || spanOf(cell, 'rowspan') > 1));
}
