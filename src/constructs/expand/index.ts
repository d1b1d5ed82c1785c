import type { Construct } from '../../engine/construct.js';
import { expandDirective } from './directives.js';

/** `<details><summary>` blocks (forward.ts, called by the HTML block reader). */
export const expandConstruct: Construct = {
  name: 'expand',
  nodes: ['expand', 'nestedExpand'],
  directives: { expand: expandDirective },
};
