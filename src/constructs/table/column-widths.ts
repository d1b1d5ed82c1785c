import type { AdfNode } from '../../types.js';
import type { TableSite } from './site.js';
import { spanOf } from './spans.js';

/**
 * One width per column, once the table lies on a sound grid: the editor (prosemirror-tables)
 * wants every cell over a column to give that column the same width (`colwidth` has one entry
 * per spanned column), and rewrites the cells when they do not.
 *
 * A column's width is the first one a cell gives it (rows in order, `colwidth[k]` for the
 * cell's k-th column). Every cell over columns with a width gets them (a width on the header
 * cells sizes the whole column, silently); a cell that gave another width, or more or fewer
 * entries than its colspan, gets its columns' widths with `span-adjusted`. A cell spanning
 * columns with a width and columns without one cannot say both (an entry is a width), so the
 * columns it spans lose theirs, with `span-adjusted`, until no cell is left in that case.
 */
export function evenColumnWidths(ctx: TableSite, rows: readonly AdfNode[], width: number): void {
  if (!rows.some((row) => (row.content ?? []).some((cell) => cell.attrs?.colwidth !== undefined))) return;
  const placed = placeCells(rows, width);
  const widths = new Array<number | undefined>(width).fill(undefined);
  for (const { cell, column } of placed) {
    const given = cell.attrs?.colwidth;
    if (!Array.isArray(given)) continue;
    const span = Math.min(spanOf(cell, 'colspan'), given.length);
    for (let k = 0; k < span; k++) {
      const value = given[k];
      if (widths[column + k] === undefined && typeof value === 'number' && value > 0)
        widths[column + k] = value;
    }
  }
  const lost = new Set<AdfNode>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const { cell, column } of placed) {
      const spanned = widths.slice(column, column + spanOf(cell, 'colspan'));
      if (spanned.every((w) => w === undefined) || spanned.every((w) => w !== undefined)) continue;
      for (let k = 0; k < spanned.length; k++) widths[column + k] = undefined;
      lost.add(cell);
      changed = true;
    }
  }
  for (const { cell, column } of placed) {
    const spanned = widths.slice(column, column + spanOf(cell, 'colspan'));
    const target = spanned.every((w) => w !== undefined) ? (spanned as number[]) : undefined;
    const given = cell.attrs?.colwidth;
    if (JSON.stringify(given) === JSON.stringify(target)) continue;
    if (target) {
      cell.attrs = { ...cell.attrs, colwidth: target };
    } else {
      const { colwidth: _dropped, ...rest } = cell.attrs ?? {};
      if (Object.keys(rest).length > 0) cell.attrs = rest;
      else delete cell.attrs;
    }
    if (given === undefined) continue;
    ctx.report(
      'span-adjusted',
      `colwidth="${String(given)}" ${
        target
          ? `changed to "${target.join(',')}": each column has one width, the first a cell gives it`
          : `dropped: ${lost.has(cell) ? 'the cell spans' : 'a cell spanning this column spans'} columns with a width and columns without one`
      }`,
      cell,
    );
  }
}

/** Each cell with the column it starts in, the table being a sound grid `width` columns wide. */
function placeCells(rows: readonly AdfNode[], width: number): Array<{ cell: AdfNode; column: number }> {
  const placed: Array<{ cell: AdfNode; column: number }> = [];
  const coveredTo = new Array<number>(width).fill(-1);
  rows.forEach((row, r) => {
    let column = 0;
    for (const cell of row.content ?? []) {
      while (column < width && coveredTo[column] >= r) column++;
      placed.push({ cell, column });
      const span = spanOf(cell, 'colspan');
      for (let k = 0; k < span && column + k < width; k++)
        coveredTo[column + k] = r + spanOf(cell, 'rowspan') - 1;
      column += span;
    }
  });
  return placed;
}
