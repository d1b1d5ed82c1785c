import { tokenize } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler } from '../handler.js';
import { escapeText } from '../inline/escape.js';
import { linkDestination } from '../inline/link.js';
import { leaf, withLineBefore } from '../rendered.js';
import { wellFormed } from '../shape.js';
import { directiveFor } from '../directives.js';

/**
 * An external image alone in its paragraph: `![alt](url)`, the shape the forward direction
 * builds (media `type: external`), with the registry's `adf:mediaSingle` directive for a
 * layout other than `center` and a width. Anything else (file media, captions) is a node. The image is read back to prove it (the reader
 * normalises URLs; one it would change cannot be written as Markdown).
 */
function externalImage(node: AdfNode): { url: string; alt: string } | null {
  if (node.marks?.length || node.content?.length !== 1) return null;
  const media = node.content[0];
  if (!wellFormed(media)) return null;
  const keys = Object.keys(media ?? {});
  if (media?.type !== 'media' || keys.some((k) => k !== 'type' && k !== 'attrs')) return null;
  const { type, url, alt, ...rest } = media.attrs ?? {};
  if (type !== 'external' || typeof url !== 'string' || Object.keys(rest).length > 0) return null;
  if (alt !== undefined && (typeof alt !== 'string' || alt === '')) return null;
  return { url, alt: (alt as string | undefined) ?? '' };
}

function plainText(children: ReturnType<typeof tokenize>): string {
  return children.map((t) => (t.type === 'text' || t.type === 'code_inline' ? t.content : '\u0000')).join('');
}

function readsBack(markdown: string, url: string, alt: string): boolean {
  const tokens = tokenize(markdown);
  const image = tokens.length === 3 && tokens[1].children?.length === 1 ? tokens[1].children[0] : undefined;
  return image?.type === 'image' && image.attrGet('src') === url && plainText(image.children ?? []) === alt;
}

/** The reader's own layout for an image alone in its paragraph: no directive needed for it. */
const READER_DEFAULTS = { layout: 'center' };

export const mediaSingle: BlockHandler = (node, place) => {
  const image = externalImage(node);
  if (!image) return asNode('only an external image alone in its paragraph has Markdown syntax');
  if (node.attrs?.layout === undefined) return asNode('an image without layout');
  const directive = directiveFor(node, place.settings, { defaults: READER_DEFAULTS });
  if (!directive.ok) return asNode(directive.reason);
  const destination = linkDestination(image.url);
  const alt = escapeText(image.alt, {
    blockStart: false,
    lineStart: false,
    lineEnd: false,
    inTable: false,
    inLinkText: true,
    pipes: false,
    brackets: true,
  });
  const markdown = destination === null ? null : `![${alt}](${destination})`;
  if (markdown === null || !readsBack(markdown, image.url, image.alt)) {
    return asNode('the image does not read back the same');
  }
  return withLineBefore(directive.comment, leaf([markdown]));
};
