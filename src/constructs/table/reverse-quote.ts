import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler, type Container, type AsNode, type Place } from '../../reverse/handler.js';
import { directiveQuote } from '../../reverse/blocks/directive-quote.js';
import { wellFormed } from '../../reverse/shape.js';

/**
 * A table GFM cannot hold, as quotes: `adf:table` before the table's quote, `adf:tableRow`
 * before each row's quote inside it, `adf:tableCell` / `adf:tableHeader` before each cell's
 * quote inside the row, the cell's blocks as the quote's Markdown. Every cell keeps its exact
 * place and spans, whatever its content.
 */
export function tableQuote(node: AdfNode, place: Place): Container | AsNode {
  const rows = node.content ?? [];
  // Rows are read here; cells only by their type (each is then written as a block of its own).
  const shaped = rows.every(
    (row) =>
      wellFormed(row) &&
      row.type === 'tableRow' &&
      (row.content ?? []).length > 0 &&
      (row.content ?? []).every(
        (cell) => wellFormed(cell) && (cell.type === 'tableCell' || cell.type === 'tableHeader'),
      ),
  );
  return shaped && rows.length > 0
    ? directiveQuote(node, place)
    : asNode('a table of other than rows of cells');
}

export const tableRowQuote: BlockHandler = (node, place) =>
  place.parent.type === 'table' ? directiveQuote(node, place) : asNode('a row outside a table');

export const tableCellQuote: BlockHandler = (node, place) =>
  place.parent.type === 'tableRow'
    ? directiveQuote(node, place, { becoming: true })
    : asNode('a cell outside a row');
