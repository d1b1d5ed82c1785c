import type { Construct } from '../../engine/construct.js';
import { tableCellDirective, tableDirective } from './directives.js';

export const tableConstruct: Construct = {
  name: 'table',
  nodes: ['table', 'tableRow', 'tableHeader', 'tableCell'],
  directives: { table: tableDirective, tableCell: tableCellDirective },
};
