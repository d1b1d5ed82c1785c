import { attributeValues } from '../../registry/read-attribute.js';
import type { AdfNode } from '../../types.js';
import type { Child, NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { classOf, openTag, styleOf } from '../../html/markup.js';
import { boundedNumber, safeColour } from '../../html/safe.js';
import { attrsOf, childrenOf, stringAttr } from '../../html/nodes/access.js';
import { tableCellDirective } from './directives.js';
import type { HtmlPart } from '../../engine/parts.js';
import { tableConstruct } from './index.js';

/** Tables: rows are laid out by the table itself, which groups the header rows into `<thead>`. */

const VALIGN = new Set(['top', 'middle', 'bottom']);

function isHeaderRow(row: AdfNode): boolean {
  const cells = childrenOf(row);
  return cells.length > 0 && cells.every((cell) => cell.type === 'tableHeader');
}

/** `isNumberColumnEnabled` adds a number cell in front of every row (empty in header rows). */
function rowChildren(rows: readonly AdfNode[], numbered: boolean, firstNumber: number): Child[] {
  const children: Child[] = [];
  rows.forEach((row, i) => {
    const numberCell = !numbered
      ? ''
      : isHeaderRow(row)
        ? '<th class="adf-row-number"></th>'
        : `<td class="adf-row-number">${firstNumber + i}</td>`;
    children.push(`<tr>\n${numberCell}`, ...childrenOf(row), '</tr>\n');
  });
  return children;
}

/** Directive attributes show: `borderColor` (through a CSS variable the cells read), `layout`. */
const table: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const rows = childrenOf(node);
  let headerCount = 0;
  while (headerCount < rows.length && isHeaderRow(rows[headerCount])) headerCount++;
  const numbered = attrs.isNumberColumnEnabled === true;
  const borderColour = safeColour(attrs.borderColor);
  const look = blockPresentation(node);
  const children: Child[] = [];
  if (headerCount > 0) {
    children.push('<thead>\n', ...rowChildren(rows.slice(0, headerCount), numbered, 0), '</thead>\n');
  }
  if (headerCount < rows.length) {
    children.push('<tbody>\n', ...rowChildren(rows.slice(headerCount), numbered, 1), '</tbody>\n');
  }
  const open = openTag('table', {
    class: classOf(numbered && 'adf-numbered', look.class),
    'data-layout': stringAttr(node, 'layout'),
    'data-display-mode': stringAttr(node, 'displayMode'),
    style: styleOf({ '--adf-table-border': borderColour, 'border-color': borderColour }),
  });
  return { open: `${open}\n`, close: '</table>\n', children };
};

/** A row met outside a table. */
const tableRow: NodeHandler = (node) => ({ open: '<tr>\n', close: '</tr>\n', children: childrenOf(node) });

function span(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 1 && value <= 1000
    ? value
    : undefined;
}

function columnWidths(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const widths = value.map((w) => boundedNumber(w, 0, 100_000));
  return widths.every((w) => w !== undefined) ? (widths as number[]) : undefined;
}

/** Cell colours come from `backgroundColor`, in either profile's attribute. */
const cell =
  (tag: 'td' | 'th'): NodeHandler =>
  (node) => {
    const attrs = attrsOf(node);
    const widths = columnWidths(attrs.colwidth);
    const valign = stringAttr(node, 'valign');
    const [backgroundColour, officialColour] = attributeValues(tableCellDirective, 'backgroundColor', attrs);
    const open = openTag(tag, {
      colspan: span(attrs.colspan),
      rowspan: span(attrs.rowspan),
      'data-colwidth': widths?.join(','),
      style: styleOf({
        'background-color': safeColour(backgroundColour ?? officialColour),
        width: widths ? `${widths.reduce((sum, w) => sum + w, 0)}px` : undefined,
        'vertical-align': valign !== undefined && VALIGN.has(valign) ? valign : undefined,
      }),
    });
    return { open, close: `</${tag}>\n`, children: childrenOf(node) };
  };

export const TABLE_HANDLERS: Record<string, NodeHandler> = {
  table,
  tableRow,
  tableHeader: cell('th'),
  tableCell: cell('td'),
};

export const tableHtml: HtmlPart = { construct: tableConstruct, renderers: TABLE_HANDLERS };
