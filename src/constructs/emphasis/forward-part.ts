import type { ForwardPart } from '../../engine/construct.js';
import { emClose, emOpen, strikeClose, strikeOpen, strongClose, strongOpen } from './forward.js';
import { emphasisConstruct } from './index.js';

export const emphasisForward: ForwardPart = {
  construct: emphasisConstruct,
  inlineTokens: {
    strong_open: strongOpen,
    strong_close: strongClose,
    em_open: emOpen,
    em_close: emClose,
    s_open: strikeOpen,
    s_close: strikeClose,
  },
};
