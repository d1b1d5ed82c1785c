import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag, styleOf } from '../../html/markup.js';
import { safeColour } from '../../html/safe.js';
import { attrsOf, childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { quoteConstruct } from './index.js';

export const blockquote: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const style = styleOf({
    'background-color': safeColour(attrs.backgroundColor),
    'border-left-color': safeColour(attrs.borderColor),
  });
  return {
    open: `${openTag('blockquote', { style })}\n`,
    close: '</blockquote>\n',
    children: childrenOf(node),
  };
};

const PANEL_TYPES = new Set(['info', 'note', 'tip', 'success', 'warning', 'error', 'custom']);

/** The icon of the standard panel types comes from the stylesheet; a custom panel brings its own. */
export const panel: NodeHandler = (node) => {
  const declared = stringAttr(node, 'panelType');
  const type = declared !== undefined && PANEL_TYPES.has(declared) ? declared : 'info';
  const iconText = stringAttr(node, 'panelIconText');
  const open = openTag('div', {
    class: `adf-panel adf-panel-${type}`,
    style: styleOf({ 'background-color': safeColour(attrsOf(node).panelColor) }),
  });
  const icon = iconText ? `<span class="adf-panel-icon">${escapeHtml(iconText)}</span>` : '';
  return {
    open: `${open}${icon}<div class="adf-panel-content">\n`,
    close: '</div></div>\n',
    children: childrenOf(node),
  };
};

export const quoteHtml: HtmlPart = {
  construct: quoteConstruct,
  renderers: { blockquote, panel },
};
