import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';

export const text: NodeHandler = (node) => ({
  open: typeof node.text === 'string' ? escapeHtml(node.text) : '',
});

export const hardBreak: NodeHandler = () => ({ open: '<br />' });
