import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { Block, BlockWithAttrs } from '../../convert/plain.js';
import { recoverTooDeep } from '../../convert/blocks/nesting.js';
import { settleDecisionList } from '../decision-list/forward.js';
import { settleTaskList, splitTaskList } from '../task-list/forward.js';
import { taskMarksOf } from '../task-list/tokens.js';
import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { listsConstruct } from './index.js';

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
  openBlock(ctx, new Block('listItem'), token);
  recoverTooDeep(token, ctx);
};

export const bulletListClose: BlockHandler = (token, ctx) => {
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

export const listsForward: ForwardPart = {
  construct: listsConstruct,
  blockTokens: {
    bullet_list_open: bulletListOpen,
    bullet_list_close: bulletListClose,
    ordered_list_open: orderedListOpen,
    ordered_list_close: close,
    list_item_open: listItemOpen,
    list_item_close: close,
  },
};
