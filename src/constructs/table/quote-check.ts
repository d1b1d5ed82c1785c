import { aNode } from '../../adf/node-names.js';
import type { NodeLines, ReportAt } from '../../registry/spec.js';
import type { AdfNode } from '../../types.js';
import { layoutTable } from './layout.js';

/**
 * A table written as quotes (`adf:table` before a quote of `adf:tableRow` quotes of cell
 * quotes) once its document is built. The directives only turn a row quote directly inside a
 * table quote and a cell quote directly inside a row quote, so what is left to check is what
 * stands between them:
 *   - a block in the table quote that is not a row, or in a row quote that is not a cell, moves
 *     out after the table (`block-moved`), in its order;
 *   - a row quote left without cells is omitted (`empty-block-omitted`);
 *   - a table quote without a single cell is no table: it stays a quote, its row quotes too
 *     (`directive-out-of-place`), everything in them kept;
 *   - the rows and cells left are laid on a sound grid, as a pipe table's are (layout.ts).
 */
export function checkTableQuote(report: ReportAt, table: AdfNode, parent: AdfNode, lineOf: NodeLines): void {
  const children = table.content ?? [];
  if (!children.some((row) => row.type === 'tableRow' && (row.content ?? []).some(isCell))) {
    undo(report, table);
    return;
  }
  const rows: AdfNode[] = [];
  const strays: AdfNode[] = [];
  const stray = (node: AdfNode, container: string) => {
    report(
      'block-moved',
      `${aNode(node.type)} is not allowed inside a ${container} quote (it holds ${container === 'table' ? 'row quotes after `adf:tableRow`' : 'cell quotes after `adf:tableCell` or `adf:tableHeader`'}); it is moved out after the table`,
      node,
    );
    strays.push(node);
  };
  for (const child of children) {
    if (child.type !== 'tableRow') {
      stray(child, 'table');
      continue;
    }
    const cells: AdfNode[] = [];
    for (const cell of child.content ?? []) {
      if (isCell(cell)) cells.push(cell);
      else stray(cell, 'row');
    }
    if (cells.length === 0) {
      report('empty-block-omitted', 'a row quote without cell quotes has no cells; omitted', child);
      continue;
    }
    child.content = cells;
    rows.push(child);
  }
  table.content = rows;
  layoutTable({ report, lineOf }, table, 'quote');
  if (strays.length === 0) return;
  const siblings = parent.content ?? [];
  const at = siblings.indexOf(table);
  siblings.splice(at < 0 ? siblings.length : at + 1, 0, ...strays);
  parent.content = siblings;
}

function isCell(node: AdfNode): boolean {
  return node.type === 'tableCell' || node.type === 'tableHeader';
}

/** The table and its rows become the quotes they were written as; their attributes go. */
function undo(report: ReportAt, table: AdfNode): void {
  report(
    'directive-out-of-place',
    '`adf:table` makes a quote a table only when it holds a row quote (`adf:tableRow`) with a cell quote in it; it applies to nothing and the quote stays a quote',
    table,
  );
  for (const node of [table, ...(table.content ?? []).filter((row) => row.type === 'tableRow')]) {
    node.type = 'blockquote';
    delete node.attrs;
    delete node.marks;
  }
}
