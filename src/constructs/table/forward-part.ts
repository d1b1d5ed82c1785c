import { close, ignore } from '../../convert/blocks/handler.js';
import type { ForwardPart } from '../../engine/construct.js';
import { cellClose, cellOpenHandler, headerOpen, rowOpen, tableClose, tableOpen } from './forward.js';
import { tableConstruct } from './index.js';

export const tableForward: ForwardPart = {
  construct: tableConstruct,
  blockTokens: {
    table_open: tableOpen,
    table_close: tableClose,
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
};
