import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { dropItemAttributes, inlineOf } from '../task-list/forward.js';
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
    dropItemAttributes(ctx, item, 'decision');
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
      decision.content!.push(...inlineOf(block));
    });
    keepCheckbox(decision, marks?.get(ctx.lineOf.get(item) ?? -1)?.written);
    content.push(decision);
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
