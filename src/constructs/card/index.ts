import type { Construct } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { blockCardDirective, embedCardDirective, inlineCardDirective } from './directives.js';
import { card } from './reverse.js';

/** Smart links: inline cards, card blocks and embedded pages. */
export const cardConstruct: Construct = {
  name: 'card',
  nodes: ['inlineCard', 'blockCard', 'embedCard'],
  writers: { blockCard: card, embedCard: card },
  phrasing: ['inlineCard'],
  renderers: {
    inlineCard: INLINE_HANDLERS.inlineCard,
    blockCard: INLINE_HANDLERS.blockCard,
    embedCard: INLINE_HANDLERS.embedCard,
  },
  directives: {
    blockCard: blockCardDirective,
    embedCard: embedCardDirective,
    inlineCard: inlineCardDirective,
  },
};
