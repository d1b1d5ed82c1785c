import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { stringAttr } from '../../html/nodes/access.js';

export const placeholder: NodeHandler = (node) => ({
  open: `<span class="adf-placeholder">${escapeHtml(stringAttr(node, 'text') ?? '')}</span>`,
});
