import type { Construct } from '../../engine/construct.js';
import { blockquoteDirective, panelDirective } from './directives.js';

/** Quotes, and the panels they become (GitHub alerts, `adf:panel`). */
export const quoteConstruct: Construct = {
  name: 'quote',
  nodes: ['blockquote', 'panel'],
  directives: { blockquote: blockquoteDirective, panel: panelDirective },
};
