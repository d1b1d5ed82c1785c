import type { HtmlPart } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { cardConstruct } from './index.js';

export const cardHtml: HtmlPart = {
  construct: cardConstruct,
  renderers: {
    inlineCard: INLINE_HANDLERS.inlineCard,
    blockCard: INLINE_HANDLERS.blockCard,
    embedCard: INLINE_HANDLERS.embedCard,
  },
};
