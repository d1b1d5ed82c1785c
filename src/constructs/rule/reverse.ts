import { asNode, type BlockHandler, hasExtras } from '../../reverse/handler.js';
import { leaf } from '../../reverse/rendered.js';

/**
 * `---`, except as the document's first line: `---` there opens YAML front matter when a
 * later `---` closes it, so the first rule is written `***`.
 */
export const rule: BlockHandler = (node, place) => {
  if (hasExtras(node)) return asNode('rule attributes have no Markdown form');
  const opensDocument = place.parent.type === 'doc' && place.index === 0;
  return leaf([opensDocument ? '***' : '---']);
};
