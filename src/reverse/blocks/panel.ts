import { directiveFor } from '../directives.js';
import { asNode, type BlockHandler } from '../handler.js';
import { indent, stack, withLineBefore } from '../rendered.js';

/**
 * A panel is a quote with the registry's `adf:panel` directive before it (the directive turns
 * the quote into the panel and carries its type, colour and icon).
 */
export const panel: BlockHandler = (node, place) => {
  const directive = directiveFor(node, place.settings, { always: true });
  if (!directive.ok || directive.comment === null)
    return asNode(directive.ok ? 'no panel directive' : directive.reason);
  const children = node.content ?? [];
  if (children.length === 0) return asNode('an empty panel has no Markdown form');
  return {
    children,
    levels: 1,
    join: (parts) => withLineBefore(directive.comment, indent(stack(parts), '> ', '> ')),
  };
};
