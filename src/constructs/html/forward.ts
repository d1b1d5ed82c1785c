import type { Token } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { addBlock } from '../../convert/blocks/handler.js';
import { rawHtml } from '../../convert/blocks/html-block.js';
import { lineAt, lineStarts, locator } from '../../convert/locate.js';
import { htmlText, isBlank } from '../../directives/tokens.js';
import { type HtmlElement, parseHtml } from './parse.js';
import { alignmentOf } from './tags.js';
import { alignBlock } from './nodes.js';
import { type HtmlSource, walkHtml } from './walk.js';

/**
 * An HTML block (markdown-it's `html_block`, its comments and `<details>` tags already tokens of
 * their own): read by htmlparser2, mapped to ADF (walk.ts). HTML that markdown-it splits into
 * several blocks (`<div align="center">`, a blank line, Markdown, `</div>`) keeps its elements
 * open from one block to the next: the next HTML block is read inside them, so its closing tag
 * closes them, and an alignment they give applies to every block between.
 */
/** A line of `<br>` tags only, which CommonMark reads as an HTML block. */
const BREAKS_ONLY = /^(?:<br\s*\/?>[ \t]*)+$/i;

export function htmlBlock(token: Token, ctx: ConvertContext): void {
  const { text, offset } = htmlText(token);
  // A line of `<br>` alone is the paragraph of breaks the writer writes for one (a backslash
  // break cannot end a paragraph); as a block of its own it takes the directive before it.
  const trimmed = text.trim();
  if (BREAKS_ONLY.test(trimmed)) {
    const content = (trimmed.match(/<br/gi) ?? []).map((): AdfNode => ({ type: 'hardBreak' }));
    addBlock(ctx, { type: 'paragraph', content }, token);
    return;
  }
  const regions = openRegions(ctx);
  const context = regions.filter((region) => region.parent === ctx.current);
  const root = parseHtml(
    text,
    context.map((region) => region.name),
  );
  const shows = root.children.some((child) => typeof child === 'object' || !isBlank(child, 0, child.length));
  if (!shows && !isBlank(text, 0, text.length)) {
    // A processing instruction, a declaration, CDATA: no element and no text, kept as written.
    rawHtml(ctx, token, text, offset);
    return;
  }
  const locate = locator(ctx, token.map![0], token.content);
  let starts: number[] | undefined;
  const source: HtmlSource = {
    ctx,
    locate: (at) => locate(offset + at),
    line: (at) => {
      starts ??= lineStarts(token.content);
      return token.map![0] + lineAt(starts, offset + Math.max(at, 0));
    },
    warned: new Set(),
    regionAlign: (element) => regionOf(context, root, element)?.align,
    regionClosed: (element) => {
      const region = regionOf(context, root, element);
      if (region) alignSince(ctx, region);
    },
  };
  walkHtml(source, root, undefined);
  // The elements still open at the end stay open for the next HTML block in the same container.
  regions.length = 0;
  let align = context.length > 0 ? context[context.length - 1].align : undefined;
  for (let element = lastOpen(root); element; element = lastOpen(element)) {
    const continued = element.at < 0 ? regionOf(context, root, element) : undefined;
    if (continued) {
      regions.push(continued);
      continue;
    }
    if (element.at >= 0)
      align =
        alignmentOf(element.attrs.align, element.attrs.style) ??
        (element.name === 'center' ? 'center' : align);
    regions.push({ name: element.name, align, parent: ctx.current, start: ctx.current.content?.length ?? 0 });
  }
}

interface Region {
  name: string;
  align: 'center' | 'end' | undefined;
  /** The container its blocks go into, and how many it held when the region opened. */
  parent: AdfNode;
  start: number;
}

const REGIONS = new WeakMap<ConvertContext, Region[]>();

function openRegions(ctx: ConvertContext): Region[] {
  const regions = REGIONS.get(ctx) ?? [];
  REGIONS.set(ctx, regions);
  return regions;
}

function lastOpen(element: HtmlElement): HtmlElement | undefined {
  const last = element.children[element.children.length - 1];
  return typeof last === 'object' && last.open ? last : undefined;
}

/** The region a re-opened element stands for: the elements given as context nest in order from the root. */
function regionOf(context: readonly Region[], root: HtmlElement, element: HtmlElement): Region | undefined {
  let depth = 0;
  for (
    let node = root.children[0];
    typeof node === 'object' && node.at < 0;
    node = node.children[0], depth++
  ) {
    if (node === element) return context[depth];
  }
  return undefined;
}

/** The blocks Markdown gave between the tags take the region's alignment, as they do on GitHub. */
function alignSince(ctx: ConvertContext, region: Region): void {
  if (!region.align || ctx.current !== region.parent) return;
  const content = region.parent.content ?? [];
  for (let i = region.start; i < content.length; i++) {
    const node = content[i];
    if ((node.type !== 'paragraph' && node.type !== 'heading') || node.marks?.length || node.attrs?.textAlign)
      continue;
    alignBlock(ctx, node, region.align, ctx.positionOf(node));
  }
}
