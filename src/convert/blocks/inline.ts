import type { Token } from '../../markdown/types.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { convertInline } from '../inline/index.js';
import { mediaAttrs } from '../media-attrs.js';
import { plainText } from '../../constructs/media/image.js';
import { linkMarkOf } from '../../constructs/link/mark.js';
import type { BlockHandler } from './handler.js';
import { htmlParagraph } from '../../constructs/html/inline.js';

/** The inline content of the innermost block: a paragraph, a heading, or a table cell's paragraph. */
export const inline: BlockHandler = (token, ctx) => {
  const block = ctx.current;
  const cell = cellOf(ctx);
  const line = token.map?.[0] ?? ctx.row.line;
  let searchFrom = 0;
  if (cell) {
    // markdown-it gives `a|b` for a cell's `a\|b`: such a text can only be found across a cell
    // boundary, and a search that fails reads the rest of the row, once per cell.
    const found = token.content.includes('|')
      ? -1
      : ctx.lines.line(line).indexOf(token.content, ctx.row.cursor);
    searchFrom = found < 0 ? ctx.row.cursor : found;
    ctx.row.cursor = searchFrom + token.content.length;
  }
  const children = token.children ?? NO_TOKENS;
  // Read once: blocks come in many shapes, so each read of a block's field is a slow lookup.
  // A directive's block that does not apply becomes a paragraph again.
  let type = block.type;
  if (type === 'mediaGroup') {
    if (toMediaGroup(ctx, block, children)) return;
    type = block.type;
  } else if (type === 'blockCard' || type === 'embedCard') {
    if (toCard(ctx, block, children)) return;
    type = block.type;
  }
  const image = cell || type !== 'paragraph' ? undefined : loneImage(children);
  if (image) {
    toMediaSingle(ctx, block, String(image.attrGet('src') ?? ''), plainText(image.children ?? []));
    // On the image itself, the one place both the official schema and the editor's take it
    // (the editor refuses a link on `mediaSingle`); `adf:mediaSingle linkOnMedia="false"` moves it.
    const link = linkAround(ctx, children);
    if (link) block.content![0].marks = [link];
    if (image.attrGet('title')) {
      ctx.report(
        'image-title-dropped',
        'ADF media has no title; the image title is dropped',
        ctx.positionOf(block),
      );
    }
    return;
  }
  if (type === 'paragraph' && !cell && htmlParagraph(ctx, block, token)) return;
  block.content = convertInline(ctx, token, line, searchFrom, cell);
  // Tags that show nothing (`<a name="top"></a>`) make no paragraph, as `<div id="top"></div>` makes none.
  if (
    type === 'paragraph' &&
    !cell &&
    block.content.length === 0 &&
    children.every((t) => t.type === 'html_inline')
  )
    ctx.stack.at(-2)!.content!.pop();
  if (type === 'paragraph' && ctx.options.smartLinks) toSmartLink(block, children);
};

const NO_TOKENS: readonly Token[] = [];

/**
 * The image alone in a paragraph, or alone in a link alone in it (`[![alt](src)](url)`, an
 * image that links somewhere: `mediaSingle` takes a link mark).
 */
function loneImage(children: readonly Token[]): Token | undefined {
  if (children.length === 1) return children[0].type === 'image' ? children[0] : undefined;
  // Indexed, not destructured: this runs for every paragraph, and destructuring iterates.
  if (children.length !== 3) return undefined;
  const open = children[0];
  const image = children[1];
  const plainLink =
    open.type === 'link_open' &&
    open.markup !== 'linkify' &&
    !String(open.attrGet('href') ?? '').startsWith('mention:');
  return plainLink && image.type === 'image' && children[2].type === 'link_close' ? image : undefined;
}

/** The link mark of a linked lone image (the caller's `resolveLink` may answer other link attributes). */
function linkAround(ctx: ConvertContext, children: readonly Token[]): AdfMark | undefined {
  const open = children[0];
  if (open.type !== 'link_open') return undefined;
  const href = String(open.attrGet('href') ?? '');
  const answer = ctx.options.resolveLink?.(href);
  // A card answer does not apply: the link shows an image, not its URL.
  return answer && !('inlineCard' in answer)
    ? linkMarkOf(answer.href, answer.title ?? null)
    : linkMarkOf(href, open.attrGet('title'));
}

/** With `smartLinks`, a bare URL alone in its paragraph is a smart link card. */
function toSmartLink(paragraph: AdfNode, children: readonly Token[]): void {
  const [open, , close] = children;
  const bare = open?.type === 'link_open' && (open.markup === 'linkify' || open.markup === 'autolink');
  if (!bare || close?.type !== 'link_close' || children.length !== 3) return;
  const [only] = paragraph.content ?? [];
  const link = only?.marks?.length === 1 ? only.marks[0] : undefined;
  if (paragraph.content?.length !== 1 || only.type !== 'text' || link?.type !== 'link') return;
  paragraph.content = [{ type: 'inlineCard', attrs: { url: link.attrs?.href } }];
}

/**
 * The GFM table cell (one line of inline content) the inline content stands directly in, not a
 * cell made of a quote. A node on the stack is open, and the only GFM cell open is the last one.
 */
function cellOf(ctx: ConvertContext): AdfNode | undefined {
  const parent = ctx.stack[ctx.stack.length - 2];
  return parent !== undefined && parent === ctx.row.cell ? parent : undefined;
}

/**
 * An image alone in its paragraph is a media block: the paragraph becomes `mediaSingle`. The
 * caller's `resolveImage` may answer the media attributes (an uploaded file's id).
 */
function toMediaSingle(ctx: ConvertContext, block: AdfNode, url: string, alt: string): void {
  const attrs = mediaAttrs(ctx, url);
  if (alt !== '' && attrs.alt === undefined) attrs.alt = alt;
  block.type = 'mediaSingle';
  delete block.content;
  delete block.attrs;
  block.attrs = { layout: 'center' };
  block.content = [{ type: 'media', attrs }];
}

/**
 * A paragraph the `adf:mediaGroup` directive made a group: its images, and only images
 * (blanks between them aside), are the group's media. Anything else keeps it a paragraph.
 */
function toMediaGroup(ctx: ConvertContext, block: AdfNode, children: readonly Token[]): boolean {
  const images = children.filter((t) => t.type === 'image');
  const blank = (t: Token) => t.type === 'softbreak' || (t.type === 'text' && t.content.trim() === '');
  if (images.length === 0 || !children.every((t) => t.type === 'image' || blank(t))) {
    block.type = 'paragraph';
    ctx.report(
      'dangling-directive',
      '`adf:mediaGroup` applies to nothing: the paragraph after it holds more than images; it stays a paragraph',
      ctx.positionOf(block),
    );
    return false;
  }
  block.content = images.map((image) => {
    const attrs = mediaAttrs(ctx, String(image.attrGet('src') ?? ''));
    const alt = plainText(image.children ?? []);
    if (alt !== '' && attrs.alt === undefined) attrs.alt = alt;
    return { type: 'media', attrs };
  });
  return true;
}

/**
 * A paragraph `adf:blockCard` or `adf:embedCard` made a card: it must hold one link (a bare URL
 * is one), whose URL the card shows. Anything else keeps it a paragraph.
 */
function toCard(ctx: ConvertContext, block: AdfNode, children: readonly Token[]): boolean {
  const [open, , close] = children;
  const url = open?.type === 'link_open' ? String(open.attrGet('href') ?? '') : '';
  if (children.length !== 3 || close?.type !== 'link_close' || url === '') {
    ctx.report(
      'dangling-directive',
      `\`adf:${block.type}\` applies to nothing: the paragraph after it is not one link; it stays a paragraph`,
      ctx.positionOf(block),
    );
    block.type = 'paragraph';
    delete block.attrs;
    return false;
  }
  if (block.attrs?.data !== undefined) {
    // The official schema gives a card a URL or data, never both: the URL after it wins.
    delete block.attrs.data;
    ctx.report(
      'attribute-dropped',
      `\`data\` of \`adf:${block.type}\` applies only to a card standing alone; the card has the URL after it, its data is dropped`,
      ctx.positionOf(block),
    );
  }
  block.attrs = { url, ...block.attrs };
  delete block.content;
  return true;
}
