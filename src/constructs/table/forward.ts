import type { DiagnosticCode } from '../../diagnostics/codes.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { Block } from '../../convert/plain.js';
import { layoutKeeps, layoutTable } from './layout.js';

/**
 * GFM tables. Every cell holds a paragraph (ADF never takes bare text in a cell); the column
 * alignment of the separator row becomes ADF's `alignment` mark on that paragraph.
 */
export const tableOpen: BlockHandler = (token, ctx) => {
  const table = openBlock(ctx, { type: 'table', content: undefined }, token);
  const changing = ctx.changing.has(table);
  // After the directives on the line before the table (queued as it opened) and in its cells.
  const site = {
    report: (code: DiagnosticCode, message: string, node: AdfNode) =>
      ctx.report(code, message, ctx.positionOf(node)),
    lineOf: ctx.lineOf,
  };
  ctx.later(table, () => layoutTable(site, table, 'pipe'));
  ctx.tableTasks = changing ? -1 : ctx.afterBuild.length;
};

/**
 * A table whose layout will change nothing (no work registered for it but the layout, which
 * finds a plain grid, aligned) no longer counts as changing later: the build's checks of its
 * rows and cells then stand, and the fit pass does not walk it (src/convert/fit-ahead.ts).
 * GFM tables never nest, so the one closing is the one `tableTasks` was counted for.
 */
export const tableClose: BlockHandler = (_token, ctx) => {
  const table = ctx.close();
  if (ctx.tableTasks === ctx.afterBuild.length && layoutKeeps(table)) ctx.settled(table);
};

export const rowOpen: BlockHandler = (token, ctx) => {
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  ctx.open(new Block('tableRow'), token);
  ctx.rowLine = token.map?.[0] ?? ctx.rowLine;
  ctx.rowCursor = 0;
};

const ALIGNMENT: Readonly<Record<string, AdfMark>> = {
  'text-align:center': { type: 'alignment', attrs: { align: 'center' } },
  'text-align:right': { type: 'alignment', attrs: { align: 'end' } },
};

function cellOpen(type: 'tableHeader' | 'tableCell'): BlockHandler {
  return (token, ctx) => {
    // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
    ctx.gfmCell = ctx.open(new Block(type), undefined, ctx.rowLine);
    const style = token.attrGet('style');
    const mark = typeof style === 'string' && Object.hasOwn(ALIGNMENT, style) ? ALIGNMENT[style] : undefined;
    const paragraph: AdfNode = mark
      ? { type: 'paragraph', marks: [mark], content: undefined }
      : new Block('paragraph');
    ctx.open(paragraph, undefined, ctx.rowLine);
  };
}

export const headerOpen = cellOpen('tableHeader');
export const cellOpenHandler = cellOpen('tableCell');

export const cellClose: BlockHandler = (_token, ctx) => {
  ctx.close();
  ctx.close();
};
