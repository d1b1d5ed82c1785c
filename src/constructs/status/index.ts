import type { Construct } from '../../engine/construct.js';
import { INLINE_HANDLERS } from '../../html/nodes/inline.js';
import { statusDirective } from './directives.js';

export const statusConstruct: Construct = {
  name: 'status',
  nodes: ['status'],
  phrasing: ['status'],
  renderers: { status: INLINE_HANDLERS.status },
  directives: { status: statusDirective },
};
