import { sameMarks } from '../adf/marks.js';
import type { NodeRules } from '../schema/content-model.js';
import type { AdfNode } from '../types.js';

/** One container being fitted (fit.ts): its children so far, and what was done with them. */
export interface Frame {
  node: AdfNode;
  /** What the node may hold, with the marks and counts of each child (looked up once, not per child or check). */
  rules: NodeRules | undefined;
  kids: readonly AdfNode[];
  next: number;
  /**
   * Fitted children; a `Moved` entry splits this node there. Null while every child so far was
   * kept as it was (the common case): then the node keeps its own array, nothing is copied.
   */
  out: Array<AdfNode | Moved> | null;
  /** How many of `kids` were kept unchanged, in order, while `out` is null. */
  kept: number;
  hasMoved: boolean;
  /** The child kept last was a text that lost a mark: a text after it with its marks now joins it. */
  afterDrop: boolean;
}

export interface Moved {
  moved: AdfNode;
}

export function frameOf(node: AdfNode): Frame {
  return {
    node,
    rules: undefined,
    kids: node.content ?? [],
    next: 0,
    out: null,
    kept: 0,
    hasMoved: false,
    afterDrop: false,
  };
}

/** `frameOf(node)` in a frame done with (fit.ts keeps one a depth); the rules stay for a node of the same type. */
export function reuse(frame: Frame, node: AdfNode): void {
  if (frame.node.type !== node.type) frame.rules = undefined;
  frame.node = node;
  frame.kids = node.content ?? [];
  frame.next = 0;
  frame.out = null;
  frame.kept = 0;
  frame.hasMoved = false;
  frame.afterDrop = false;
}

/**
 * Keeps `child` in the fitted content. `dropped`: the child is a text that lost a mark; it joins
 * the text before it (and the text after it joins it) when their marks are now the same, unless
 * either is in `verbatim` (an `adf:node` text, which the build never joins either).
 */
export function keep(frame: Frame, child: AdfNode, dropped = false, verbatim?: ReadonlySet<AdfNode>): void {
  const join = dropped || frame.afterDrop;
  frame.afterDrop = dropped;
  if (!join && frame.out === null && frame.kids[frame.kept] === child) {
    frame.kept++;
    return;
  }
  // Where a repair put text next to text, the two join, as the converter writes text everywhere.
  const out = materialize(frame);
  const last = out.at(-1);
  if (
    child.type === 'text' &&
    last &&
    'type' in last &&
    last.type === 'text' &&
    sameMarks(last.marks, child.marks) &&
    !verbatim?.has(last) &&
    !verbatim?.has(child)
  ) {
    out[out.length - 1] = { ...last, text: `${last.text}${child.text}` };
  } else {
    out.push(child);
  }
}

export function materialize(frame: Frame): Array<AdfNode | Moved> {
  frame.out ??= frame.kids.slice(0, frame.kept);
  return frame.out;
}

/** The fitted content, without moved entries (callers handle those first). */
export function fitted(frame: Frame): AdfNode[] {
  if (frame.out) return frame.out as AdfNode[];
  return frame.kept === frame.kids.length ? (frame.kids as AdfNode[]) : frame.kids.slice(0, frame.kept);
}
