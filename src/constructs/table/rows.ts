import type { AdfNode } from '../../types.js';
import type { TableSite } from './site.js';
import { report, setSpan, spanOf } from './spans.js';

/**
 * Step 5, once every row is laid out (spans were counted in the rows as written): the rows
 * left without a cell go, and each rowspan over them shrinks by as many.
 */
export function omitRows(ctx: TableSite, table: AdfNode, omitted: ReadonlySet<number>): void {
  const rows = table.content ?? [];
  rows.forEach((row, r) => {
    for (const cell of row.content ?? []) {
      const span = spanOf(cell, 'rowspan');
      let gone = 0;
      for (let k = r + 1; k < r + span; k++) if (omitted.has(k)) gone++;
      if (gone === 0) continue;
      const lines = [...omitted]
        .filter((k) => k > r && k < r + span)
        .map((k) => (ctx.lineOf.get(rows[k]) ?? 0) + 1);
      setSpan(cell, 'rowspan', span - gone);
      report(
        ctx,
        cell,
        `rowspan="${span}" reduced to ${span - gone}: the ${gone === 1 ? 'row on line' : 'rows on lines'} ${lines.join(', ')} would hold no cell of ${gone === 1 ? 'its' : 'their'} own (ADF has no row without cells), so ${gone === 1 ? 'it is' : 'they are'} omitted`,
      );
    }
  });
  table.content = rows.filter((_row, r) => !omitted.has(r));
}

/** The columns of the widest row, with the rowspans from the rows above (prosemirror-tables' findWidth). */
export function widestRow(rows: readonly AdfNode[]): number {
  let widest = 0;
  /** For each row still to come, the columns rowspans from above take in it. */
  const fromAbove = new Array<number>(rows.length).fill(0);
  rows.forEach((row, r) => {
    let columns = fromAbove[r];
    for (const cell of row.content ?? []) {
      const span = spanOf(cell, 'colspan');
      columns += span;
      for (let k = 1; k < spanOf(cell, 'rowspan') && r + k < rows.length; k++) fromAbove[r + k] += span;
    }
    widest = Math.max(widest, columns);
  });
  return widest;
}
