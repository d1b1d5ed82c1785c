import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { rawConstruct } from './index.js';

export const syncBlock: NodeHandler = (node) => ({
  open: `${openTag('div', { class: 'adf-sync-block', 'data-resource-id': stringAttr(node, 'resourceId') })}<span class="adf-extension-label">Synced block</span></div>\n`,
});

export const bodiedSyncBlock: NodeHandler = (node) => ({
  open: `${openTag('div', { class: 'adf-sync-block', 'data-resource-id': stringAttr(node, 'resourceId') })}\n`,
  close: '</div>\n',
  children: childrenOf(node),
});

export const rawHtml: HtmlPart = {
  construct: rawConstruct,
  renderers: {
    syncBlock,
    bodiedSyncBlock,
  },
};
