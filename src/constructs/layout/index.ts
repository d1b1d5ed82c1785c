import type { Construct } from '../../engine/construct.js';
import { CONTAINER_HANDLERS } from '../../html/nodes/containers.js';
import { layoutColumnDirective, layoutSectionDirective } from './directives.js';
import { layoutColumn, layoutSection } from './reverse.js';

/** Columns: quotes after `adf:layoutSection` and `adf:layoutColumn`. */
export const layoutConstruct: Construct = {
  name: 'layout',
  nodes: ['layoutSection', 'layoutColumn'],
  writers: { layoutSection, layoutColumn },
  renderers: {
    layoutSection: CONTAINER_HANDLERS.layoutSection,
    layoutColumn: CONTAINER_HANDLERS.layoutColumn,
  },
  directives: { layoutSection: layoutSectionDirective, layoutColumn: layoutColumnDirective },
};
