import type { AdfNode } from '../types.js';
import type { Child, RenderContext } from './handler.js';
import { inlineMarksOf, type OpenMark } from './marks.js';
import { INLINE_NODE_TYPES, handlerFor } from './nodes/index.js';

/**
 * The walk: an explicit stack of frames, one per open element, so the depth of the input
 * (which comes from users) never touches the call stack. Each frame also keeps the inline
 * marks currently open among its children, so that adjacent text nodes sharing a mark share
 * one element (`<a>` around `<em>x</em> y`, not two links).
 */
interface Frame {
  items: readonly Child[];
  index: number;
  close: string;
  openMarks: OpenMark[];
  context: RenderContext;
}

function isNode(item: Child | undefined): item is AdfNode {
  return item !== null && typeof item === 'object';
}

function frameOf(items: readonly Child[], close: string): Frame {
  const inline = items.some((item) => isNode(item) && INLINE_NODE_TYPES.has(item.type));
  return { items, index: 0, close, openMarks: [], context: { inline } };
}

function commonPrefixLength(a: readonly OpenMark[], b: readonly OpenMark[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n].key === b[n].key) n++;
  return n;
}

/**
 * The marks a child renders under. A hard break carries no marks in ADF; it keeps open the
 * marks its two neighbours share, so `*a  \nb*` stays one `<em>`.
 */
function wantedMarks(frame: Frame, node: AdfNode): OpenMark[] {
  const own = inlineMarksOf(node);
  if (own.length > 0 || node.type !== 'hardBreak') return own;
  const next = frame.items[frame.index];
  const following = isNode(next) ? inlineMarksOf(next) : [];
  return frame.openMarks.slice(0, commonPrefixLength(frame.openMarks, following));
}

function switchMarks(frame: Frame, wanted: readonly OpenMark[], out: string[]): void {
  const keep = commonPrefixLength(frame.openMarks, wanted);
  while (frame.openMarks.length > keep) out.push(frame.openMarks.pop()!.close);
  for (const mark of wanted.slice(keep)) {
    out.push(mark.open);
    frame.openMarks.push(mark);
  }
}

/** Renders the content of a document (or of any node list) to an HTML fragment. */
export function renderNodes(nodes: readonly AdfNode[]): string {
  const out: string[] = [];
  const stack: Frame[] = [frameOf(nodes, '')];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    if (frame.index >= frame.items.length) {
      switchMarks(frame, [], out);
      out.push(frame.close);
      stack.pop();
      continue;
    }
    const item = frame.items[frame.index++];
    if (typeof item === 'string') {
      switchMarks(frame, [], out);
      out.push(item);
      continue;
    }
    if (!isNode(item)) continue;
    switchMarks(frame, wantedMarks(frame, item), out);
    const rendered = handlerFor(item.type)(item, frame.context);
    out.push(rendered.open);
    if (rendered.children && rendered.children.length > 0) {
      stack.push(frameOf(rendered.children, rendered.close ?? ''));
    } else {
      out.push(rendered.close ?? '');
    }
  }
  return out.join('');
}
