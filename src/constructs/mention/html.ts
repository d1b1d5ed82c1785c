import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { openTag } from '../../html/markup.js';
import { stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { mentionConstruct } from './index.js';

export const mention: NodeHandler = (node) => {
  const text = stringAttr(node, 'text') ?? stringAttr(node, 'id') ?? '';
  const shown = text.startsWith('@') ? text : `@${text}`;
  return {
    open: `${openTag('span', { class: 'adf-mention', 'data-mention-id': stringAttr(node, 'id') })}${escapeHtml(shown)}</span>`,
  };
};

export const mentionHtml: HtmlPart = {
  construct: mentionConstruct,
  renderers: { mention },
};
