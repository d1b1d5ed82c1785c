import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { itemOf } from '../task-list/forward.js';
import type { TaskMarks } from '../task-list/tokens.js';

/**
 * A bullet list the registry's `adf:decisionList` directive made a decision list: each item a
 * decision taken (`DECIDED`) holding the item's text. Like task items, a decision holds only
 * inline content: further paragraphs join with hard breaks (`inline-replaced`). `localId`s are
 * deterministic (`decision-N`, `decisionlist-N`), as for task lists.
 */
export function settleDecisionList(ctx: ConvertContext, list: AdfNode, marks: TaskMarks | undefined): void {
  const content: AdfNode[] = [];
  for (const item of list.content ?? []) {
    const decision = itemOf(ctx, item, 'decisionItem', 'DECIDED', content);
    keepCheckbox(decision, marks?.get(ctx.lineOf.get(item) ?? -1)?.written);
  }
  list.attrs = { localId: ctx.nextLocalId('decisionlist') };
  list.content = content;
}

/** A decision has no checkbox: one the tokenizer found stays the text it was written as. */
function keepCheckbox(decision: AdfNode, checkbox: string | undefined): void {
  if (!checkbox) return;
  // A line break after it reads as one space, as anywhere in a paragraph.
  const written = checkbox.replace(/\s*\n\s*$/, ' ');
  const content = decision.content!;
  const first = content[0];
  if (first?.type === 'text' && !first.marks) content[0] = { ...first, text: written + first.text };
  else content.unshift({ type: 'text', text: written });
}
