import type { BlockHandler } from './handler.js';
import { openBlock } from './handler.js';
import { recoverTooDeep } from './nesting.js';

export const blockquoteOpen: BlockHandler = (token, ctx) => {
  openBlock(ctx, { type: 'blockquote', content: [] }, token);
  recoverTooDeep(token, ctx);
};
