import type { ForwardPart } from '../../engine/construct.js';
import { headingToParagraph } from './fit.js';
import { headingClose, headingOpen } from './forward.js';
import { headingConstruct } from './index.js';

export const headingForward: ForwardPart = {
  construct: headingConstruct,
  blockTokens: { heading_open: headingOpen, heading_close: headingClose },
  repairs: { heading: headingToParagraph },
};
