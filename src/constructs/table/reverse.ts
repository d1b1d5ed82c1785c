import type { AdfNode } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { type AsNode, asNode, type BlockHandler, hasExtras, type Place } from '../../reverse/handler.js';
import { readTree } from '../../compose/read-back.js';
import { tableQuote } from './reverse-quote.js';
import { hasSpans, spannedRows } from './reverse-spans.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import type { Note, Rendered } from '../../reverse/rendered.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import { wellFormed, wellFormedWithChildren } from '../../reverse/shape.js';
import { displayWidth } from '../../reverse/string-width.js';
import type { ReversePart } from '../../engine/parts.js';
import { tableConstruct } from './index.js';
import { tableCellQuote, tableRowQuote } from './reverse-quote.js';

/**
 * A GFM table: a header row of `tableHeader` cells, body rows of `tableCell`s, each cell one
 * paragraph of inline content. Column alignment is the separator row (ADF: an `alignment`
 * mark on every cell paragraph of the column). Cell attributes go in a directive at the start
 * of the cell. Columns are padded to their widest cell, on the side their alignment says, so the source
 * reads as a grid.
 *
 * A table without a header row, or with a header column, says so in the registry's `adf:table`
 * directive (`headerRow="false"`, `headerColumn="true"`). Anything GFM cannot hold (several
 * blocks in a cell, rows of different lengths, a column whose cells disagree on alignment)
 * makes the table a quote of rows of cells (reverse-quote.ts).
 */
type Align = 'none' | 'center' | 'end';

interface Cell {
  text: string;
  notes: Note[];
  align: Align;
}

const SEPARATOR: Readonly<Record<Align, (width: number) => string>> = {
  none: (w) => '-'.repeat(w),
  center: (w) => `:${'-'.repeat(w - 2)}:`,
  end: (w) => `${'-'.repeat(w - 1)}:`,
};

/** Cells are padded the way their column is aligned (the reader trims the padding). */
const PAD_BEFORE: Readonly<Record<Align, (room: number) => number>> = {
  none: () => 0,
  center: (room) => Math.floor(room / 2),
  end: (room) => room,
};

function alignmentOf(paragraph: AdfNode): Align | null {
  const marks = paragraph.marks ?? [];
  if (marks.length === 0) return 'none';
  if (marks.length > 1 || marks[0]?.type !== 'alignment') return null;
  const { align, ...rest } = marks[0].attrs ?? {};
  if (Object.keys(rest).length > 0) return null;
  return align === 'center' || align === 'end' ? align : null;
}

function writeCell(cell: AdfNode, settings: Parameters<BlockHandler>[1]['settings']): Cell | string {
  const content = cell.content ?? [];
  const paragraph = content[0];
  if (content.length !== 1 || paragraph?.type !== 'paragraph') {
    return 'a cell holding anything but one paragraph has no GFM form';
  }
  if (paragraph.attrs && Object.keys(paragraph.attrs).length > 0) return 'cell paragraph attributes';
  const align = alignmentOf(paragraph);
  if (align === null) return 'a cell paragraph mark other than center or end alignment';
  const directive = directiveFor(cell, settings);
  if (!directive.ok) return directive.reason;
  // The row is split at every `|` before the comment is read.
  if (directive.comment?.includes('|')) return 'a cell attribute value holds `|`';
  const inline = paragraph.content ?? [];
  const written = writePhrasing({
    settings: settings,
    container: 'tableCell',
    nodes: inline,
    leadingSpaceLost: directive.comment !== null,
  });
  if (!written) return 'cell content does not read back the same';
  const body = inline.length === 0 ? '' : written.lines[0];
  if (directive.comment === null) return { text: body, notes: written.notes, align };
  const shift = directive.comment.length + 1;
  return {
    text: body === '' ? directive.comment : `${directive.comment} ${body}`,
    notes: written.notes.map((n) => ({ ...n, column: n.column + shift })),
    align,
  };
}

/** Which cells are header cells: GFM's header row, and the registry's `headerRow` / `headerColumn`. */
interface Shape {
  headerRow: boolean;
  headerColumn: boolean;
}

const SHAPES: readonly Shape[] = [
  { headerRow: true, headerColumn: false },
  { headerRow: false, headerColumn: false },
  { headerRow: true, headerColumn: true },
  { headerRow: false, headerColumn: true },
];

function shapeOf(cells: readonly AdfNode[][]): Shape | undefined {
  return SHAPES.find((shape) =>
    cells.every((row, r) =>
      row.every((cell, c) => {
        const header = (r === 0 && shape.headerRow) || (c === 0 && shape.headerColumn);
        return cell.type === (header ? 'tableHeader' : 'tableCell');
      }),
    ),
  );
}

function rowsOf(node: AdfNode): { cells: AdfNode[][]; shape: Shape } | string {
  const rows = node.content ?? [];
  if (rows.length === 0) return 'a table without rows';
  if (!rows.every((row) => wellFormed(row) && (row.content ?? []).every(wellFormedWithChildren))) {
    return 'a row or cell that is not a well-formed node';
  }
  const cells: AdfNode[][] = [];
  for (const row of rows) {
    if (row?.type !== 'tableRow' || hasExtras(row)) return 'a row that is not a plain tableRow';
    const rowCells = row.content ?? [];
    if (rowCells.length === 0) return 'an empty row';
    cells.push(rowCells);
  }
  // With spans, rows differ in length; the grid they lie on must be sound (reverse-spans.ts).
  if (!hasSpans(cells) && cells.some((row) => row.length !== cells[0].length))
    return 'rows of different lengths';
  const shape = shapeOf(cells);
  if (!shape) return 'header cells other than a first row or a first column';
  return { cells, shape };
}

/** The table with its shape as the registry's attributes, for the directive. */
function withShape(node: AdfNode, shape: Shape): AdfNode {
  const attrs: Record<string, unknown> = { ...node.attrs };
  if (!shape.headerRow) attrs.headerRow = false;
  if (shape.headerColumn) attrs.headerColumn = true;
  return { ...node, attrs };
}

/**
 * The rows as lines, padded to their column's widest cell. Each cell's alignment is the one of
 * the column it starts in (`columnOf`: its place among the row's cells, but past the places
 * rowspans from above take in a table with spans), which must be its column's in the header.
 */
function layout(
  grid: Cell[][],
  columnOf: (r: number, c: number) => number = (_r, c) => c,
): Rendered | AsNode {
  const columns = grid[0].length;
  const aligns: Align[] = grid[0].map((cell) => cell.align);
  const widths: number[] = [];
  for (let c = 0; c < columns; c++) {
    widths.push(grid.reduce((max, row) => Math.max(max, row[c] ? displayWidth(row[c].text) : 0), 3));
  }
  if (grid.some((row, r) => row.some((cell, c) => cell.align !== aligns[columnOf(r, c)]))) {
    return asNode('the cells of a column differ in alignment');
  }
  const lines: string[] = [];
  const notes: Note[] = [];
  const writeRow = (row: Cell[]) => {
    let line = '|';
    row.forEach((cell, c) => {
      for (const n of cell.notes)
        notes.push({ ...n, line: lines.length, column: n.column + line.length + 1 });
      const room = widths[c] - displayWidth(cell.text);
      const before = PAD_BEFORE[aligns[c]](room);
      line += ` ${' '.repeat(before)}${cell.text}${' '.repeat(room - before)} |`;
    });
    lines.push(line);
  };
  writeRow(grid[0]);
  lines.push(`| ${aligns.map((a, c) => SEPARATOR[a](widths[c])).join(' | ')} |`);
  for (const row of grid.slice(1)) writeRow(row);
  return leaf(lines, notes);
}

export const table: BlockHandler = (node, place) => {
  const gfm = gfmTable(node, place);
  return 'asNode' in gfm ? tableQuote(node, place) : gfm;
};

function gfmTable(node: AdfNode, place: Place): Rendered | AsNode {
  const rows = rowsOf(node);
  if (typeof rows === 'string') return asNode(rows);
  const directive = directiveFor(withShape(node, rows.shape), place.settings);
  if (!directive.ok) return asNode(directive.reason);
  const spans = hasSpans(rows.cells);
  const placed = spans ? spannedRows(rows.cells) : rows.cells;
  if (!placed) return asNode('cells whose spans do not lie on one grid');
  const grid: Cell[][] = [];
  /** For each written cell, the column it starts in. */
  const starts: number[][] = [];
  const coveredTo: number[] = [];
  for (const [r, row] of placed.entries()) {
    const cells: Cell[] = [];
    for (const cell of row) {
      // A placeholder a spanning cell's further columns take: written empty, it gives way.
      const written = cell === null ? null : writeCell(cell, place.settings);
      if (typeof written === 'string') return asNode(written);
      cells.push(written ?? { text: '', notes: [], align: 'none' });
    }
    grid.push(cells);
    starts.push(spans ? startColumns(rows.cells, r, coveredTo) : []);
  }
  // A placeholder takes its column's alignment (that of the cells starting there), as the
  // separator row says it: the reader aligns each cell by the column it starts in.
  const columnAlign = new Map<number, Align>();
  for (const [r, row] of placed.entries()) {
    for (const [c, cell] of row.entries()) {
      const column = columnAt(starts, r, c, spans);
      if (cell !== null && !columnAlign.has(column)) columnAlign.set(column, grid[r][c].align);
    }
  }
  for (const [r, row] of placed.entries()) {
    for (const [c, cell] of row.entries()) {
      if (cell === null) grid[r][c].align = columnAlign.get(columnAt(starts, r, c, spans)) ?? 'none';
    }
  }
  const laidOut = layout(grid, (r, c) => columnAt(starts, r, c, spans));
  if ('asNode' in laidOut) return laidOut;
  const written = withLineBefore(directive.comment, laidOut);
  return spans && !readsBackAs(written.lines, node, place)
    ? asNode('its spans do not read back the same')
    : written;
}

/** The column each written place of row `r` starts in, placeholders included (`coveredTo`: by rowspans). */
function startColumns(rows: readonly AdfNode[][], r: number, coveredTo: number[]): number[] {
  const out: number[] = [];
  let column = 0;
  for (const cell of rows[r]) {
    while (coveredTo[column] >= r) column++;
    const colspan =
      typeof cell.attrs?.colspan === 'number' && cell.attrs.colspan > 1 ? cell.attrs.colspan : 1;
    const rowspan =
      typeof cell.attrs?.rowspan === 'number' && cell.attrs.rowspan > 1 ? cell.attrs.rowspan : 1;
    for (let k = 0; k < colspan; k++) {
      out.push(column + k);
      coveredTo[column + k] = r + rowspan - 1;
    }
    column += colspan;
  }
  return out;
}

function columnAt(starts: readonly number[][], r: number, c: number, spans: boolean): number {
  return spans ? (starts[r][c] ?? c) : c;
}

/** The table the pipe form reads back as has the input's rows, cells and cell attributes. */
function readsBackAs(lines: readonly string[], node: AdfNode, place: Place): boolean {
  const [back, ...more] = readTree(`${lines.join('\n')}\n`, place.settings.profile).content ?? [];
  if (more.length > 0 || back?.type !== 'table') return false;
  const shape = (table: AdfNode) =>
    JSON.stringify(
      (table.content ?? []).map((row) =>
        (row.content ?? []).map((cell) => [cell.type, Object.entries(cell.attrs ?? {}).sort()]),
      ),
    );
  return shape(back) === shape(node);
}

export const tableReverse: ReversePart = {
  construct: tableConstruct,
  writers: { table, tableRow: tableRowQuote, tableCell: tableCellQuote, tableHeader: tableCellQuote },
};
