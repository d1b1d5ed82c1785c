import type { ReversePart } from '../../engine/construct.js';
import { tableConstruct } from './index.js';
import { table } from './reverse.js';
import { tableCellQuote, tableRowQuote } from './reverse-quote.js';

export const tableReverse: ReversePart = {
  construct: tableConstruct,
  writers: { table, tableRow: tableRowQuote, tableCell: tableCellQuote, tableHeader: tableCellQuote },
};
