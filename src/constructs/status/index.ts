import type { Construct } from '../../engine/construct.js';
import { statusDirective } from './directives.js';

export const statusConstruct: Construct = {
  name: 'status',
  nodes: ['status'],
  directives: { status: statusDirective },
};
