import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { openTag } from '../../html/markup.js';
import { childrenOf } from '../../html/nodes/access.js';

export const paragraph: NodeHandler = (node) => {
  const look = blockPresentation(node);
  return {
    open: openTag('p', { class: look.class, style: look.style }),
    close: '</p>\n',
    children: childrenOf(node),
  };
};
