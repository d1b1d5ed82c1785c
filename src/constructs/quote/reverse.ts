import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { indent, stack, withLineBefore } from '../../reverse/rendered.js';
import type { ReversePart } from '../../engine/parts.js';
import { quoteConstruct } from './index.js';
import { panel } from './reverse-panel.js';

/** `> ` before every line of the children; the directive stands before the first `>`. */
export const blockquote: BlockHandler = (node, place) => {
  const directive = directiveFor(node, place.settings);
  if (!directive.ok) return asNode(directive.reason);
  const children = node.content ?? [];
  if (children.length === 0) return asNode('an empty quote has no Markdown form');
  return {
    children,
    levels: 1,
    join: (parts) => withLineBefore(directive.comment, indent(stack(parts), '> ', '> ')),
  };
};

export const quoteReverse: ReversePart = { construct: quoteConstruct, writers: { blockquote, panel } };
