import type { AdfNode } from '../../types.js';
import { type DirectiveRequest, directiveFor } from '../directives.js';
import { type AsNode, asNode, type Container, type Place } from '../handler.js';
import { indent, stack, withLineBefore } from '../rendered.js';

/**
 * A node the registry makes of a quote (`adf:bodiedExtension`, `adf:layoutSection`,
 * `adf:layoutColumn`): its directive comment, then its children as the quote's Markdown.
 */
export function directiveQuote(
  node: AdfNode,
  place: Place,
  request: DirectiveRequest = {},
): Container | AsNode {
  const children = node.content ?? [];
  // Marks travel in the directive when the registry gives them an attribute (directiveFor says).
  if (children.length === 0) return asNode(`an empty ${node.type}`);
  const directive = directiveFor(node, place.settings, { ...request, always: true });
  if (!directive.ok || directive.comment === null)
    return asNode(directive.ok ? 'no directive' : directive.reason);
  return {
    children,
    levels: 1,
    join: (parts) => withLineBefore(directive.comment, indent(stack(parts), '> ', '> ')),
  };
}
