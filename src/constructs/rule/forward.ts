import type { BlockHandler } from '../../convert/blocks/handler.js';
import { addBlock } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/parts.js';
import { ruleConstruct } from './index.js';

export const hr: BlockHandler = (token, ctx) => {
  addBlock(ctx, { type: 'rule' }, token);
};

export const ruleForward: ForwardPart = { construct: ruleConstruct, blockTokens: { hr } };
