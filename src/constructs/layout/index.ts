import type { Construct } from '../../engine/construct.js';
import { layoutColumnDirective, layoutSectionDirective } from './directives.js';

/** Columns: quotes after `adf:layoutSection` and `adf:layoutColumn`. */
export const layoutConstruct: Construct = {
  name: 'layout',
  nodes: ['layoutSection', 'layoutColumn'],
  directives: { layoutSection: layoutSectionDirective, layoutColumn: layoutColumnDirective },
};
