import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { placeholderConstruct } from './index.js';

export const placeholder: NodeHandler = (node) => ({
  open: `<span class="adf-placeholder">${escapeHtml(stringAttr(node, 'text') ?? '')}</span>`,
});

export const placeholderHtml: HtmlPart = { construct: placeholderConstruct, renderers: { placeholder } };
