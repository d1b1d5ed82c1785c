import type { ForwardPart } from '../../engine/construct.js';
import { detailsClose, detailsOpen, detailsSummary } from './forward.js';
import { expandConstruct } from './index.js';
import { detailsPlugin } from './tokens.js';

export const expandForward: ForwardPart = {
  construct: expandConstruct,
  syntax: detailsPlugin,
  blockTokens: {
    details_open: detailsOpen,
    details_summary: detailsSummary,
    details_close: detailsClose,
  },
};
