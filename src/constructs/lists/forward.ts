import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { recoverTooDeep } from '../../convert/blocks/nesting.js';
import { settleDecisionList } from '../decision-list/forward.js';
import { settleTaskList } from '../task-list/forward.js';
import { taskMarksOf } from '../task-list/tokens.js';

export const bulletListOpen: BlockHandler = (token, ctx) => {
  openBlock(ctx, { type: 'bulletList', content: undefined }, token);
};

export const orderedListOpen: BlockHandler = (token, ctx) => {
  const order = Number(token.attrGet('start') ?? 1);
  openBlock(ctx, { type: 'orderedList', attrs: { order }, content: undefined }, token);
};

export const listItemOpen: BlockHandler = (token, ctx) => {
  openBlock(ctx, { type: 'listItem', content: undefined }, token);
  recoverTooDeep(token, ctx);
};

export const bulletListClose: BlockHandler = (token, ctx) => {
  const list = ctx.close();
  const marks = taskMarksOf(token.meta);
  // `adf:decisionList` made it a decision list when it opened.
  if (list.type === 'decisionList') settleDecisionList(ctx, list, marks);
  // Called only for a list with checkboxes: the call made the context of its closures every time.
  else if (marks) settleTaskList(ctx, list, marks);
};
