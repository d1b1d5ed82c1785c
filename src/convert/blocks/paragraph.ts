import type { BlockHandler } from './handler.js';
import { openBlock } from './handler.js';

export const paragraphOpen: BlockHandler = (token, ctx) => {
  openBlock(ctx, { type: 'paragraph', content: [] }, token);
};
