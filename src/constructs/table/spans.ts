import type { AdfNode } from '../../types.js';
import type { TableSite } from './site.js';

/** A cell's colspan or rowspan: 1 unless the attribute is an integer above 1. */
export function spanOf(cell: AdfNode, name: 'colspan' | 'rowspan'): number {
  const value = cell.attrs?.[name];
  return typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : 1;
}

/** A span of 1 is the default: the attribute goes (and `attrs` with it when nothing is left). */
export function setSpan(cell: AdfNode, name: 'colspan' | 'rowspan', value: number): void {
  cell.attrs ??= {};
  const attrs = cell.attrs;
  if (value > 1) attrs[name] = value;
  else delete attrs[name];
  // `colwidth` gives one width per spanned column.
  if (name === 'colspan' && Array.isArray(attrs.colwidth) && attrs.colwidth.length > value) {
    attrs.colwidth = attrs.colwidth.slice(0, value);
  }
  if (Object.keys(attrs).length === 0) delete cell.attrs;
}

/** A `span-adjusted` warning at the cell. */
export function report(ctx: TableSite, cell: AdfNode, message: string): void {
  ctx.report('span-adjusted', message, cell);
}
