import type { BlockHandler } from '../../convert/blocks/handler.js';
import { addBlock } from '../../convert/blocks/handler.js';

export const hr: BlockHandler = (token, ctx) => {
  addBlock(ctx, { type: 'rule' }, token);
};
