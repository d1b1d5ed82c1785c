import type { NodeHandler } from '../../html/handler.js';

export const rule: NodeHandler = () => ({ open: '<hr />\n' });
