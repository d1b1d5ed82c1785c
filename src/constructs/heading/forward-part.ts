import { close } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/construct.js';
import { headingToParagraph } from './fit.js';
import { headingOpen } from './forward.js';
import { headingConstruct } from './index.js';

export const headingForward: ForwardPart = {
  construct: headingConstruct,
  blockTokens: { heading_open: headingOpen, heading_close: close },
  repairs: { heading: headingToParagraph },
};
