import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler, hasExtras } from '../../reverse/handler.js';
import { leaf } from '../../reverse/rendered.js';
import { imageMarkdown, imageOf } from './reverse-single.js';

/**
 * A group of attachments: the registry's `adf:mediaGroup` directive, then the files as
 * images on one line, `![name](media:COLLECTION/ID) ![other](media:ID)`. Media with sizes or
 * other attributes have no place there: the group is a node.
 */
export const mediaGroup: BlockHandler = (node) => {
  if (hasExtras(node)) return asNode('mediaGroup attributes have no Markdown form');
  const items: AdfNode[] = node.content ?? [];
  if (items.length === 0) return asNode('an empty mediaGroup');
  const images: string[] = [];
  for (const media of items) {
    const image = imageOf(media, []);
    const markdown = image && image.media.attrs?.type === 'file' ? imageMarkdown(image) : null;
    if (markdown === null) return asNode('only files without sizes have Markdown syntax in a group');
    images.push(markdown);
  }
  return leaf(['<!-- adf:mediaGroup -->', images.join(' ')]);
};
