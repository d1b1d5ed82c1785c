import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import type { HtmlPart } from '../../engine/parts.js';
import { textConstruct } from './index.js';

export const text: NodeHandler = (node) => ({
  open: typeof node.text === 'string' ? escapeHtml(node.text) : '',
});

export const hardBreak: NodeHandler = () => ({ open: '<br />' });

export const textHtml: HtmlPart = {
  construct: textConstruct,
  renderers: { text, hardBreak },
};
