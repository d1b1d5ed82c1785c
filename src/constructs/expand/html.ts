import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { classOf, openTag } from '../../html/markup.js';
import { childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { expandConstruct } from './index.js';

const expandOf =
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

export const expand = expandOf('adf-expand');
export const nestedExpand = expandOf('adf-expand adf-nested-expand');

export const expandHtml: HtmlPart = {
  construct: expandConstruct,
  renderers: { expand, nestedExpand },
};
