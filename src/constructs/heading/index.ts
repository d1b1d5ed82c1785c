import { close } from '../../convert/blocks/handler.js';
import type { Construct } from '../../engine/construct.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { headingDirective } from './directives.js';
import { headingToParagraph } from './fit.js';
import { headingOpen } from './forward.js';
import { heading } from './reverse.js';

export const headingConstruct: Construct = {
  name: 'heading',
  nodes: ['heading'],
  blockTokens: { heading_open: headingOpen, heading_close: close },
  repairs: { heading: headingToParagraph },
  writers: { heading },
  renderers: { heading: TEXT_BLOCK_HANDLERS.heading },
  directives: { heading: headingDirective },
};
