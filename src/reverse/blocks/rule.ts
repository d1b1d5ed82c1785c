import { asNode, type BlockHandler, hasExtras } from '../handler.js';
import { leaf } from '../rendered.js';

export const rule: BlockHandler = (node) =>
  hasExtras(node) ? asNode('rule attributes have no Markdown form') : leaf(['---']);
