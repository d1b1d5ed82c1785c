import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { Block } from '../../convert/plain.js';
import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { paragraphConstruct } from './index.js';

export const paragraphOpen: BlockHandler = (token, ctx) => {
  // A constructor, not a literal, for the tree's most made nodes (convert/plain.ts).
  openBlock(ctx, new Block('paragraph'), token);
};

export const paragraphForward: ForwardPart = {
  construct: paragraphConstruct,
  blockTokens: { paragraph_open: paragraphOpen, paragraph_close: close },
};
