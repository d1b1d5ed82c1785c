import type { AdfMark, AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { claimDirectives } from '../../convert/directives.js';
import { Block, BlockWithAttrs } from '../../convert/plain.js';
import { alignBlock, alignment, cell, codeBlock, inlineMark, scriptUrl } from './nodes.js';
import { attr, type HtmlElement } from './parse.js';
import { addText, type HtmlPlace, type RunItem, runBlock, withMark } from './run.js';
import { layoutHtmlTable } from './table-grid.js';
import { alignmentOf, markOf, roleOf } from './tags.js';

/** Where the walk reports: the position of an offset in the HTML, once per tag name a warning. */
export interface HtmlSource extends HtmlPlace {
  ctx: ConvertContext;
  line(offset: number): number;
  warned: Set<string>;
  /** The alignment of an element an earlier block left open; called when its closing tag comes. */
  regionAlign(element: HtmlElement): Align;
  regionClosed(element: HtmlElement): void;
  /** The table, row, cell, list, item or quote an element an earlier block left open made, to go on filling. */
  regionNode(element: HtmlElement): AdfNode | undefined;
  /** A table, row, cell, list, item or quote still open when the HTML ends: the blocks up to its closing tag go in it. */
  leftOpen(element: HtmlElement, node: AdfNode): void;
}

type Align = 'center' | 'end' | undefined;

/**
 * What the end of a frame's element does: `block` ends its run (a paragraph); `container`
 * closes its node on the converter's stack; `heading` makes the heading of its run; `quote`
 * adds the closing quotation mark of a `<q>`.
 */
type End = 'block' | 'container' | 'heading' | 'quote';

/**
 * One open element of the walk. Data only, no closures: with a closure made per element (what
 * its end does, where its position is), each document's parse tree and frames were measured to
 * outlive young-generation collections, promoted to the old generation to die only at a full
 * collection (docs/performance.md, "Closures in the HTML walk").
 */
interface Frame {
  element: HtmlElement;
  /** How many of the element's children were walked. */
  i: number;
  marks: readonly AdfMark[];
  align: Align;
  /** The frame of the block whose run of inline content this frame's text goes into (itself for a block). */
  owner: Frame;
  run: RunItem[];
  end: End | undefined;
  /** A container's node. */
  node: AdfNode | undefined;
  /** Stands for an element an earlier HTML block left open (forward.ts), told when it closes. */
  region: boolean;
}

/** One walk's state, passed to the functions below. */
interface Walk {
  source: HtmlSource;
  ctx: ConvertContext;
  frames: Frame[];
  /** Among Markdown text (walkInline): elements that would make blocks give their content alone, to the one run. */
  inline: boolean;
}

/**
 * Maps the HTML's elements to ADF blocks, appended to the converter's open container as the
 * Markdown's blocks are (containers opened and closed, so each is checked as it closes): an
 * explicit stack of frames, one per open element. `align` is the alignment the HTML stands in
 * (an HTML block inside `<div align="center">` … `</div>`).
 */
export function walkHtml(source: HtmlSource, root: HtmlElement, align: Align): void {
  walkFrom({ source, ctx: source.ctx, frames: [], inline: false }, root, align);
}

/**
 * The inline content of HTML tags among Markdown text (a paragraph of tags with an image,
 * inline.ts): the same walk, with the elements that would make blocks read for their content.
 */
export function walkInline(source: HtmlSource, root: HtmlElement): RunItem[] {
  return walkFrom({ source, ctx: source.ctx, frames: [], inline: true }, root, undefined).run;
}

/** The walk from `root`; its frame, whose run holds what no block took. */
function walkFrom(walk: Walk, root: HtmlElement, align: Align): Frame {
  const { source, ctx, frames } = walk;
  const top = push(walk, root, undefined, [], align, true);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.i >= frame.element.children.length) {
      frames.pop();
      if (frame.end) endFrame(walk, frame);
      else if (frames.length === 0 && !walk.inline) flush(walk, frame);
      continue;
    }
    const child = frame.element.children[frame.i++];
    if (typeof child === 'string') {
      addText(frame.owner.run, child, frame.marks);
      // Marks that may not combine (code in bold): a drop points at the innermost tag.
      if (frame.marks[1]) ctx.placeAt(frame.owner.run.at(-1) as AdfNode, source.locate(frame.element.at));
      continue;
    }
    const name = child.name;
    if (child.at < 0) {
      // An element an earlier HTML block left open (forward.ts): the HTML up to its closing tag is inside it.
      const node = source.regionNode(child);
      let inner: Frame;
      if (node) {
        // Its table, list or quote takes what this block adds, as one node.
        flush(walk, frame);
        ctx.stack.push(node);
        inner = enter(walk, node, child, frame, frame.align);
      } else inner = block(walk, child, frame, frame.align);
      inner.align = source.regionAlign(child);
      inner.region = true;
      continue;
    }
    const own =
      alignmentOf(attr(child, 'align'), attr(child, 'style')) ?? (name === 'center' ? 'center' : undefined);
    const align = own ?? frame.align;
    const role = roleOf(name);
    if (role === undefined || role === 'dropped') {
      source.warned.has(name) || warn(source, child);
      if (role === undefined) push(walk, child, frame, frame.marks, frame.align);
      continue;
    }
    if (role === 'silent') continue;
    if (role === 'mark' || role === 'inline') {
      const mark = role === 'mark' ? markOf(name) : inlineMark(child);
      if (mark?.type === 'link') scriptUrl(ctx, attr(child, 'href'), source.locate(child.at));
      const inner = push(walk, child, frame, mark ? marksWith(frame.marks, mark) : frame.marks, frame.align);
      if (name === 'q') {
        addText(frame.owner.run, '\u201c', frame.marks);
        inner.end = 'quote';
      }
      continue;
    }
    if (walk.inline && name !== 'br' && name !== 'img') {
      push(walk, child, frame, frame.marks, frame.align);
      continue;
    }
    switch (name) {
      case 'br':
        frame.owner.run.push(ctx.placeAt({ type: 'hardBreak' }, source.locate(child.at)));
        break;
      case 'img':
        scriptUrl(ctx, attr(child, 'src'), source.locate(child.at));
        frame.owner.run.push({ image: child, marks: frame.marks });
        break;
      case 'hr':
        flush(walk, frame);
        leaf(ctx, { type: 'rule' }, source.line(child.at));
        break;
      case 'pre':
        flush(walk, frame);
        leaf(ctx, codeBlock(child), source.line(child.at));
        break;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flush(walk, frame);
        push(walk, child, frame, frame.marks, align, true).end = 'heading';
        break;
      case 'blockquote':
        container(walk, new Block('blockquote'), child, frame, align);
        break;
      case 'ul':
      case 'ol': {
        const start = Number.parseInt(attr(child, 'start') ?? '', 10);
        const list: AdfNode =
          name === 'ol'
            ? new BlockWithAttrs('orderedList', {
                order: Number.isSafeInteger(start) && start >= 0 ? start : 1,
              })
            : new Block('bulletList');
        container(walk, list, child, frame, align);
        break;
      }
      case 'li':
        if (isList(ctx.current.type)) container(walk, new Block('listItem'), child, frame, align);
        else block(walk, child, frame, align);
        break;
      case 'dt':
        // A term of a description list: its words in bold, a paragraph of their own.
        block(walk, child, frame, align).marks = withMark(frame.marks, termStrong());
        break;
      case 'table':
        container(walk, new Block('table'), child, frame, align);
        break;
      case 'tr':
        if (ctx.current.type === 'table') container(walk, new Block('tableRow'), child, frame, align);
        else block(walk, child, frame, align);
        break;
      case 'td':
      case 'th':
        if (ctx.current.type === 'tableRow') container(walk, cell(child), child, frame, align);
        else block(walk, child, frame, align);
        break;
      default:
        // p, div, center, section…, dl, dd: blocks of their content.
        block(walk, child, frame, align);
    }
  }
  return top;
}

/**
 * The bold of description terms' words, which mdadf adds (GitHub shows terms in bold). Code
 * inside a term goes without it: ADF combines code with no mark but a link, and a bold the HTML
 * never asked for would only be dropped again, with a warning about a loss the writer did not
 * make. One mark object per term (it goes into the document), known by identity.
 */
const TERM_STRONG = new WeakSet<AdfMark>();

function termStrong(): AdfMark {
  const mark: AdfMark = { type: 'strong' };
  TERM_STRONG.add(mark);
  return mark;
}

function marksWith(marks: readonly AdfMark[], mark: AdfMark): AdfMark[] {
  return withMark(mark.type === 'code' ? marks.filter((m) => !TERM_STRONG.has(m)) : marks, mark);
}

const NO_RUN = Object.freeze([]) as unknown as RunItem[];

function push(
  walk: Walk,
  element: HtmlElement,
  parent: Frame | undefined,
  marks: readonly AdfMark[],
  align: Align,
  own = false,
): Frame {
  const owner = own || !parent;
  // Every field in the literal, `owner` too: a field added afterwards changes the object's shape
  // and goes to storage of its own, one more allocation per element.
  const frame: Frame = {
    element,
    i: 0,
    marks,
    align,
    owner: owner ? (undefined as unknown as Frame) : parent.owner,
    // Text goes into the owner's run: an inline element's frame needs none of its own.
    run: owner ? [] : NO_RUN,
    end: undefined,
    node: undefined,
    region: false,
  };
  if (owner) frame.owner = frame;
  walk.frames.push(frame);
  return frame;
}

/** The run of the block `frame`'s text goes into, made a block. */
function flush(walk: Walk, frame: Frame): void {
  const { ctx, source } = walk;
  const owner = frame.owner;
  if (owner.run.length === 0) return;
  const block = runBlock(ctx, owner.run, source);
  owner.run = [];
  if (!block) return;
  if (block.type === 'paragraph' && owner.align) block.marks = [alignment(owner.align)];
  leaf(ctx, block, source.line(owner.element.at));
}

/** A block element: its inline content is a run of its own, ended (a paragraph) when it closes. */
function block(walk: Walk, element: HtmlElement, frame: Frame, align: Align): Frame {
  flush(walk, frame);
  const inner = push(walk, element, frame, frame.marks, align, true);
  inner.end = 'block';
  return inner;
}

function container(walk: Walk, node: AdfNode, element: HtmlElement, frame: Frame, align: Align): void {
  flush(walk, frame);
  leaf(walk.ctx, node, walk.source.line(element.at), true);
  enter(walk, node, element, frame, align);
}

/** The frame of a container open on the converter's stack: closed (and made whole) when the element ends. */
function enter(walk: Walk, node: AdfNode, element: HtmlElement, frame: Frame, align: Align): Frame {
  const inner = push(walk, element, frame, frame.marks, align, true);
  inner.end = 'container';
  inner.node = node;
  return inner;
}

/** What the end of `frame`'s element does (End), and the region it stands for told that it closed. */
function endFrame(walk: Walk, frame: Frame): void {
  const element = frame.element;
  switch (frame.end) {
    case 'block':
      flush(walk, frame);
      break;
    case 'container':
      closeContainer(walk, frame);
      break;
    case 'heading':
      heading(walk.source, element, frame.run, frame.align);
      break;
    case 'quote':
      addText(frame.owner.run, '\u201d', frame.marks);
      break;
  }
  if (frame.region && !element.open) walk.source.regionClosed(element);
}

function closeContainer(walk: Walk, frame: Frame): void {
  const { ctx, source } = walk;
  const { element } = frame;
  const node = frame.node!;
  flush(walk, frame);
  if (element.open) {
    // Left open for the blocks that follow (a cell whose Markdown comes after a blank line).
    ctx.close();
    source.leftOpen(element, node);
    return;
  }
  if (node.type === 'table')
    layoutHtmlTable(ctx, node, element.at < 0 ? ctx.positionOf(node) : source.locate(element.at));
  settle(ctx, node);
  const closed = ctx.close();
  // A list or table the HTML left empty has no ADF form: nothing is lost with it.
  if ((closed.content?.length ?? 0) === 0 && closed.type !== 'listItem' && closed.type !== 'blockquote') {
    const siblings = ctx.current.content!;
    const at = siblings.lastIndexOf(closed);
    if (at >= 0) siblings.splice(at, 1);
  }
}

const isList = (type: string) => type === 'bulletList' || type === 'orderedList';

export function warn(source: HtmlSource, element: HtmlElement): boolean {
  source.warned.add(element.name);
  const kept = roleOf(element.name) === 'dropped' ? 'dropped with its content' : 'dropped, its text kept';
  source.ctx.report(
    'raw-html',
    `\`<${element.name}>\` is not shown by GitHub and has no ADF form; ${kept}`,
    source.locate(Math.max(element.at, 0)),
  );
  return true;
}

/** The nodes that hold blocks the HTML left empty, or that Markdown between their tags fills. */
export const HOLDERS: ReadonlySet<string> = new Set(['tableCell', 'tableHeader', 'listItem', 'blockquote']);

/** A cell, list item or quote must hold a block: the HTML's empty one holds an empty paragraph. */
export function settle(ctx: ConvertContext, node: AdfNode): void {
  if (HOLDERS.has(node.type) && (node.content?.length ?? 0) === 0) {
    const paragraph: AdfNode = { type: 'paragraph', content: [] };
    node.content = [paragraph];
    ctx.lineOf.set(paragraph, ctx.lineOf.get(node) ?? 0);
  }
}

/**
 * A block made whole: opened and closed at once, so its inline content is checked as a Markdown
 * paragraph's is; left open for a container. Directives on the line before it apply to it.
 */
function leaf(ctx: ConvertContext, node: AdfNode, line: number, open?: boolean): void {
  claimDirectives(ctx, node, line);
  ctx.open(node, undefined, line);
  open || ctx.close();
}

function heading(source: HtmlSource, element: HtmlElement, run: RunItem[], align: Align): void {
  // A logo atop a heading (`<h1><img …><br>Name</h1>`): the image stands before the heading, as GitHub shows it.
  const lead = leadingImage(run);
  if (lead > 0) {
    const image = runBlock(source.ctx, run.splice(0, lead), source);
    if (image) leaf(source.ctx, image, source.line(element.at));
  }
  const block = runBlock(source.ctx, run, source);
  if (!block) return;
  if (block.type !== 'paragraph') {
    leaf(source.ctx, block, source.line(element.at));
    return;
  }
  const node: AdfNode = new BlockWithAttrs('heading', { level: Number(element.name[1]) });
  node.content = block.content;
  if (align) alignBlock(source.ctx, node, align, source.locate(element.at));
  leaf(source.ctx, node, source.line(element.at));
}

/** How many items of a heading's run are one image and the breaks and blanks after it, when text follows. */
function leadingImage(run: readonly RunItem[]): number {
  let i = 0;
  // An image item has no type.
  const blank = (item: RunItem) =>
    (item as AdfNode).type === 'hardBreak' ||
    ((item as AdfNode).type === 'text' && (item as AdfNode).text!.trim() === '');
  while (i < run.length && blank(run[i])) i++;
  if (i >= run.length || !('image' in run[i])) return 0;
  i++;
  while (i < run.length && blank(run[i])) i++;
  return i < run.length && !('image' in run[i]) ? i : 0;
}
