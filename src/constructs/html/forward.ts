import type { ForwardPart } from '../../engine/parts.js';
import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { addBlock } from '../../convert/blocks/handler.js';
import { rawHtml } from '../../convert/blocks/html-block.js';
import { lineAt, lineStarts, locator } from '../../convert/locate.js';
import { htmlText, isBlank } from '../../directives/tokens.js';
import { type HtmlElement, parseHtml } from './parse.js';
import { alignmentOf } from './tags.js';
import { alignBlock } from './nodes.js';
import { type HtmlSource, settle, walkHtml } from './walk.js';
import { layoutHtmlTable } from './table-grid.js';
import { htmlConstruct } from './index.js';

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
  gather(ctx, context);
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
      if (!region) return;
      region.closed = true;
      alignSince(ctx, region);
    },
    regionNode: (element) => regionOf(context, root, element)?.node,
    leftOpen: (element, node) => made.set(element, node),
  };
  const made = new Map<HtmlElement, AdfNode>();
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
    const region: Region = {
      name: element.name,
      align,
      parent: ctx.current,
      start: ctx.current.content?.length ?? 0,
      node: made.get(element),
      closed: false,
    };
    regions.push(region);
    if (region.node) ctx.later(() => region.closed || settleOpen(ctx, region.node!));
  }
}

/**
 * The blocks Markdown gave since the last HTML block, while a table cell, list item or quote it
 * left open is open (`<td>`, a blank line, Markdown, a blank line, `</td>`): they go into it, as
 * GitHub shows them, so the table, list or quote stays one node.
 */
function gather(ctx: ConvertContext, context: readonly Region[]): void {
  const outer = context.find((region) => region.node);
  let holder: AdfNode | undefined;
  for (const region of context) if (region.node && HOLDERS.has(region.node.type)) holder = region.node;
  if (!outer || !holder) return;
  const siblings = ctx.current.content ?? [];
  const at = siblings.lastIndexOf(outer.node!);
  if (at < 0 || at === siblings.length - 1) return;
  const moved = siblings.splice(at + 1);
  holder.content = holder.content ? holder.content.concat(moved) : moved;
}

const HOLDERS = new Set(['tableCell', 'tableHeader', 'listItem', 'blockquote']);

/** A table, list or quote whose closing tag never came: made whole where the document ends. */
function settleOpen(ctx: ConvertContext, node: AdfNode): void {
  if (node.type === 'table') layoutHtmlTable(ctx, node, ctx.positionOf(node));
  else settle(ctx, node);
}

interface Region {
  name: string;
  align: 'center' | 'end' | undefined;
  /** The container its blocks go into, and how many it held when the region opened. */
  parent: AdfNode;
  start: number;
  /** The ADF node it made (a table, row, cell, list, item or quote), filled on by the blocks up to its closing tag. */
  node: AdfNode | undefined;
  closed: boolean;
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

export const htmlForward: ForwardPart = { construct: htmlConstruct, blockTokens: { html_block: htmlBlock } };
