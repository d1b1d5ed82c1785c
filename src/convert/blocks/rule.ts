import type { BlockHandler } from './handler.js';
import { addBlock } from './handler.js';

export const hr: BlockHandler = (token, ctx) => {
  addBlock(ctx, { type: 'rule' }, token);
};
