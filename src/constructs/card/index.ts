import type { Construct } from '../../engine/construct.js';
import { blockCardDirective, embedCardDirective, inlineCardDirective } from './directives.js';

/** Smart links: inline cards, card blocks and embedded pages. */
export const cardConstruct: Construct = {
  name: 'card',
  nodes: ['inlineCard', 'blockCard', 'embedCard'],
  directives: {
    blockCard: blockCardDirective,
    embedCard: embedCardDirective,
    inlineCard: inlineCardDirective,
  },
};
