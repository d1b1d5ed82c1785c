import type { AdfMark, AdfNode } from '../../types.js';
import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { Block } from '../../convert/plain.js';
import { layoutTable } from './layout.js';
import type { TableSite } from './site.js';
import type { ConvertContext } from '../../convert/context.js';
import { evenColumnWidths } from './column-widths.js';
import { close, ignore } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { tableConstruct } from './index.js';

/** The converter as a table's site: a node's diagnostics at its source position. */
const siteOf = (ctx: ConvertContext): TableSite => ({
  report: (code, message, node) => ctx.report(code, message, ctx.positionOf(node)),
  lineOf: ctx.lineOf,
});

/**
 * One width per column, as a pipe table's (column-widths.ts), for a table laid out elsewhere (an
 * HTML table, html/table-grid.ts).
 */
export const evenWidths = (ctx: ConvertContext, rows: readonly AdfNode[], width: number): void =>
  evenColumnWidths(siteOf(ctx), rows, width);

/** A cell's colspan or rowspan set, the default's attribute removed (spans.ts). */
export { setSpan } from './spans.js';

/**
 * GFM tables. Every cell holds a paragraph (ADF never takes bare text in a cell); the column
 * alignment of the separator row becomes ADF's `alignment` mark on that paragraph.
 */
export const tableOpen: BlockHandler = (token, ctx) => {
  const table = openBlock(ctx, { type: 'table', content: undefined }, token);
  // After the directives on the line before the table (queued as it opened) and in its cells.
  const site = siteOf(ctx);
  ctx.later(() => layoutTable(site, table, 'pipe'));
};

export const rowOpen: BlockHandler = (token, ctx) => {
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  ctx.open(new Block('tableRow'), token);
  ctx.row.line = token.map?.[0] ?? ctx.row.line;
  ctx.row.cursor = 0;
};

const ALIGNMENT: Readonly<Record<string, AdfMark>> = {
  'text-align:center': { type: 'alignment', attrs: { align: 'center' } },
  'text-align:right': { type: 'alignment', attrs: { align: 'end' } },
};

function cellOpen(type: 'tableHeader' | 'tableCell'): BlockHandler {
  return (token, ctx) => {
    // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
    ctx.row.cell = ctx.open(new Block(type), undefined, ctx.row.line);
    const style = token.attrGet('style');
    const mark = typeof style === 'string' && Object.hasOwn(ALIGNMENT, style) ? ALIGNMENT[style] : undefined;
    const paragraph: AdfNode = mark
      ? { type: 'paragraph', marks: [mark], content: undefined }
      : new Block('paragraph');
    ctx.open(paragraph, undefined, ctx.row.line);
  };
}

export const headerOpen = cellOpen('tableHeader');
export const cellOpenHandler = cellOpen('tableCell');

export const cellClose: BlockHandler = (_token, ctx) => {
  ctx.close();
  ctx.close();
};

export const tableForward: ForwardPart = {
  construct: tableConstruct,
  blockTokens: {
    table_open: tableOpen,
    table_close: close,
    thead_open: ignore,
    thead_close: ignore,
    tbody_open: ignore,
    tbody_close: ignore,
    tr_open: rowOpen,
    tr_close: close,
    th_open: headerOpen,
    th_close: cellClose,
    td_open: cellOpenHandler,
    td_close: cellClose,
  },
};
