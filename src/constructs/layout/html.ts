import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { classOf, openTag, styleOf } from '../../html/markup.js';
import { boundedNumber } from '../../html/safe.js';
import { attrsOf, childrenOf } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { layoutConstruct } from './index.js';

export const layoutSection: NodeHandler = (node) => {
  const look = blockPresentation(node);
  return {
    open: `${openTag('div', { class: classOf('adf-layout-section', look.class) })}\n`,
    close: '</div>\n',
    children: childrenOf(node),
  };
};

export const layoutColumn: NodeHandler = (node) => {
  const width = boundedNumber(attrsOf(node).width, 0, 100);
  return {
    open: `${openTag('div', { class: 'adf-layout-column', style: styleOf({ flex: width === undefined ? undefined : `0 0 ${width}%` }) })}\n`,
    close: '</div>\n',
    children: childrenOf(node),
  };
};

export const layoutHtml: HtmlPart = {
  construct: layoutConstruct,
  renderers: {
    layoutSection,
    layoutColumn,
  },
};
