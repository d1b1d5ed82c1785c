import { emoji } from './forward.js';
import type { Construct } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { emojiDirective } from './directives.js';

export const emojiConstruct: Construct = {
  name: 'emoji',
  nodes: ['emoji'],
  inlineTokens: { emoji },
  phrasing: ['emoji'],
  renderers: { emoji: INLINE_HANDLERS.emoji },
  directives: { emoji: emojiDirective },
};
