import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { decisionListConstruct } from './index.js';

export const decisionList: NodeHandler = (node) => ({
  open: '<ul class="adf-decision-list">\n',
  close: '</ul>\n',
  children: childrenOf(node),
});

export const decisionItem: NodeHandler = (node) => ({
  open: openTag('li', { class: 'adf-decision-item', 'data-state': stringAttr(node, 'state') }),
  close: '</li>\n',
  children: childrenOf(node),
});

export const decisionListHtml: HtmlPart = {
  construct: decisionListConstruct,
  renderers: { decisionList, decisionItem },
};
