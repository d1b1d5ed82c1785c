import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/construct.js';
import { paragraphOpen } from './forward.js';
import { paragraphConstruct } from './index.js';

export const paragraphForward: ForwardPart = {
  construct: paragraphConstruct,
  blockTokens: { paragraph_open: paragraphOpen, paragraph_close: close },
};
