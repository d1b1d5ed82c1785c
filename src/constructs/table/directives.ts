import { drop, LOCAL_ID, same, shape, turnsInto, type DirectiveSpec } from '../../registry/spec.js';
import {
  boolean,
  hexColour,
  nonEmptyText,
  numberInRange,
  oneOf,
  positiveInteger,
  positiveNumberList,
} from '../../registry/value-types.js';
import type { AdfNode } from '../../types.js';
import { checkTableQuote } from './quote-check.js';

/**
 * GFM's first row is a header and no column is: `headerRow="false"` makes the first row
 * plain cells, `headerColumn="true"` makes the first cell of every row a header cell (Jira
 * and Confluence tables come in all four shapes).
 */
function reshapeTable(table: AdfNode, given: Readonly<Record<string, unknown>>): undefined {
  const headerRow = given.headerRow !== false;
  const headerColumn = given.headerColumn === true;
  (table.content ?? []).forEach((row, r) => {
    (row.content ?? []).forEach((cell, c) => {
      if (cell.type !== 'tableHeader' && cell.type !== 'tableCell') return;
      cell.type = (r === 0 && headerRow) || (c === 0 && headerColumn) ? 'tableHeader' : 'tableCell';
    });
  });
}

/** The cell a cell directive lands on: the block it turned, or a GFM table's first cell. */
function cellOf(block: AdfNode): AdfNode | undefined {
  const cell = block.type === 'table' ? block.content?.[0]?.content?.[0] : block;
  return cell?.type === 'tableCell' || cell?.type === 'tableHeader' ? cell : undefined;
}

/**
 * A table GFM cannot hold (several blocks in a cell, spans GFM's grid cannot say) is a quote:
 * `adf:table` before it, each row a quote inside it with `adf:tableRow`, each cell a quote
 * inside the row with `adf:tableCell` or `adf:tableHeader`, the cell's Markdown its content.
 */
export const tableDirective: DirectiveSpec = {
  description: 'Table-wide attributes. Stands on the line directly before the table.',
  target: ['table'],
  precedes: ['table', 'blockquote'],
  becomes: { type: 'table', attrs: {}, from: ['blockquote'] },
  built: checkTableQuote,
  reshape: reshapeTable,
  attributes: {
    headerRow: {
      type: boolean,
      description: 'Whether the first row is header cells (default `true`, as in GFM).',
      atlassian: shape,
    },
    headerColumn: {
      type: boolean,
      description: 'Whether the first cell of every row is a header cell (default `false`).',
      atlassian: shape,
    },
    layout: {
      type: oneOf('default', 'full-width', 'wide'),
      description: 'Table width layout.',
      atlassian: same('layout'),
    },
    borderColor: {
      type: hexColour,
      description: 'Border colour (additional property; no official equivalent).',
      atlassian: drop,
    },
    isNumberColumnEnabled: {
      type: boolean,
      description: 'Numbers the rows.',
      atlassian: same('isNumberColumnEnabled'),
    },
    displayMode: {
      type: oneOf('default', 'fixed'),
      description: 'Fixed column widths or responsive.',
      atlassian: same('displayMode'),
    },
    width: {
      type: numberInRange(0, 1_000_000),
      description: 'Table width in pixels.',
      atlassian: same('width'),
    },
    localId: {
      type: nonEmptyText,
      description: 'Identifier of the table (Confluence sets one).',
      atlassian: same('localId'),
    },
  },
};

export const tableCellDirective: DirectiveSpec = {
  description:
    'Cell attributes. Stands at the very start of a cell (header cells too), or on the line directly before the table, where it applies to the first cell; before a quote in a table quote, makes it a cell.',
  target: ['tableCell', 'tableHeader'],
  precedes: ['table', 'blockquote', 'tableCell'],
  becomes: { type: 'tableCell', attrs: {}, from: ['blockquote'], inside: ['tableRow'] },
  receiver: cellOf,
  atCellStart: true,
  attributes: {
    colspan: { type: positiveInteger, description: 'Columns the cell spans.', atlassian: same('colspan') },
    rowspan: { type: positiveInteger, description: 'Rows the cell spans.', atlassian: same('rowspan') },
    backgroundColor: {
      type: hexColour,
      description: 'Cell background colour.',
      atlassian: same('background'),
    },
    colwidth: {
      type: positiveNumberList,
      description: 'Column widths in pixels, one per spanned column (Confluence writes fractions: `226.67`).',
      atlassian: same('colwidth'),
    },
    localId: LOCAL_ID,
  },
};

export const tableHeaderDirective: DirectiveSpec = {
  description: 'Before a quote in a row quote (a table GFM cannot hold): makes it a header cell.',
  target: ['tableHeader'],
  precedes: ['blockquote', 'tableHeader'],
  becomes: { type: 'tableHeader', attrs: {}, from: ['blockquote'], inside: ['tableRow'] },
  attributes: tableCellDirective.attributes,
};

const rowTurn = turnsInto(
  'tableRow',
  'blockquote',
  'Before a quote in a table quote (a table GFM cannot hold): makes it a row.',
  { localId: LOCAL_ID },
);

export const tableRowDirective: DirectiveSpec = {
  ...rowTurn,
  becomes: { type: 'tableRow', attrs: {}, inside: ['table'] },
};
