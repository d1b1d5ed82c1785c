import {
  type DirectiveSpec,
  type DirectiveText,
  drop,
  LOCAL_ID,
  LOCAL_ID_TEXT,
  same,
  shape,
  turnsInto,
} from '../../registry/spec.js';
import {
  boolean,
  cellColour,
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
  target: ['table'],
  precedes: ['table', 'blockquote'],
  becomes: { type: 'table', attrs: {}, from: ['blockquote'] },
  built: checkTableQuote,
  reshape: reshapeTable,
  attributes: {
    headerRow: {
      type: boolean,
      atlassian: shape,
    },
    headerColumn: {
      type: boolean,
      atlassian: shape,
    },
    layout: {
      // The official schema's every value: the editors write `center` and `align-start` too.
      type: oneOf('default', 'full-width', 'wide', 'center', 'align-start', 'align-end'),
      atlassian: same('layout'),
    },
    borderColor: {
      type: hexColour,
      atlassian: drop,
    },
    isNumberColumnEnabled: {
      type: boolean,
      atlassian: same('isNumberColumnEnabled'),
    },
    displayMode: {
      type: oneOf('default', 'fixed'),
      atlassian: same('displayMode'),
    },
    width: {
      type: numberInRange(0, 1_000_000),
      atlassian: same('width'),
    },
    localId: {
      type: nonEmptyText,
      atlassian: same('localId'),
    },
  },
};

export const tableCellDirective: DirectiveSpec = {
  target: ['tableCell', 'tableHeader'],
  precedes: ['table', 'blockquote', 'tableCell'],
  becomes: { type: 'tableCell', attrs: {}, from: ['blockquote'], inside: ['tableRow'] },
  receiver: cellOf,
  atCellStart: true,
  attributes: {
    colspan: { type: positiveInteger, atlassian: same('colspan') },
    rowspan: { type: positiveInteger, atlassian: same('rowspan') },
    backgroundColor: {
      type: cellColour,
      atlassian: same('background'),
    },
    colwidth: {
      type: positiveNumberList,
      atlassian: same('colwidth'),
    },
    localId: LOCAL_ID,
  },
};

export const tableHeaderDirective: DirectiveSpec = {
  target: ['tableHeader'],
  precedes: ['blockquote', 'tableHeader'],
  becomes: { type: 'tableHeader', attrs: {}, from: ['blockquote'], inside: ['tableRow'] },
  attributes: tableCellDirective.attributes,
};

const rowTurn = turnsInto('tableRow', 'blockquote', { localId: LOCAL_ID });

export const tableRowDirective: DirectiveSpec = {
  ...rowTurn,
  becomes: { type: 'tableRow', attrs: {}, inside: ['table'] },
};

const CELL_TEXT = {
  colspan: 'Columns the cell spans.',
  rowspan: 'Rows the cell spans.',
  backgroundColor: 'Cell background colour.',
  colwidth: 'Column widths in pixels, one per spanned column (Confluence writes fractions: `226.67`).',
  localId: LOCAL_ID_TEXT,
};

/** What docs/directives.md says of these rows (see `DirectiveText`). */
export function tableDocs(): Readonly<Record<string, DirectiveText>> {
  return {
    table: {
      description: 'Table-wide attributes. Stands on the line directly before the table.',
      attributes: {
        headerRow: 'Whether the first row is header cells (default `true`, as in GFM).',
        headerColumn: 'Whether the first cell of every row is a header cell (default `false`).',
        layout: 'Table width layout.',
        borderColor: 'Border colour (additional property; no official equivalent).',
        isNumberColumnEnabled: 'Numbers the rows.',
        displayMode: 'Fixed column widths or responsive.',
        width: 'Table width in pixels.',
        localId: 'Identifier of the table (Confluence sets one).',
      },
    },
    tableCell: {
      description:
        'Cell attributes. Stands at the very start of a cell (header cells too), or on the line directly before the table, where it applies to the first cell; before a quote in a table quote, makes it a cell.',
      attributes: CELL_TEXT,
    },
    tableHeader: {
      description: 'Before a quote in a row quote (a table GFM cannot hold): makes it a header cell.',
      attributes: CELL_TEXT,
    },
    tableRow: {
      description: 'Before a quote in a table quote (a table GFM cannot hold): makes it a row.',
      attributes: {
        localId: LOCAL_ID_TEXT,
      },
    },
  };
}
