import { keptCount, longestRunFirst } from '../adf/mark-nesting.js';
import type { AdfNode } from '../types.js';
import { INLINE_NODE_TYPES } from '../adf/node-kinds.js';
import type { Child, NodeHandler, RenderContext } from './handler.js';
import { inlineMarksOf, type OpenMark } from './marks.js';
import { unknownNode } from './nodes/unknown.js';

/** Node type → its renderer, from every construct's HTML part (handed by src/compose/html.ts). */
export type Renderers = ReadonlyMap<string, NodeHandler>;

/** The node's renderer; a type no construct renders (or no type) shows as a marked box. */
function rendererOf(renderers: Renderers, type: unknown): NodeHandler {
  return (typeof type === 'string' && renderers.get(type)) || unknownNode;
}

/**
 * The walk: an explicit stack of frames, one per open element, so the depth of the input
 * (which comes from users) never touches the call stack. Each frame also keeps the inline
 * marks currently open among its children, so that adjacent text nodes sharing a mark share
 * one element (`<strong>a <em>b</em> c</strong>`, not three `<strong>`s).
 */
interface Frame {
  items: readonly Child[];
  index: number;
  close: string;
  openMarks: OpenMark[];
  /** The inline marks of each item, computed once (look-ahead reads them again). */
  marks: Array<readonly OpenMark[] | undefined>;
  context: RenderContext;
}

/** How far ahead a mark's run is measured; beyond it, runs count as equally long (keeps the walk linear). */
const RUN_LOOKAHEAD = 64;

function isNode(item: Child | undefined): item is AdfNode {
  return item !== null && typeof item === 'object';
}

function frameOf(items: readonly Child[], close: string): Frame {
  const inline = items.some((item) => isNode(item) && INLINE_NODE_TYPES.has(item.type));
  return { items, index: 0, close, openMarks: [], marks: [], context: { inline } };
}

function marksAt(frame: Frame, index: number): readonly OpenMark[] | undefined {
  const item = frame.items[index];
  if (!isNode(item)) return undefined;
  frame.marks[index] ??= inlineMarksOf(item);
  return frame.marks[index];
}

/** A hard break carries no marks in ADF, yet sits inside the marks around it. */
function isTransparent(frame: Frame, index: number): boolean {
  const item = frame.items[index];
  return isNode(item) && item.type === 'hardBreak' && marksAt(frame, index)?.length === 0;
}

/** The longest run of open marks, from the outermost, that all stay wanted. */
function stillWanted(open: readonly OpenMark[], wanted: readonly OpenMark[]): number {
  const keys = new Set(wanted.map((mark) => mark.key));
  return keptCount(open, (mark) => keys.has(mark.key));
}

/** The marks the item at `index` renders under; a hard break keeps those its next sibling shares. */
function wantedMarks(frame: Frame, index: number): readonly OpenMark[] {
  if (!isTransparent(frame, index)) return marksAt(frame, index) ?? [];
  const following = marksAt(frame, index + 1) ?? [];
  return frame.openMarks.slice(0, stillWanted(frame.openMarks, following));
}

/** How many siblings from `index` on carry the mark (hard breaks in between count). */
function runLength(frame: Frame, index: number, key: string): number {
  let n = 0;
  for (let i = index; i < frame.items.length && n < RUN_LOOKAHEAD; i++, n++) {
    if (isTransparent(frame, i)) continue;
    if (!marksAt(frame, i)?.some((mark) => mark.key === key)) break;
  }
  return n;
}

/**
 * Closes the open marks the item no longer wants and opens its new ones. Marks that run
 * longer open outside shorter ones (`***a* b**` is `<strong><em>a</em> b</strong>`); equal
 * runs nest in the canonical mark order.
 */
function switchMarks(frame: Frame, index: number, wanted: readonly OpenMark[], out: string[]): void {
  if (wanted.length === 0 && frame.openMarks.length === 0) return;
  const keep = stillWanted(frame.openMarks, wanted);
  while (frame.openMarks.length > keep) out.push(frame.openMarks.pop()!.close);
  const open = new Set(frame.openMarks.map((mark) => mark.key));
  const toOpen = longestRunFirst(
    wanted.filter((mark) => !open.has(mark.key)),
    (mark) => runLength(frame, index, mark.key),
  );
  for (const mark of toOpen) {
    out.push(mark.open);
    frame.openMarks.push(mark);
  }
}

/** Renders the content of a document (or of any node list) to an HTML fragment. */
export function renderNodes(renderers: Renderers, nodes: readonly AdfNode[]): string {
  const out: string[] = [];
  const stack: Frame[] = [frameOf(nodes, '')];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.items.length) {
      switchMarks(frame, frame.index, [], out);
      out.push(frame.close);
      stack.pop();
      continue;
    }
    const index = frame.index++;
    const item = frame.items[index];
    if (typeof item === 'string') {
      switchMarks(frame, index, [], out);
      out.push(item);
      continue;
    }
    if (!isNode(item)) continue;
    switchMarks(frame, index, wantedMarks(frame, index), out);
    const rendered = rendererOf(renderers, item.type)(item, frame.context);
    out.push(rendered.open);
    if (rendered.children && rendered.children.length > 0) {
      stack.push(frameOf(rendered.children, rendered.close ?? ''));
    } else {
      out.push(rendered.close ?? '');
    }
  }
  return out.join('');
}
