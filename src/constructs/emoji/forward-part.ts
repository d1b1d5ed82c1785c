import type { ForwardPart } from '../../engine/construct.js';
import { emoji } from './forward.js';
import { emojiConstruct } from './index.js';
import { emojiPlugin } from './tokens.js';

export const emojiForward: ForwardPart = {
  construct: emojiConstruct,
  syntax: emojiPlugin,
  inlineTokens: { emoji },
};
