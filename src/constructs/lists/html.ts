import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { attrsOf, childrenOf } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { listsConstruct } from './index.js';

export const bulletList: NodeHandler = (node) => ({
  open: '<ul>\n',
  close: '</ul>\n',
  children: childrenOf(node),
});

export const orderedList: NodeHandler = (node) => {
  const order = attrsOf(node).order;
  const start =
    typeof order === 'number' && Number.isInteger(order) && order >= 0 && order !== 1 ? order : undefined;
  return { open: `${openTag('ol', { start })}\n`, close: '</ol>\n', children: childrenOf(node) };
};

export const listItem: NodeHandler = (node) => ({
  open: '<li>',
  close: '</li>\n',
  children: childrenOf(node),
});

export const listsHtml: HtmlPart = {
  construct: listsConstruct,
  renderers: {
    bulletList,
    orderedList,
    listItem,
  },
};
