import type { Construct } from '../../engine/construct.js';
import { paragraphDirective } from './directives.js';

export const paragraphConstruct: Construct = {
  name: 'paragraph',
  nodes: ['paragraph'],
  directives: { paragraph: paragraphDirective },
};
