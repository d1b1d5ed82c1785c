import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { indent, stack, withLineBefore } from '../../reverse/rendered.js';

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
