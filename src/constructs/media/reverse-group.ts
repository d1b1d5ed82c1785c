import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler, hasExtras } from '../../reverse/handler.js';
import { leaf } from '../../reverse/rendered.js';
import { FILE_ATTRS, imageMarkdown, imageOf, sizeOf } from './reverse-single.js';

/**
 * A group of attachments: the registry's `adf:mediaGroup` directive, then the files as
 * images on one line, `![name](media:COLLECTION/ID) ![other](media:ID)`, an `adf:media` comment
 * between them when the files share a size or kind (`type="link"`). Files that differ there,
 * or external media, make the group a node.
 */
export const mediaGroup: BlockHandler = (node, place) => {
  if (hasExtras(node)) return asNode('mediaGroup attributes have no Markdown form');
  const items: AdfNode[] = node.content ?? [];
  if (items.length === 0) return asNode('an empty mediaGroup');
  const images: string[] = [];
  const sizes = new Set<string | null>();
  for (const media of items) {
    // Not an image (a malformed node too): the size is never read.
    const image = imageOf(media, FILE_ATTRS);
    const markdown =
      image && image.media.attrs?.type !== 'external' ? imageMarkdown(image, place.settings.profile) : null;
    if (markdown === null) return asNode('only files have Markdown syntax in a group');
    const size = sizeOf(media, place);
    if (!size.ok) return asNode('only files have Markdown syntax in a group');
    images.push(markdown);
    sizes.add(size.comment);
  }
  // One `adf:media` comment sizes every file of the group.
  if (sizes.size > 1) return asNode('files of different sizes or kinds in a group');
  const [size] = sizes;
  return leaf(['<!-- adf:mediaGroup -->', ...(size ? [size] : []), images.join(' ')]);
};
