import type { AdfNode } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { type AsNode, asNode, type BlockHandler, hasExtras, type Place } from '../../reverse/handler.js';
import { tableQuote } from './reverse-quote.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import type { Note, Rendered } from '../../reverse/rendered.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import { wellFormed, wellFormedWithChildren } from '../../reverse/shape.js';
import { displayWidth } from '../../reverse/string-width.js';

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

const spanning = (value: unknown): boolean => value !== undefined && value !== 1;

function rowsOf(node: AdfNode): { cells: AdfNode[][]; shape: Shape } | string {
  const rows = node.content ?? [];
  if (rows.length === 0) return 'a table without rows';
  if (!rows.every((row) => wellFormed(row) && (row.content ?? []).every(wellFormedWithChildren))) {
    return 'a row or cell that is not a well-formed node';
  }
  const cells: AdfNode[][] = [];
  for (const [r, row] of rows.entries()) {
    if (row?.type !== 'tableRow' || hasExtras(row)) return 'a row that is not a plain tableRow';
    const rowCells = row.content ?? [];
    if (rowCells.length === 0) return 'an empty row';
    if (r > 0 && rowCells.length !== cells[0].length) return 'rows of different lengths';
    // The reader lays spans on the grid of the header's columns (absorbing empty cells); a span
    // on a grid of equal-length rows would not read back the same.
    if (rowCells.some((cell) => spanning(cell.attrs?.colspan) || spanning(cell.attrs?.rowspan))) {
      return 'a cell spanning several columns or rows';
    }
    cells.push(rowCells);
  }
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

function layout(grid: Cell[][]): Rendered | AsNode {
  const columns = grid[0].length;
  const aligns: Align[] = [];
  const widths: number[] = [];
  for (let c = 0; c < columns; c++) {
    const align = grid[0][c].align;
    if (grid.some((row) => row[c].align !== align))
      return asNode('the cells of a column differ in alignment');
    aligns.push(align);
    widths.push(grid.reduce((max, row) => Math.max(max, displayWidth(row[c].text)), 3));
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
  const grid: Cell[][] = [];
  for (const row of rows.cells) {
    const cells: Cell[] = [];
    for (const cell of row) {
      const written = writeCell(cell, place.settings);
      if (typeof written === 'string') return asNode(written);
      cells.push(written);
    }
    grid.push(cells);
  }
  const laidOut = layout(grid);
  return 'asNode' in laidOut ? laidOut : withLineBefore(directive.comment, laidOut);
}
