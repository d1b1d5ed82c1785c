import type { Construct } from '../../engine/construct.js';
import { mentionDirective } from './directives.js';

export const mentionConstruct: Construct = {
  name: 'mention',
  nodes: ['mention'],
  directives: { mention: mentionDirective },
};
