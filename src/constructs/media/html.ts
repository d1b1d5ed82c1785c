import type { AdfNode } from '../../types.js';
import { escapeHtml } from '../../html/escape.js';
import type { NodeHandler } from '../../html/handler.js';
import { blockPresentation } from '../../html/marks.js';
import { classOf, openTag, styleOf } from '../../html/markup.js';
import { boundedNumber, safeImageSrc } from '../../html/safe.js';
import { attrsOf, childrenOf, stringAttr } from '../../html/nodes/access.js';
import type { HtmlPart } from '../../engine/parts.js';
import { mediaConstruct } from './index.js';

/**
 * Media. Only external images can be shown; file and link media live in Atlassian's media
 * store, so the preview draws a labelled placeholder in their place.
 */

function filePlaceholder(node: AdfNode, className: string): string {
  const label = stringAttr(node, 'alt') || stringAttr(node, 'id') || 'file';
  return `${openTag('span', { class: className, 'data-media-id': stringAttr(node, 'id') })}${escapeHtml(label)}</span>`;
}

const media: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const src = attrs.type === 'external' ? safeImageSrc(attrs.url) : undefined;
  if (src === undefined) return { open: filePlaceholder(node, 'adf-media-file') };
  const look = blockPresentation(node);
  return {
    open: openTag(
      'img',
      {
        src,
        alt: stringAttr(node, 'alt') ?? '',
        width: boundedNumber(attrs.width, 1, 100_000),
        height: boundedNumber(attrs.height, 1, 100_000),
        class: look.class,
        style: look.style,
      },
      true,
    ),
  };
};

const mediaInline: NodeHandler = (node) => ({ open: filePlaceholder(node, 'adf-media-inline') });

/** `width` is a percentage of the page unless `widthType` says pixels. */
const mediaSingle: NodeHandler = (node) => {
  const attrs = attrsOf(node);
  const pixels = attrs.widthType === 'pixel';
  const width = boundedNumber(attrs.width, 0, pixels ? 100_000 : 100);
  const look = blockPresentation(node);
  const open = openTag('figure', {
    class: classOf('adf-media-single', look.class),
    'data-layout': stringAttr(node, 'layout'),
    style: styleOf({ width: width === undefined ? undefined : `${width}${pixels ? 'px' : '%'}` }),
  });
  return { open, close: '</figure>\n', children: childrenOf(node) };
};

const mediaGroup: NodeHandler = (node) => ({
  open: '<div class="adf-media-group">',
  close: '</div>\n',
  children: childrenOf(node),
});

const caption: NodeHandler = (node) => ({
  open: '<figcaption class="adf-caption">',
  close: '</figcaption>',
  children: childrenOf(node),
});

export const MEDIA_HANDLERS: Record<string, NodeHandler> = {
  media,
  mediaInline,
  mediaSingle,
  mediaGroup,
  caption,
};

export const mediaHtml: HtmlPart = { construct: mediaConstruct, renderers: MEDIA_HANDLERS };
