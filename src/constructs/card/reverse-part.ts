import type { ReversePart } from '../../engine/construct.js';
import { cardConstruct } from './index.js';
import { card } from './reverse.js';

export const cardReverse: ReversePart = {
  construct: cardConstruct,
  writers: { blockCard: card, embedCard: card },
  phrasing: ['inlineCard'],
};
