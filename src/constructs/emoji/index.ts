import type { Construct } from '../../engine/construct.js';
import { emojiDirective } from './directives.js';

export const emojiConstruct: Construct = {
  name: 'emoji',
  nodes: ['emoji'],
  directives: { emoji: emojiDirective },
};
