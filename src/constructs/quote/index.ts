import { close } from '../../convert/blocks/handler.js';
import type { Construct } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { TEXT_BLOCK_HANDLERS } from '../../html/nodes/text-blocks.js';
import { blockquoteDirective, panelDirective } from './directives.js';
import { flattenQuote } from './fit.js';
import { alertClose, alertOpen, blockquoteOpen } from './forward.js';
import { blockquote } from './reverse.js';
import { panel } from './reverse-panel.js';

/** Quotes, and the panels they become (GitHub alerts, `adf:panel`). */
export const quoteConstruct: Construct = {
  name: 'quote',
  nodes: ['blockquote', 'panel'],
  blockTokens: {
    blockquote_open: blockquoteOpen,
    blockquote_close: close,
    alert_open: alertOpen,
    alert_close: alertClose,
  },
  repairs: { blockquote: flattenQuote },
  writers: { blockquote, panel },
  renderers: { blockquote: TEXT_BLOCK_HANDLERS.blockquote, panel: CONTAINER_HANDLERS.panel },
  directives: { blockquote: blockquoteDirective, panel: panelDirective },
};
