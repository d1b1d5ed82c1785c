import { fileMediaUrl } from '../../adf/file-media.js';
import { readTree } from '../../compose/read-back.js';
import type { AdfMark, AdfNode, Profile } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler, type Place } from '../../reverse/handler.js';
import { writePhrasing } from '../../reverse/inline/phrasing.js';
import { escapeText } from '../../reverse/inline/escape.js';
import { linkDestination, linkTail } from '../../reverse/inline/link.js';
import { MARK_SYNTAX } from '../../reverse/inline/mark-syntax.js';
import { leaf, type Rendered, stack, withLineBefore } from '../../reverse/rendered.js';
import { wellFormed } from '../../reverse/shape.js';

/**
 * An image alone in its paragraph: `![alt](url)` for external media (the shape the forward
 * direction builds), `![alt](media:COLLECTION/ID)` for a file (an attachment), with the
 * registry's `adf:mediaSingle` directive for a layout other than `center` and a width, and
 * `adf:media` for the file's size, a link on the image as a link around it. Anything else
 * (captions, other marks) is a node. The
 * image is read back to prove it (the reader normalises URLs; one it would change cannot be
 * written as Markdown).
 */
export interface ImageSyntax {
  url: string;
  alt: string;
  media: AdfNode;
}

/** The image a media node is written as, or null when it has no image form. */
export function imageOf(media: AdfNode | undefined, fileAttrs: readonly string[]): ImageSyntax | null {
  if (!media || !wellFormed(media) || media.type !== 'media' || media.marks?.length) return null;
  if (Object.keys(media).some((k) => k !== 'type' && k !== 'attrs')) return null;
  const { type, url, alt, id, collection, ...rest } = media.attrs ?? {};
  if (alt !== undefined && (typeof alt !== 'string' || alt === '')) return null;
  const text = (alt as string | undefined) ?? '';
  if (type === 'external') {
    const { occurrenceKey, ...size } = rest;
    if (
      typeof url !== 'string' ||
      id !== undefined ||
      collection !== undefined ||
      occurrenceKey !== undefined ||
      Object.keys(size).some((k) => !fileAttrs.includes(k))
    )
      return null;
    return { url, alt: text, media };
  }
  if (
    (type !== 'file' && type !== 'link') ||
    typeof id !== 'string' ||
    typeof collection !== 'string' ||
    url !== undefined
  )
    return null;
  if (Object.keys(rest).some((k) => !fileAttrs.includes(k))) return null;
  const fileUrl = fileMediaUrl({ id, collection });
  return fileUrl === null ? null : { url: fileUrl, alt: text, media };
}

/** `![alt](destination)` (in a link when `link` is given), or null when the reader would not give it back. */
export function imageMarkdown(image: ImageSyntax, profile: Profile, link?: AdfMark): string | null {
  const destination = linkDestination(image.url);
  if (destination === null) return null;
  const alt = escapeText(image.alt, {
    blockStart: false,
    lineStart: false,
    lineEnd: false,
    inTable: false,
    inLinkText: true,
    pipes: false,
    brackets: true,
  });
  const bare = `![${alt}](${destination})`;
  const href = link?.attrs?.href as string | undefined;
  const title = link?.attrs?.title as string | undefined;
  const tail = link ? linkTail(href!, title) : '';
  if (tail === null) return null;
  const markdown = link ? `[${bare}${tail}` : bare;
  const [block, ...more] = readTree(markdown, profile).content ?? [];
  const media = block?.type === 'mediaSingle' && block.content?.length === 1 ? block.content[0] : undefined;
  if (more.length > 0 || media?.type !== 'media' || (media.attrs?.alt ?? '') !== image.alt) return null;
  // The reader puts the link on the media (`linkOnMedia="false"` moves it to the block after).
  return !block.marks?.length && sameLink(media.marks, link) && urlReadBack(media.attrs ?? {}, image)
    ? markdown
    : null;
}

/** The link the image reads back in is the one written around it, `href` and `title`. */
function sameLink(read: readonly AdfMark[] | undefined, link: AdfMark | undefined): boolean {
  if (!link) return !read?.length;
  const [mark, ...more] = read ?? [];
  return (
    more.length === 0 &&
    mark?.type === 'link' &&
    mark.attrs?.href === link.attrs?.href &&
    mark.attrs?.title === link.attrs?.title
  );
}

/** The reader takes a `media:` URL as a file (decoding what markdown-it percent-encoded). */
function urlReadBack(attrs: Record<string, unknown>, image: ImageSyntax): boolean {
  if (image.media.attrs?.type === 'external') return attrs.type === 'external' && attrs.url === image.url;
  const { type, id, collection } = attrs;
  if (type !== 'file' || typeof id !== 'string' || typeof collection !== 'string') return false;
  return fileMediaUrl({ id, collection }) === image.url;
}

/** The reader's own layout for an image alone in its paragraph: no directive needed for it. */
const READER_DEFAULTS = { layout: 'center' };
/** File attributes the `adf:media` directive carries. */
export const FILE_ATTRS = ['width', 'height', 'occurrenceKey', 'localId'];

/** The `adf:media` comment of an image's own attributes (a file's `type` other than `file` too), or why there is none. */
export function sizeOf(media: AdfNode, place: Place) {
  const type = media.attrs?.type === 'external' ? 'external' : 'file';
  return directiveFor(media, place.settings, {
    syntaxAttrs: ['url', 'alt', 'id', 'collection'],
    defaults: { type },
  });
}

/** The marks of an image alone in its paragraph: none, or one link around it. */
function linkOf(node: AdfNode): { link?: AdfMark } | null {
  const marks = node.marks ?? [];
  if (marks.length === 0) return {};
  const link =
    marks.length === 1 && marks[0]?.type === 'link' ? MARK_SYNTAX.get('link')!.canonical(marks[0]) : null;
  return link && sameValue(link, marks[0]) ? { link } : null;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A link on the image itself (`media`) rather than on the block, as the current editors write it. */
function ownLink(node: AdfNode): { media: AdfNode; link: AdfMark } | null {
  const media = node.content?.[0];
  const marks = media?.marks ?? [];
  if (node.marks?.length || marks.length !== 1 || !media) return null;
  const link = linkOf(media);
  const { marks: _link, ...bare } = media;
  return link?.link ? { media: bare, link: link.link } : null;
}

/** A caption: the registry's `adf:caption` directive, then its text as a paragraph. */
function captionOf(caption: AdfNode, place: Place): Rendered | null {
  if (caption.type !== 'caption' || !caption.content?.length) return null;
  const directive = directiveFor({ ...caption, content: undefined }, place.settings, { always: true });
  const written = writePhrasing({ settings: place.settings, container: 'paragraph', nodes: caption.content });
  if (!directive.ok || !written) return null;
  return withLineBefore(directive.comment, leaf(written.lines, written.notes));
}

export const mediaSingle: BlockHandler = (node, place) => {
  const content = node.content ?? [];
  const caption = content.length === 2 ? captionOf(content[1], place) : undefined;
  if (caption === null) return asNode('the caption has no Markdown form');
  const own = ownLink(node);
  const marks = own ? { link: own.link } : linkOf(node);
  const media = own ? own.media : content[0];
  const image = content.length === (caption ? 2 : 1) && marks ? imageOf(media, FILE_ATTRS) : null;
  if (!image) return asNode('only an image alone in its paragraph has Markdown syntax');
  if (node.attrs !== undefined && node.attrs.layout === undefined) return asNode('an image without layout');
  // The reader sets the layout; a block without attributes says so, a link on the block too.
  const attrs = {
    ...(node.attrs ?? { layoutOmitted: true }),
    ...(!own && marks?.link ? { linkOnMedia: false } : {}),
  };
  const directive = directiveFor({ ...node, attrs, marks: undefined }, place.settings, {
    defaults: READER_DEFAULTS,
  });
  if (!directive.ok) return asNode(directive.reason);
  const size = sizeOf(image.media, place);
  if (!size.ok) return asNode(size.reason);
  const markdown = imageMarkdown(image, place.settings.profile, marks?.link);
  if (markdown === null) return asNode('the image does not read back the same');
  const written = withLineBefore(directive.comment, withLineBefore(size.comment, leaf([markdown])));
  return caption ? stack([written, caption]) : written;
};
