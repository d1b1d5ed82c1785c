import type { ReversePart } from '../../engine/construct.js';
import { emojiConstruct } from './index.js';

export const emojiReverse: ReversePart = { construct: emojiConstruct, phrasing: ['emoji'] };
