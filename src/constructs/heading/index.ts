import type { Construct } from '../../engine/construct.js';
import { headingDirective } from './directives.js';

export const headingConstruct: Construct = {
  name: 'heading',
  nodes: ['heading'],
  directives: { heading: headingDirective },
};
