import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { directiveQuote } from '../../reverse/blocks/directive-quote.js';
import type { ReversePart } from '../../engine/parts.js';
import { layoutConstruct } from './index.js';

/**
 * Columns: the registry's `adf:layoutSection` directive before a quote whose quotes, each with
 * `adf:layoutColumn width="…"` before it, are the columns (as a panel: the directive turns the
 * quote into the node, the quote's Markdown is its content).
 */
export const layoutSection: BlockHandler = (node, place) =>
  (node.content ?? []).every((c) => c?.type === 'layoutColumn')
    ? directiveQuote(node, place)
    : asNode('a layout section holding something other than columns');

export const layoutColumn: BlockHandler = (node, place) =>
  place.parent.type === 'layoutSection'
    ? directiveQuote(node, place)
    : asNode('a column outside a layout section');

export const layoutReverse: ReversePart = {
  construct: layoutConstruct,
  writers: { layoutSection, layoutColumn },
};
