import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { extensionConstruct } from './index.js';

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

export const extension: NodeHandler = (node) => ({
  open: `${openTag('div', extensionAttrs(node, 'adf-extension'))}<span class="adf-extension-label">${extensionLabel(node)}</span></div>\n`,
});

export const bodiedExtension: NodeHandler = (node) => ({
  open: `${openTag('div', extensionAttrs(node, 'adf-extension adf-bodied-extension'))}<span class="adf-extension-label">${extensionLabel(node)}</span><div class="adf-extension-body">\n`,
  close: '</div></div>\n',
  children: childrenOf(node),
});

export const inlineExtension: NodeHandler = (node) => ({
  open: `${openTag('span', extensionAttrs(node, 'adf-inline-extension'))}${extensionLabel(node)}</span>`,
});

export const extensionHtml: HtmlPart = {
  construct: extensionConstruct,
  renderers: {
    extension,
    bodiedExtension,
    inlineExtension,
  },
};
