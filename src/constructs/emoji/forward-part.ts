import type { ForwardPart } from '../../engine/construct.js';
import { emoji } from './forward.js';
import { emojiConstruct } from './index.js';

export const emojiForward: ForwardPart = { construct: emojiConstruct, inlineTokens: { emoji } };
