import { asNode, type BlockHandler, hasExtras } from '../handler.js';
import { writePhrasing } from '../inline/phrasing.js';
import { leaf } from '../rendered.js';

/**
 * A paragraph is its inline content. An empty one has no Markdown form, except as the only
 * content of a list item (`-` alone reads back as an item holding an empty paragraph).
 */
export const paragraph: BlockHandler = (node, place) => {
  if (hasExtras(node)) return asNode('paragraph attributes and marks have no Markdown form');
  const content = node.content ?? [];
  if (content.length === 0) {
    const soleItemContent = place.parent.type === 'listItem' && place.siblings.length === 1;
    return soleItemContent ? leaf([]) : asNode('an empty paragraph has no Markdown form');
  }
  const written = writePhrasing({ container: 'paragraph', nodes: content });
  return written
    ? leaf(written.lines, written.notes)
    : asNode('its inline content does not read back the same');
};
