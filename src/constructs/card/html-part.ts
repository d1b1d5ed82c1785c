import type { HtmlPart } from '../../engine/construct.js';
import { blockCard, embedCard, inlineCard } from './html.js';
import { cardConstruct } from './index.js';

export const cardHtml: HtmlPart = {
  construct: cardConstruct,
  renderers: {
    inlineCard,
    blockCard,
    embedCard,
  },
};
