import type { ReversePart } from '../../engine/parts.js';
import { emojiConstruct } from './index.js';

export const emojiReverse: ReversePart = { construct: emojiConstruct, phrasing: ['emoji'] };
