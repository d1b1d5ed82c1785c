import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';

export const paragraphOpen: BlockHandler = (token, ctx) => {
  openBlock(ctx, { type: 'paragraph', content: undefined }, token);
};
