import type { AdfMark, AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import type { Position } from '../../diagnostics/sink.js';
import { alignBlock, alignment, cell, codeBlock, inlineMark } from './nodes.js';
import { attr, type HtmlChild, type HtmlElement } from './parse.js';
import { addText, type RunItem, runBlock, withMark } from './run.js';
import { layoutHtmlTable } from './table-grid.js';
import { alignmentOf, CONTAINERS, DROPPED_WITH_CONTENT, isKept, markOf, SILENT, STRUCTURE } from './tags.js';

/** Where the walk reports: the position of an offset in the HTML, once per tag name a warning. */
export interface HtmlSource {
  ctx: ConvertContext;
  locate(offset: number): Position;
  line(offset: number): number;
  warned: Set<string>;
  /** The alignment of an element an earlier block left open; called when its closing tag comes. */
  regionAlign?(element: HtmlElement): Align;
  regionClosed?(element: HtmlElement): void;
  /** The table, row, cell, list, item or quote an element an earlier block left open made, to go on filling. */
  regionNode?(element: HtmlElement): AdfNode | undefined;
  /** A table, row, cell, list, item or quote still open when the HTML ends: the blocks up to its closing tag go in it. */
  leftOpen?(element: HtmlElement, node: AdfNode): void;
}

type Align = 'center' | 'end' | undefined;

interface Frame {
  children: readonly HtmlChild[];
  i: number;
  marks: readonly AdfMark[];
  align: Align;
  /** The frame of the block whose run of inline content this frame's text goes into (itself for a block). */
  owner: Frame;
  run: RunItem[];
  at: number;
  exit?: () => void;
}

/**
 * Maps the HTML's elements to ADF blocks, appended to the converter's open container as the
 * Markdown's blocks are (containers opened and closed, so each is checked as it closes): an
 * explicit stack of frames, one per open element. `align` is the alignment the HTML stands in
 * (an HTML block inside `<div align="center">` … `</div>`).
 */
export function walkHtml(source: HtmlSource, root: HtmlElement, align: Align): void {
  const { ctx } = source;
  const top = { children: root.children, i: 0, marks: [], align, run: [], at: 0 } as unknown as Frame;
  top.owner = top;
  const frames: Frame[] = [top];
  const flush = (frame: Frame) => {
    const owner = frame.owner;
    if (owner.run.length === 0) return;
    const block = runBlock(ctx, owner.run, () => source.locate(Math.max(owner.at, 0)));
    owner.run = [];
    if (!block) return;
    if (block.type === 'paragraph' && owner.align) block.marks = [alignment(owner.align)];
    leaf(ctx, block, source.line(owner.at));
  };
  const container = (node: AdfNode, element: HtmlElement, frame: Frame, align: Align, after?: () => void) => {
    flush(frame);
    ctx.open(node, undefined, source.line(element.at));
    enter(node, element, frame, align, after);
  };
  /** The frame of a container open on the converter's stack: closed (and made whole) when the element ends. */
  const enter = (node: AdfNode, element: HtmlElement, frame: Frame, align: Align, after?: () => void) => {
    const inner = push(element, frame, frame.marks, align, true);
    inner.exit = () => {
      flush(inner);
      if (element.open) {
        // Left open for the blocks that follow (a cell whose Markdown comes after a blank line).
        ctx.close();
        source.leftOpen?.(element, node);
        return;
      }
      after?.();
      settle(ctx, node);
      const closed = ctx.close();
      // A list or table the HTML left empty has no ADF form: nothing is lost with it.
      if ((closed.content?.length ?? 0) === 0 && closed.type !== 'listItem' && closed.type !== 'blockquote') {
        const siblings = ctx.current.content!;
        const at = siblings.lastIndexOf(closed);
        if (at >= 0) siblings.splice(at, 1);
      }
    };
    return inner;
  };
  const push = (
    element: HtmlElement,
    parent: Frame,
    marks: readonly AdfMark[],
    align: Align,
    own = false,
  ): Frame => {
    const frame = {
      children: element.children,
      i: 0,
      marks,
      align,
      run: [],
      at: element.at,
    } as unknown as Frame;
    frame.owner = own ? frame : parent.owner;
    frames.push(frame);
    return frame;
  };
  /** A block element: its inline content is a run of its own, ended (a paragraph) when it closes. */
  const block = (element: HtmlElement, frame: Frame, align: Align) => {
    flush(frame);
    const inner = push(element, frame, frame.marks, align, true);
    inner.exit = () => flush(inner);
  };
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.i >= frame.children.length) {
      frames.pop();
      if (frame.exit) frame.exit();
      else if (frames.length === 0) flush(frame);
      continue;
    }
    const child = frame.children[frame.i++];
    if (typeof child === 'string') {
      addText(frame.owner.run, child, frame.marks);
      continue;
    }
    const name = child.name;
    if (child.at < 0) {
      // An element an earlier HTML block left open (forward.ts): the HTML up to its closing tag is inside it.
      const node = source.regionNode?.(child);
      let inner: Frame;
      if (node) {
        // Its table, list or quote takes what this block adds, as one node.
        flush(frame);
        ctx.stack.push(node);
        inner = enter(node, child, frame, frame.align, () => {
          if (node.type === 'table') layoutHtmlTable(ctx, node, ctx.positionOf(node));
        });
      } else {
        block(child, frame, frame.align);
        inner = frames[frames.length - 1];
      }
      inner.align = source.regionAlign?.(child);
      const exit = inner.exit!;
      inner.exit = () => {
        exit();
        if (!child.open) source.regionClosed?.(child);
      };
      continue;
    }
    const own =
      alignmentOf(attr(child, 'align'), attr(child, 'style')) ?? (name === 'center' ? 'center' : undefined);
    const align = own ?? frame.align;
    if (!isKept(name)) {
      source.warned.has(name) || warn(source, child);
      if (!DROPPED_WITH_CONTENT.has(name)) push(child, frame, frame.marks, frame.align);
      continue;
    }
    if (SILENT.has(name)) continue;
    const mark = markOf(name) ?? inlineMark(child);
    if (mark || (!CONTAINERS.has(name) && !STRUCTURE.has(name))) {
      const inner = push(child, frame, mark ? withMark(frame.marks, mark) : frame.marks, frame.align);
      if (name === 'q') {
        addText(frame.owner.run, '\u201c', frame.marks);
        inner.exit = () => addText(inner.owner.run, '\u201d', frame.marks);
      }
      continue;
    }
    switch (name) {
      case 'br':
        frame.owner.run.push({ type: 'hardBreak' });
        break;
      case 'img':
        frame.owner.run.push({ image: child, marks: frame.marks });
        break;
      case 'hr':
        flush(frame);
        leaf(ctx, { type: 'rule' }, source.line(child.at));
        break;
      case 'pre':
        flush(frame);
        leaf(ctx, codeBlock(child), source.line(child.at));
        break;
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flush(frame);
        heading(source, child, frame, align, push);
        break;
      case 'blockquote':
        container({ type: 'blockquote', content: undefined }, child, frame, align);
        break;
      case 'ul':
      case 'ol': {
        const start = Number.parseInt(attr(child, 'start') ?? '', 10);
        const attrs =
          name === 'ol' ? { order: Number.isSafeInteger(start) && start >= 0 ? start : 1 } : undefined;
        const list: AdfNode = { type: name === 'ol' ? 'orderedList' : 'bulletList', content: undefined };
        if (attrs) list.attrs = attrs;
        container(list, child, frame, align);
        break;
      }
      case 'li':
        if (isList(ctx.current.type))
          container({ type: 'listItem', content: undefined }, child, frame, align);
        else block(child, frame, align);
        break;
      case 'dt':
        // A term of a description list: its words in bold, a paragraph of their own.
        block(child, frame, align);
        frames[frames.length - 1].marks = withMark(frame.marks, { type: 'strong' });
        break;
      case 'table': {
        const table: AdfNode = { type: 'table', content: undefined };
        container(table, child, frame, align, () => layoutHtmlTable(ctx, table, source.locate(child.at)));
        break;
      }
      case 'tr':
        if (ctx.current.type === 'table')
          container({ type: 'tableRow', content: undefined }, child, frame, align);
        else block(child, frame, align);
        break;
      case 'td':
      case 'th':
        if (ctx.current.type === 'tableRow') container(cell(child), child, frame, align);
        else block(child, frame, align);
        break;
      default:
        // p, div, center, section…, dl, dd: blocks of their content.
        block(child, frame, align);
    }
  }
}

const isList = (type: string) => type === 'bulletList' || type === 'orderedList';

export function warn(source: HtmlSource, element: HtmlElement): boolean {
  source.warned.add(element.name);
  const kept = DROPPED_WITH_CONTENT.has(element.name) ? 'dropped with its content' : 'dropped, its text kept';
  source.ctx.report(
    'raw-html',
    `\`<${element.name}>\` is not shown by GitHub and has no ADF form; ${kept}`,
    source.locate(Math.max(element.at, 0)),
  );
  return true;
}

/** A cell, list item or quote must hold a block: the HTML's empty one holds an empty paragraph. */
export function settle(ctx: ConvertContext, node: AdfNode): void {
  if (/^(tableCell|tableHeader|listItem|blockquote)$/.test(node.type) && (node.content?.length ?? 0) === 0) {
    const paragraph: AdfNode = { type: 'paragraph', content: [] };
    node.content = [paragraph];
    ctx.lineOf.set(paragraph, ctx.lineOf.get(node) ?? 0);
  }
}

/** A block made whole: opened and closed at once, so its inline content is checked as a Markdown paragraph's is. */
function leaf(ctx: ConvertContext, node: AdfNode, line: number): void {
  ctx.open(node, undefined, line);
  ctx.close();
}

function heading(
  source: HtmlSource,
  element: HtmlElement,
  frame: Frame,
  align: Align,
  push: (element: HtmlElement, parent: Frame, marks: readonly AdfMark[], align: Align, own: boolean) => Frame,
): void {
  const inner = push(element, frame, frame.marks, align, true);
  inner.exit = () => {
    // A logo atop a heading (`<h1><img …><br>Name</h1>`): the image stands before the heading, as GitHub shows it.
    const lead = leadingImage(inner.run);
    if (lead > 0) {
      const image = runBlock(source.ctx, inner.run.splice(0, lead), () => source.locate(element.at));
      if (image) leaf(source.ctx, image, source.line(element.at));
    }
    const block = runBlock(source.ctx, inner.run, () => source.locate(element.at));
    if (!block) return;
    if (block.type !== 'paragraph') {
      leaf(source.ctx, block, source.line(element.at));
      return;
    }
    const node: AdfNode = {
      type: 'heading',
      attrs: { level: Number(element.name[1]) },
      content: block.content,
    };
    if (align) alignBlock(source.ctx, node, align, source.locate(element.at));
    leaf(source.ctx, node, source.line(element.at));
  };
}

/** How many items of a heading's run are one image and the breaks and blanks after it, when text follows. */
function leadingImage(run: readonly RunItem[]): number {
  let i = 0;
  const blank = (item: RunItem) =>
    !('image' in item) && (item.type === 'hardBreak' || (item.type === 'text' && item.text!.trim() === ''));
  while (i < run.length && blank(run[i])) i++;
  if (i >= run.length || !('image' in run[i])) return 0;
  i++;
  while (i < run.length && blank(run[i])) i++;
  return i < run.length && !('image' in run[i]) ? i : 0;
}
