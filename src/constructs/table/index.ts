import { close, ignore } from '../../convert/blocks/handler.js';
import type { Construct } from '../../engine/construct.js';
import { tableCellDirective, tableDirective } from './directives.js';
import { cellClose, cellOpenHandler, headerOpen, rowOpen, tableOpen } from './forward.js';
import { TABLE_HANDLERS } from './html.js';
import { table } from './reverse.js';

export const tableConstruct: Construct = {
  name: 'table',
  nodes: ['table', 'tableRow', 'tableHeader', 'tableCell'],
  blockTokens: {
    table_open: tableOpen,
    table_close: close,
    thead_open: ignore,
    thead_close: ignore,
    tbody_open: ignore,
    tbody_close: ignore,
    tr_open: rowOpen,
    tr_close: close,
    th_open: headerOpen,
    th_close: cellClose,
    td_open: cellOpenHandler,
    td_close: cellClose,
  },
  writers: { table },
  partOf: ['tableRow', 'tableHeader', 'tableCell'],
  renderers: TABLE_HANDLERS,
  directives: { table: tableDirective, tableCell: tableCellDirective },
};
