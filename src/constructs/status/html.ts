import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag, styleOf } from '../../html/markup.js';
import { safeColour } from '../../html/safe.js';
import { stringAttr } from '../../html/nodes/access.js';
import { STATUS_COLOURS } from './directives.js';
import type { HtmlPart } from '../../engine/parts.js';
import { statusConstruct } from './index.js';

export const status: NodeHandler = (node) => {
  const colour = stringAttr(node, 'color') ?? 'neutral';
  const named = STATUS_COLOURS.parse(colour).ok;
  const open = openTag('span', {
    class: `adf-status adf-status-${named ? colour : 'custom'}`,
    style: named ? undefined : styleOf({ 'background-color': safeColour(colour) }),
  });
  return { open: `${open}${escapeHtml(stringAttr(node, 'text') ?? '')}</span>` };
};

export const statusHtml: HtmlPart = {
  construct: statusConstruct,
  renderers: { status },
};
