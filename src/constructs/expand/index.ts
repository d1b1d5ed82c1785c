import type { Construct } from '../../engine/construct.js';
import { expandDirective } from './directives.js';

/** `<details><summary>` blocks: tags found by the tokenizer (tokens.ts), built by forward.ts. */
export const expandConstruct: Construct = {
  name: 'expand',
  nodes: ['expand', 'nestedExpand'],
  directives: { expand: expandDirective },
};
