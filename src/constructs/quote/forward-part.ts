import type { ForwardPart } from '../../engine/construct.js';
import { alertsPlugin } from './alerts.js';
import { flattenQuote } from './fit.js';
import { alertClose, alertOpen, blockquoteClose, blockquoteOpen } from './forward.js';
import { quoteConstruct } from './index.js';

export const quoteForward: ForwardPart = {
  construct: quoteConstruct,
  syntax: alertsPlugin,
  blockTokens: {
    blockquote_open: blockquoteOpen,
    blockquote_close: blockquoteClose,
    alert_open: alertOpen,
    alert_close: alertClose,
  },
  repairs: { blockquote: flattenQuote },
};
