import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { inlineOf } from '../task-list/forward.js';

/**
 * A bullet list the registry's `adf:decisionList` directive made a decision list: each item a
 * decision taken (`DECIDED`) holding the item's text. Like task items, a decision holds only
 * inline content: further paragraphs join with hard breaks (`inline-replaced`). `localId`s are
 * deterministic (`decision-N`, `decisionlist-N`), as for task lists.
 */
export function settleDecisionList(ctx: ConvertContext, list: AdfNode): void {
  const content: AdfNode[] = [];
  for (const item of list.content ?? []) {
    const decision: AdfNode = {
      type: 'decisionItem',
      attrs: { localId: ctx.nextLocalId('decision'), state: 'DECIDED' },
      content: [],
    };
    ctx.lineOf.set(decision, ctx.lineOf.get(item) ?? 0);
    const blocks = item.content ?? [];
    blocks.forEach((block, i) => {
      if (i > 0) {
        ctx.report(
          'inline-replaced',
          `a decision holds only text; its ${block.type} is kept as a line of text`,
          ctx.positionOf(block),
        );
        if (decision.content!.length > 0) decision.content!.push({ type: 'hardBreak' });
      }
      decision.content!.push(...inlineOf(block, false));
    });
    content.push(decision);
  }
  list.attrs = { localId: ctx.nextLocalId('decisionlist') };
  list.content = content;
}
