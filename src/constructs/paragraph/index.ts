import { close } from '../../convert/blocks/handler.js';
import type { Construct } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { paragraphDirective } from './directives.js';
import { paragraphOpen } from './forward.js';
import { paragraph } from './reverse.js';

export const paragraphConstruct: Construct = {
  name: 'paragraph',
  nodes: ['paragraph'],
  blockTokens: { paragraph_open: paragraphOpen, paragraph_close: close },
  writers: { paragraph },
  renderers: { paragraph: TEXT_BLOCK_HANDLERS.paragraph },
  directives: { paragraph: paragraphDirective },
};
