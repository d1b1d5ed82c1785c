import { ALERT_KINDS, ALERT_PANEL_TYPES, type AlertKind } from './alerts.js';
import type { AdfNode } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { indent, stack, withLineBefore } from '../../reverse/rendered.js';

/** The GitHub alert that reads back as exactly this panel (a type, and no colour or icon). */
function alertKind(node: AdfNode): AlertKind | undefined {
  const attrs = node.attrs ?? {};
  if (Object.keys(attrs).some((key) => key !== 'panelType')) return undefined;
  return ALERT_KINDS.find((kind) => ALERT_PANEL_TYPES[kind] === attrs.panelType);
}

/**
 * A panel whose type a GitHub alert gives is written as that alert (`> [!WARNING]`), which
 * GitHub renders too. Any other panel is a quote with the registry's `adf:panel` directive before it (the directive turns
 * the quote into the panel and carries its type, colour and icon).
 */
export const panel: BlockHandler = (node, place) => {
  const alert = alertKind(node);
  // Only before a paragraph: other blocks (a table, a code fence) would not start after the marker line.
  if (alert && node.content?.[0]?.type === 'paragraph') {
    return {
      children: node.content ?? [],
      levels: 1,
      join: (parts) => withLineBefore(`> [!${alert}]`, indent(stack(parts), '> ', '> ')),
    };
  }
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
