import { tokenize } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import { asNode, type BlockHandler } from '../handler.js';
import { escapeText } from '../inline/escape.js';
import { linkDestination } from '../inline/link.js';
import { leaf } from '../rendered.js';

/**
 * An external image alone in its paragraph: `![alt](url)`, exactly the shape the forward
 * direction builds (`layout: center`, media `type: external`). Anything else (file media,
 * sizes, other layouts) travels as a node. The image is read back to prove it (the reader
 * normalises URLs; one it would change cannot be written as Markdown).
 */
function externalImage(node: AdfNode): { url: string; alt: string } | null {
  const attrs = node.attrs ?? {};
  if (Object.keys(attrs).length !== 1 || attrs.layout !== 'center' || node.marks?.length) return null;
  if (node.content?.length !== 1) return null;
  const media = node.content[0];
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

export const mediaSingle: BlockHandler = (node) => {
  const image = externalImage(node);
  if (!image) return asNode('only an external image alone in its paragraph has Markdown syntax');
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
  return leaf([markdown]);
};
