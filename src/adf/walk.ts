import { childPointer } from '../validate/pointer.js';

/** A node where a walk found it: the root is at depth 0, its children at index 0, 1, … of its `content`. */
export interface Visit<N extends object> {
  node: N;
  depth: number;
  index: number;
  parent?: Visit<N>;
}

/** A visitor's answer: `skip` leaves the node's content unvisited, `stop` ends the walk. */
export type Step = undefined | 'skip' | 'stop';

/**
 * Visits the tree under `root` in document order, each node before its content, with an
 * explicit stack: no input is nested deep enough to overflow the call stack. Any JSON may come
 * in, so only the objects of a `content` array are visited as nodes.
 */
export function walk<N extends object>(root: N, visitor: (at: Visit<N>) => Step): void {
  const pending: Visit<N>[] = [{ node: root, depth: 0, index: 0 }];
  while (pending.length > 0) {
    const at = pending.pop()!;
    const step = visitor(at);
    if (step === 'stop') return;
    const content: unknown = (at.node as { content?: unknown }).content;
    if (step === 'skip' || !Array.isArray(content)) continue;
    for (let index = content.length - 1; index >= 0; index--) {
      const child: unknown = content[index];
      if (typeof child === 'object' && child !== null && !Array.isArray(child))
        pending.push({ node: child as N, depth: at.depth + 1, index, parent: at });
    }
  }
}

/** The JSON pointer of a visit's node from the root (`/content/0/content/2`). */
export function pointerOf(at: Visit<object>): string {
  const indices: number[] = [];
  for (let v: Visit<object> | undefined = at; v?.parent; v = v.parent) indices.push(v.index);
  return indices.reverse().reduce((path, index) => childPointer(path, 'content', index), '');
}
