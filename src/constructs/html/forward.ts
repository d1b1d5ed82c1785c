import type { ForwardPart } from '../../engine/parts.js';
import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { addBlock } from '../../convert/blocks/handler.js';
import { rawHtml } from '../../convert/blocks/html-block.js';
import { type Locator, lineAt, lineStarts, locator } from '../../convert/locate.js';
import type { Position } from '../../diagnostics/sink.js';
import { htmlText, isBlank } from '../../directives/tokens.js';
import { type HtmlElement, parseHtml } from './parse.js';
import { alignmentOf } from './tags.js';
import { alignBlock } from './nodes.js';
import { HOLDERS, type HtmlSource, settle, walkHtml } from './walk.js';
import { layoutHtmlTable } from './table-grid.js';
import { htmlConstruct } from './index.js';
import { nestIn } from '../expand/forward.js';

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
  if (breaksOnly(ctx, token, text)) return;
  // Regions, elements and the rest apart in functions of their own: most HTML blocks have none
  // open and leave none open, so V8 compiles htmlBlock without the code that keeps them.
  const regions = openRegions(ctx);
  const context = regions.length > 0 ? reenter(ctx, regions) : NO_REGIONS;
  const root = parseHtml(text, context.length > 0 ? startTags(context) : '');
  if (!shows(root) && !isBlank(text, 0, text.length)) {
    // A processing instruction, a declaration, CDATA: no element and no text, kept as written.
    rawHtml(ctx, token, text, offset);
    return;
  }
  const source = new BlockSource(ctx, token, offset, context, root);
  walkHtml(source, root, undefined);
  // The elements still open at the end stay open for the next HTML block in the same container.
  if (lastOpen(root)) keepOpen(ctx, regions, context, root, source);
}

/**
 * A line of `<br>` alone is the paragraph of breaks the writer writes for one (a backslash
 * break cannot end a paragraph); as a block of its own it takes the directive before it.
 */
function breaksOnly(ctx: ConvertContext, token: Token, text: string): boolean {
  const trimmed = text.trim();
  if (!BREAKS_ONLY.test(trimmed)) return false;
  // Pushed into a literal: an array `map` makes in optimized code has holes in V8's eyes,
  // another shape for the fit pass, whose compiled code it threw away.
  const content: AdfNode[] = [];
  for (let at = trimmed.indexOf('<'); at >= 0; at = trimmed.indexOf('<', at + 1))
    content.push({ type: 'hardBreak' });
  addBlock(ctx, { type: 'paragraph', content }, token);
  return true;
}

const NO_REGIONS: readonly Region[] = [];

/**
 * The regions open in this container, the blocks Markdown gave since gathered into them, taken
 * from `regions` (this block's HTML closes them or leaves them open again); the regions of other
 * containers stay for their own next HTML block (an expand's one-line HTML between a `<div>` and
 * its `</div>`). A loop into a literal: lists made by filter and map start empty in another shape
 * than they end, and htmlBlock's compiled code was thrown away when the first open region came.
 */
function reenter(ctx: ConvertContext, regions: Region[]): Region[] {
  const context: Region[] = [];
  let kept = 0;
  for (const region of regions)
    if (region.parent === ctx.current) context.push(region);
    else regions[kept++] = region;
  regions.length = kept;
  gather(ctx, context);
  return context;
}

/** The start tags of the regions, for the parser to open first. */
function startTags(context: readonly Region[]): string {
  let tags = '';
  for (const region of context) tags += `<${region.name}>`;
  return tags;
}

/** The elements the HTML left open, from the outermost: regions for the next HTML block in this container. */
function keepOpen(
  ctx: ConvertContext,
  regions: Region[],
  context: readonly Region[],
  root: HtmlElement,
  source: BlockSource,
): void {
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
      node: source.made.get(element),
      closed: false,
    };
    regions.push(region);
    if (region.node) ctx.later(() => region.closed || settleOpen(ctx, region.node!));
  }
}

/**
 * One HTML block as the walk sees it: where its offsets are in the document, and the regions
 * earlier blocks left open. A class, not an object of closures made per block: the walk's calls
 * then meet one function each, and V8 keeps its optimized code (closures new in each block
 * were measured to throw walkHtml's compiled code away, to compile it again a few passes later).
 */
class BlockSource implements HtmlSource {
  readonly ctx: ConvertContext;
  readonly warned = new Set<string>();
  /** The elements still open at the end, with the table, list or quote node each made. */
  readonly made = new Map<HtmlElement, AdfNode>();
  private readonly token: Token;
  private readonly offset: number;
  private readonly context: readonly Region[];
  private readonly root: HtmlElement;
  private readonly locateIn: Locator;
  private starts: number[] | undefined = undefined;

  constructor(
    ctx: ConvertContext,
    token: Token,
    offset: number,
    context: readonly Region[],
    root: HtmlElement,
  ) {
    this.ctx = ctx;
    this.token = token;
    this.offset = offset;
    this.context = context;
    this.root = root;
    this.locateIn = locator(ctx, token.map![0], token.content);
  }

  locate(at: number): Position {
    return this.locateIn(this.offset + at);
  }

  line(at: number): number {
    this.starts ??= lineStarts(this.token.content);
    return this.token.map![0] + lineAt(this.starts, this.offset + Math.max(at, 0));
  }

  regionAlign(element: HtmlElement): 'center' | 'end' | undefined {
    return regionOf(this.context, this.root, element)?.align;
  }

  regionClosed(element: HtmlElement): void {
    const region = regionOf(this.context, this.root, element);
    if (!region) return;
    region.closed = true;
    alignSince(this.ctx, region);
  }

  regionNode(element: HtmlElement): AdfNode | undefined {
    return regionOf(this.context, this.root, element)?.node;
  }

  leftOpen(element: HtmlElement, node: AdfNode): void {
    this.made.set(element, node);
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
  for (const node of moved) nestIn(holder, node);
  holder.content = holder.content ? holder.content.concat(moved) : moved;
}

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
  const known = REGIONS.get(ctx);
  if (known) return known;
  const regions: Region[] = [];
  REGIONS.set(ctx, regions);
  return regions;
}

/** Whether the HTML holds an element or text that is not blank. */
function shows(root: HtmlElement): boolean {
  for (const child of root.children)
    if (typeof child === 'object' || !isBlank(child, 0, child.length)) return true;
  return false;
}

function lastOpen(element: HtmlElement): HtmlElement | undefined {
  const last = element.children.at(-1);
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
