import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { openTag } from '../../html/markup.js';
import { childrenOf } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { paragraphConstruct } from './index.js';

export const paragraph: NodeHandler = (node) => {
  const look = blockPresentation(node);
  return {
    open: openTag('p', { class: look.class, style: look.style }),
    close: '</p>\n',
    children: childrenOf(node),
  };
};

export const paragraphHtml: HtmlPart = {
  construct: paragraphConstruct,
  renderers: { paragraph },
};
