import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { Block, BlockWithAttrs } from '../../convert/plain.js';
import { recoverTooDeep } from '../../convert/blocks/nesting.js';
import { settleDecisionList } from '../decision-list/forward.js';
import { settleTaskList, splitTaskList } from '../task-list/forward.js';
import { isTask, taskMarksOf } from '../task-list/tokens.js';
import { unsettled } from '../../convert/build-repair.js';

export const bulletListOpen: BlockHandler = (token, ctx) => {
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  openBlock(ctx, new Block('bulletList'), token);
};

export const orderedListOpen: BlockHandler = (token, ctx) => {
  const order = Number(token.attrGet('start') ?? 1);
  openBlock(ctx, new BlockWithAttrs('orderedList', { order }), token);
};

export const listItemOpen: BlockHandler = (token, ctx) => {
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  const item = openBlock(ctx, new Block('listItem'), token);
  // A task or a decision once its list closes: the build leaves what it holds to the fit pass.
  if (isTask(token.meta) || ctx.stack[ctx.stack.length - 2].type === 'decisionList') unsettled(ctx, item);
  recoverTooDeep(token, ctx);
};

export const bulletListClose: BlockHandler = (token, ctx) => {
  // The list is settled before its close checks it (fit-ahead.ts): checked as the task or
  // decision list it becomes, it fits as built, and the fit pass need not walk it.
  const list = ctx.current;
  const marks = taskMarksOf(token.meta);
  // `adf:decisionList` made it a decision list when it opened.
  if (list.type === 'decisionList') settleDecisionList(ctx, list, marks);
  // Called only for a list with checkboxes: the call made the context of its closures every time.
  else if (marks && settleTaskList(ctx, list, marks)) {
    // Task items and plain ones: the list becomes several in its parent, once it is closed.
    splitTaskList(ctx, ctx.close(), marks);
    return;
  }
  ctx.close();
};
