import { marksFit } from '../../schema/content-model.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { fitMarks, markDropped } from '../mark-fit.js';

/**
 * Gives a text the marks that combine where it stands, as the fit pass would (mark-fit.ts): ADF
 * takes `code` with `link` and annotations only, so the code of `**`x`**` keeps its code mark
 * alone, and the document fits as built. Text joins on the marks as written. The drop is
 * reported when the build ends (`reportDropped`), after the build's own diagnostics, as the
 * fit pass reported it.
 */
export function fitText(ctx: ConvertContext, node: AdfNode): void {
  const block = ctx.current;
  const rule = ctx.rules.get(block.type)?.kids.get('text');
  // Most are code in a link, which fits: checked by the rule's bits, without fitMarks' arrays.
  const marks = rule && !marksFit(rule.sets, rule.bits, node.marks!) && fitMarks(node, rule.sets);
  if (!marks) return;
  const state = ctx.inlineState!;
  state.dropped ??= new Map();
  state.dropped.set(node, [block, marks]);
  // Where the text was written: this warning, and the fit pass's for a task item's text, point there.
  const at = state.locate(state.childStart());
  ctx.lineOf.set(node, at.line - 1);
  ctx.setColumn(node, at.column - 1);
}

/**
 * Gives `nodes` back the marks they were written with: their block's inline content moves into
 * another node (a task item's), where the fit pass repairs and reports them as before.
 */
export function restoreMarks(ctx: ConvertContext, nodes: readonly AdfNode[]): void {
  const dropped = ctx.inlineState?.dropped;
  if (dropped)
    for (const node of nodes) {
      const was = dropped.get(node);
      if (was) {
        node.marks = was[1];
        dropped.delete(node);
      }
    }
}

/** Reports the marks `fitText` dropped, at the text, once the build ends. */
export function reportDropped(ctx: ConvertContext): void {
  for (const [node, [block, marks]] of ctx.inlineState?.dropped ?? [])
    ctx.report('mark-dropped', markDropped(marks, node, block.type), ctx.positionOf(node));
}
