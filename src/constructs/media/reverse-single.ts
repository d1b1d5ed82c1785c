import { fileMediaUrl, parseFileMediaUrl } from '../../adf/file-media.js';
import { tokenize } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import { directiveFor } from '../../reverse/directives.js';
import { asNode, type BlockHandler } from '../../reverse/handler.js';
import { escapeText } from '../../reverse/inline/escape.js';
import { linkDestination } from '../../reverse/inline/link.js';
import { leaf, withLineBefore } from '../../reverse/rendered.js';
import { wellFormed } from '../../reverse/shape.js';

/**
 * An image alone in its paragraph: `![alt](url)` for external media (the shape the forward
 * direction builds), `![alt](media:COLLECTION/ID)` for a file (an attachment), with the
 * registry's `adf:mediaSingle` directive for a layout other than `center` and a width, and
 * `adf:media` for the file's size. Anything else (captions, links on the image) is a node. The
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
    if (
      typeof url !== 'string' ||
      id !== undefined ||
      collection !== undefined ||
      Object.keys(rest).length > 0
    )
      return null;
    return { url, alt: text, media };
  }
  if (type !== 'file' || typeof id !== 'string' || typeof collection !== 'string' || url !== undefined)
    return null;
  if (Object.keys(rest).some((k) => !fileAttrs.includes(k))) return null;
  const fileUrl = fileMediaUrl({ id, collection });
  return fileUrl === null ? null : { url: fileUrl, alt: text, media };
}

function plainText(children: ReturnType<typeof tokenize>): string {
  return children.map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : '\u0000')).join('');
}

/** `![alt](destination)`, or null when the reader would not give back this URL and alt. */
export function imageMarkdown(image: ImageSyntax): string | null {
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
  const markdown = `![${alt}](${destination})`;
  const tokens = tokenize(markdown);
  const token = tokens.length === 3 && tokens[1].children?.length === 1 ? tokens[1].children[0] : undefined;
  if (token?.type !== 'image' || plainText(token.children ?? []) !== image.alt) return null;
  return urlReadBack(String(token.attrGet('src') ?? ''), image) ? markdown : null;
}

/** The reader takes a `media:` URL as a file (decoding what markdown-it percent-encoded). */
function urlReadBack(src: string, image: ImageSyntax): boolean {
  const file = parseFileMediaUrl(src);
  if (image.media.attrs?.type !== 'file') return file === null && src === image.url;
  return file !== null && fileMediaUrl(file) === image.url;
}

/** The reader's own layout for an image alone in its paragraph: no directive needed for it. */
const READER_DEFAULTS = { layout: 'center' };
/** File attributes the `adf:media` directive carries. */
const FILE_ATTRS = ['width', 'height', 'occurrenceKey'];

export const mediaSingle: BlockHandler = (node, place) => {
  const image =
    node.content?.length === 1 && !node.marks?.length ? imageOf(node.content[0], FILE_ATTRS) : null;
  if (!image) return asNode('only an image alone in its paragraph has Markdown syntax');
  if (node.attrs?.layout === undefined) return asNode('an image without layout');
  const directive = directiveFor(node, place.settings, { defaults: READER_DEFAULTS });
  if (!directive.ok) return asNode(directive.reason);
  const size = directiveFor(image.media, place.settings, {
    syntaxAttrs: ['type', 'url', 'alt', 'id', 'collection'],
  });
  if (!size.ok) return asNode(size.reason);
  const markdown = imageMarkdown(image);
  if (markdown === null) return asNode('the image does not read back the same');
  return withLineBefore(directive.comment, withLineBefore(size.comment, leaf([markdown])));
};
