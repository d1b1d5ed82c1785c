import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { leaf } from '../../reverse/rendered.js';
import { directiveQuote } from '../../reverse/blocks/directive-quote.js';
import type { ReversePart } from '../../engine/parts.js';
import { extensionConstruct } from './index.js';

/**
 * Macros and apps. An `extension` is the registry's `adf:extension` directive alone on its
 * line, its attributes readable and its `parameters` as JSON; a `bodiedExtension` is a quote
 * with the `adf:bodiedExtension` directive before it, its body Markdown inside the quote.
 */
export const extension: BlockHandler = (node, place) => {
  if (node.content !== undefined) return asNode('an extension with content');
  const directive = directiveFor(node, place.settings, { always: true });
  if (!directive.ok || directive.comment === null)
    return asNode(directive.ok ? 'no directive' : directive.reason);
  return leaf([directive.comment]);
};

export const bodiedExtension: BlockHandler = (node, place) => directiveQuote(node, place);

export const extensionReverse: ReversePart = {
  construct: extensionConstruct,
  writers: { extension, bodiedExtension },
  phrasing: ['inlineExtension'],
};
