import type { Construct } from '../../engine/construct.js';
import { emClose, emOpen, strikeClose, strikeOpen, strongClose, strongOpen } from './forward.js';

/** `*em*`, `**strong**`, `~~strike~~`: marks on text. */
export const emphasisConstruct: Construct = {
  name: 'emphasis',
  nodes: [],
  inlineTokens: {
    strong_open: strongOpen,
    strong_close: strongClose,
    em_open: emOpen,
    em_close: emClose,
    s_open: strikeOpen,
    s_close: strikeClose,
  },
};
