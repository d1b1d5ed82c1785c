import type { NodeHandler } from '../handler.js';
import { blockPresentation } from '../marks.js';
import { classOf, openTag, styleOf } from '../markup.js';
import { boundedNumber, safeColour } from '../safe.js';
import { escapeHtml } from '../escape.js';
import { attrsOf, childrenOf, stringAttr } from './access.js';

/** Block containers: panels, expands, layouts, extensions and synced blocks. */

const PANEL_TYPES = new Set(['info', 'note', 'tip', 'success', 'warning', 'error', 'custom']);

/** The icon of the standard panel types comes from the stylesheet; a custom panel brings its own. */
const panel: NodeHandler = (node) => {
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

const expand =
  (className: string): NodeHandler =>
  (node) => {
    const look = blockPresentation(node);
    const title = stringAttr(node, 'title') ?? '';
    return {
      open: `${openTag('details', { class: classOf(className, look.class) })}<summary>${escapeHtml(title)}</summary><div class="adf-expand-content">\n`,
      close: '</div></details>\n',
      children: childrenOf(node),
    };
  };

const layoutSection: NodeHandler = (node) => {
  const look = blockPresentation(node);
  return {
    open: `${openTag('div', { class: classOf('adf-layout-section', look.class) })}\n`,
    close: '</div>\n',
    children: childrenOf(node),
  };
};

const layoutColumn: NodeHandler = (node) => {
  const width = boundedNumber(attrsOf(node).width, 0, 100);
  return {
    open: `${openTag('div', { class: 'adf-layout-column', style: styleOf({ flex: width === undefined ? undefined : `0 0 ${width}%` }) })}\n`,
    close: '</div>\n',
    children: childrenOf(node),
  };
};

/** What an extension box is labelled with: its fallback text, else its key. */
function extensionLabel(node: Parameters<NodeHandler>[0]): string {
  return escapeHtml(stringAttr(node, 'text') ?? stringAttr(node, 'extensionKey') ?? 'extension');
}

function extensionAttrs(node: Parameters<NodeHandler>[0], className: string) {
  return {
    class: className,
    'data-extension-type': stringAttr(node, 'extensionType'),
    'data-extension-key': stringAttr(node, 'extensionKey'),
  };
}

const extension: NodeHandler = (node) => ({
  open: `${openTag('div', extensionAttrs(node, 'adf-extension'))}<span class="adf-extension-label">${extensionLabel(node)}</span></div>\n`,
});

const bodiedExtension: NodeHandler = (node) => ({
  open: `${openTag('div', extensionAttrs(node, 'adf-extension adf-bodied-extension'))}<span class="adf-extension-label">${extensionLabel(node)}</span><div class="adf-extension-body">\n`,
  close: '</div></div>\n',
  children: childrenOf(node),
});

const inlineExtension: NodeHandler = (node) => ({
  open: `${openTag('span', extensionAttrs(node, 'adf-inline-extension'))}${extensionLabel(node)}</span>`,
});

const syncBlock: NodeHandler = (node) => ({
  open: `${openTag('div', { class: 'adf-sync-block', 'data-resource-id': stringAttr(node, 'resourceId') })}<span class="adf-extension-label">Synced block</span></div>\n`,
});

const bodiedSyncBlock: NodeHandler = (node) => ({
  open: `${openTag('div', { class: 'adf-sync-block', 'data-resource-id': stringAttr(node, 'resourceId') })}\n`,
  close: '</div>\n',
  children: childrenOf(node),
});

export const CONTAINER_HANDLERS: Record<string, NodeHandler> = {
  panel,
  expand: expand('adf-expand'),
  nestedExpand: expand('adf-expand adf-nested-expand'),
  layoutSection,
  layoutColumn,
  extension,
  bodiedExtension,
  inlineExtension,
  syncBlock,
  bodiedSyncBlock,
};
