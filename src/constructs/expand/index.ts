import type { Construct } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { expand } from './reverse.js';

/** `<details><summary>` blocks (forward.ts, called by the HTML block reader). */
export const expandConstruct: Construct = {
  name: 'expand',
  nodes: ['expand', 'nestedExpand'],
  writers: { expand, nestedExpand: expand },
  renderers: { expand: CONTAINER_HANDLERS.expand, nestedExpand: CONTAINER_HANDLERS.nestedExpand },
};
