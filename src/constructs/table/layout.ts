import type { AdfMark, AdfNode } from '../../types.js';
import { evenColumnWidths } from './column-widths.js';
import type { TableSite } from './site.js';
import { omitRows, widestRow } from './rows.js';
import { report, setSpan, spanOf } from './spans.js';

/**
 * Lays a table out on a sound grid once its cell directives are applied, so that colspan and
 * rowspan give a table whose rows all cover the same columns, as the editor's grid
 * (prosemirror-tables' TableMap) needs: no two cells on one place, no place without a cell, no
 * rowspan past the last row, one width per column.
 *
 * A GFM pipe table (`form` 'pipe') has the header's column count: GFM gives every row exactly
 * as many cells as the header, padding short rows with empty cells; Markdown writers leave out
 * the cells a span covers (or write them empty). A table written as quotes ('quote') has every
 * cell explicit: its width is that of its widest row (with the rowspans from above). So, row by
 * row, with the columns that rowspans from the rows above still cover taken out:
 *   1. (pipe) empty cells give way to spans: first those right after a spanning cell, then
 *      trailing ones, then any, until the row's cells fit its free columns (no text is lost: silent);
 *   2. if they still do not fit, colspans shrink, the last first; a colspan running into a
 *      column a rowspan from above covers shrinks to the free columns;
 *   3. if even cells of span 1 do not fit, the rowspans reaching into the row end above it;
 *   4. a rowspan past the last row ends at the last row;
 *   5. a row the rowspans from above cover whole (its cells all gave way) is omitted, and those
 *      rowspans shrink by one: ADF has no row without cells;
 *   6. columns left free get empty cells (in a quote table, with `span-adjusted`).
 * Steps 2 to 5 raise `span-adjusted` with what was done. In a pipe table each cell's alignment is
 * then the one of the column it starts in (the separator row's), not of its position among the
 * row's cells. Last, every column gets one width (column-widths.ts).
 */
export function layoutTable(ctx: TableSite, table: AdfNode, form: 'pipe' | 'quote' = 'pipe'): void {
  const rows = table.content ?? [];
  const width = form === 'pipe' ? (rows[0]?.content?.length ?? 0) : widestRow(rows);
  if (width === 0) return;
  // Pushed into a literal, not made by `map`: V8's optimized `map` makes an array with holes,
  // another shape than the first passes' arrays, and the compiled layout was thrown away.
  const aligns: (AdfMark | undefined)[] = [];
  if (form === 'pipe') for (const cell of rows[0].content!) aligns.push(alignmentOf(cell));
  const aligned = (cell: AdfNode, column: number) => {
    if (form === 'pipe') align(cell, aligns[column]);
  };
  if (isPlainGrid(rows, width)) {
    // Nearly every table: no spans, every row as wide as the header; only the alignments remain.
    for (const row of rows) {
      for (let column = 0; column < width; column++) aligned(row.content![column], column);
    }
    evenColumnWidths(ctx, rows, width);
    return;
  }
  /** Rows covered whole by rowspans from above, omitted once laid out (step 5). */
  const omitted = new Set<number>();
  /** For each column, the last row a rowspan from above covers (-1: none), and its cell. */
  const coveredTo = new Array<number>(width).fill(-1);
  const coveredBy = new Array<{ cell: AdfNode; row: number } | undefined>(width);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const spannedFromAbove = coveredTo.some((last) => last >= r);
    /** Cells whose colspan shrank, with the colspan they were given. */
    const shrunk = new Map<AdfNode, number>();
    const startOf = new Map<AdfNode, number>();
    const cells = fitRow(ctx, row, r, coveredTo, coveredBy, shrunk);
    let column = 0;
    const placed: AdfNode[] = [];
    for (const cell of cells) {
      while (column < width && coveredTo[column] >= r) column++;
      if (column >= width) {
        // Not reached (fitRow makes the cells fit); were it, the cell would stay, not vanish.
        placed.push(cell);
        continue;
      }
      let span = spanOf(cell, 'colspan');
      let free = 0;
      while (free < span && column + free < width && coveredTo[column + free] < r) free++;
      if (free < span) {
        if (!shrunk.has(cell)) shrunk.set(cell, span);
        setSpan(cell, 'colspan', free);
        span = free;
      }
      const rowspan = Math.min(spanOf(cell, 'rowspan'), rows.length - r);
      if (rowspan < spanOf(cell, 'rowspan')) {
        report(
          ctx,
          cell,
          `rowspan="${spanOf(cell, 'rowspan')}" reduced to ${rowspan}: the table ends ${rowspan === 1 ? 'with this row' : `${rowspan} rows down`}`,
        );
        setSpan(cell, 'rowspan', rowspan);
      }
      startOf.set(cell, column);
      aligned(cell, column);
      for (let k = 0; k < span; k++) {
        if (rowspan > 1) {
          coveredTo[column + k] = r + rowspan - 1;
          coveredBy[column + k] = { cell, row: r };
        }
      }
      placed.push(cell);
      column += span;
    }
    // Columns left free (a span shrank against a rowspan, a short row) get empty cells, as GFM pads rows.
    let added = 0;
    for (; column < width; column++) {
      if (coveredTo[column] >= r) continue;
      const headers = (row.content ?? []).every((cell) => cell.type === 'tableHeader');
      const filler = emptyCell(headers ? 'tableHeader' : 'tableCell', aligns[column]);
      ctx.lineOf.set(filler, ctx.lineOf.get(row) ?? 0);
      placed.push(filler);
      added++;
    }
    if (added > 0 && form === 'quote') {
      ctx.report(
        'span-adjusted',
        `the row covers ${width - added} of the table's ${width} columns; ${added === 1 ? 'an empty cell is' : `${added} empty cells are`} added at its end`,
        row,
      );
    }
    row.content = placed;
    if (placed.length === 0) omitted.add(r);
    for (const [cell, given] of shrunk) {
      const why =
        (startOf.get(cell) ?? 0) + given > width
          ? `the table has ${width} column${width === 1 ? '' : 's'}`
          : spannedFromAbove
            ? "the row's other cells and the rowspans from the rows above take the other columns"
            : 'the row has text in the columns it would cover';
      report(ctx, cell, `colspan="${given}" reduced to ${spanOf(cell, 'colspan')}: ${why}`);
    }
  }
  if (omitted.size > 0) omitRows(ctx, table, omitted);
  evenColumnWidths(ctx, table.content!, width);
}

/** The cells of one row, made to fit the columns rowspans from above leave free (steps 1 to 3). */
function fitRow(
  ctx: TableSite,
  row: AdfNode,
  r: number,
  coveredTo: number[],
  coveredBy: Array<{ cell: AdfNode; row: number } | undefined>,
  shrunk: Map<AdfNode, number>,
): AdfNode[] {
  let cells = [...(row.content ?? [])];
  for (;;) {
    const free = coveredTo.filter((last) => last < r).length;
    let total = cells.reduce((sum, cell) => sum + spanOf(cell, 'colspan'), 0);
    const removed = new Set<number>();
    for (const index of removalOrder(cells)) {
      if (total <= free) break;
      removed.add(index);
      total--;
    }
    cells = cells.filter((_cell, i) => !removed.has(i));
    for (let i = cells.length - 1; i >= 0 && total > free; i--) {
      const span = spanOf(cells[i], 'colspan');
      if (span === 1) continue;
      const smaller = Math.max(1, span - (total - free));
      total -= span - smaller;
      if (!shrunk.has(cells[i])) shrunk.set(cells[i], span);
      setSpan(cells[i], 'colspan', smaller);
    }
    if (total <= free) return cells;
    // Cells of span 1 only, more than the free columns: the rowspans reaching here end above.
    for (let column = 0; column < coveredTo.length; column++) {
      const owner = coveredBy[column];
      if (coveredTo[column] < r || !owner) continue;
      const before = spanOf(owner.cell, 'rowspan');
      if (before > r - owner.row) {
        setSpan(owner.cell, 'rowspan', r - owner.row);
        report(
          ctx,
          owner.cell,
          `rowspan="${before}" reduced to ${r - owner.row}: the row on line ${(ctx.lineOf.get(row) ?? 0) + 1} has text in every column`,
        );
      }
      coveredTo[column] = r - 1;
    }
  }
}

/** Indexes of the row's empty cells, in the order they give way (step 1). */
function removalOrder(cells: readonly AdfNode[]): number[] {
  const order: number[] = [];
  const added = new Set<number>();
  const add = (i: number) => {
    if (added.has(i)) return;
    added.add(i);
    order.push(i);
  };
  cells.forEach((cell, i) => {
    const span = spanOf(cell, 'colspan');
    for (let k = i + 1; k < cells.length && k < i + span && isEmpty(cells[k]); k++) add(k);
  });
  for (let i = cells.length - 1; i >= 0 && isEmpty(cells[i]); i--) add(i);
  for (let i = cells.length - 1; i >= 0; i--) if (isEmpty(cells[i])) add(i);
  return order;
}

function isEmpty(cell: AdfNode): boolean {
  if (cell.attrs && Object.keys(cell.attrs).length > 0) return false;
  return (cell.content ?? []).every(
    (child) => child.type === 'paragraph' && (child.content ?? []).length === 0,
  );
}

function alignmentOf(cell: AdfNode): AdfMark | undefined {
  return cell.content?.[0]?.marks?.find((mark) => mark.type === 'alignment');
}

/** Every row has `width` cells and none spans more than one column or row. */
function isPlainGrid(rows: readonly AdfNode[], width: number): boolean {
  for (const row of rows) {
    const cells = row.content;
    if (!cells || cells.length !== width) return false;
    for (const cell of cells)
      if (cell.attrs && (spanOf(cell, 'colspan') > 1 || spanOf(cell, 'rowspan') > 1)) return false;
  }
  return true;
}

function align(cell: AdfNode, mark: AdfMark | undefined): void {
  for (const paragraph of cell.content ?? []) {
    if (isAligned(paragraph, mark)) continue;
    const others = (paragraph.marks ?? []).filter((m) => m.type !== 'alignment');
    const marks = mark ? [...others, mark] : others;
    // Marks before the content, as the converter writes every paragraph.
    const content = paragraph.content;
    delete paragraph.marks;
    delete paragraph.content;
    if (marks.length > 0) paragraph.marks = marks;
    if (content) paragraph.content = content;
  }
}

/**
 * Whether `align` would leave the paragraph as it is: its marks end with this very mark (or it
 * has none and no mark is due), no other alignment among them, marks and content its last keys.
 * Rewriting it anyway would delete and re-add keys, which leaves a slow dictionary-mode object.
 */
function isAligned(paragraph: AdfNode, mark: AdfMark | undefined): boolean {
  const marks = paragraph.marks;
  if (paragraph.content === undefined) return false;
  // The last two keys, read without an array of them (one for every cell's paragraph).
  let last = '';
  let beforeLast = '';
  for (const key in paragraph) {
    beforeLast = last;
    last = key;
  }
  if (last !== 'content') return false;
  if (mark === undefined) return marks === undefined;
  if (!marks || marks[marks.length - 1] !== mark || beforeLast !== 'marks') return false;
  for (let i = 0; i < marks.length - 1; i++) if (marks[i].type === 'alignment') return false;
  return true;
}

function emptyCell(type: 'tableHeader' | 'tableCell', mark: AdfMark | undefined): AdfNode {
  return {
    type,
    content: [mark ? { type: 'paragraph', marks: [mark], content: [] } : { type: 'paragraph', content: [] }],
  };
}
