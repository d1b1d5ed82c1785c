import type { Construct } from '../../engine/construct.js';
import { tableCellDirective, tableDirective, tableHeaderDirective, tableRowDirective } from './directives.js';

export const tableConstruct: Construct = {
  name: 'table',
  nodes: ['table', 'tableRow', 'tableHeader', 'tableCell'],
  directives: {
    table: tableDirective,
    tableCell: tableCellDirective,
    tableHeader: tableHeaderDirective,
    tableRow: tableRowDirective,
  },
};
