import type { AdfNode } from '../types.js';

/**
 * ADF comes from users: before a handler reads a node, its shape is checked (an object with a
 * string `type`; `attrs` an object; `marks` an array of objects with a string `type`; `content`
 * an array; `text` a string). A node that fails is written as `adf:node`, whatever it holds.
 */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function wellFormed(node: unknown): node is AdfNode {
  if (!isObject(node) || typeof node.type !== 'string') return false;
  if (node.attrs !== undefined && !isObject(node.attrs)) return false;
  if (node.content !== undefined && !Array.isArray(node.content)) return false;
  if (node.text !== undefined && typeof node.text !== 'string') return false;
  if (node.marks === undefined) return true;
  return (
    Array.isArray(node.marks) &&
    node.marks.every(
      (mark) =>
        isObject(mark) && typeof mark.type === 'string' && (mark.attrs === undefined || isObject(mark.attrs)),
    )
  );
}

/** The node and all its children are well formed (one level down: what a leaf handler reads). */
export function wellFormedWithChildren(node: unknown): node is AdfNode {
  return wellFormed(node) && (node.content ?? []).every(wellFormed);
}

/**
 * The node and everything under it are well formed: one pass over the subtree with an explicit
 * stack (its depth never reaches the call stack). For code that hands a whole subtree on to a
 * reader of well-formed trees, the forward direction's repair pass above all.
 */
export function wellFormedTree(node: unknown): node is AdfNode {
  const pending: unknown[] = [node];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!wellFormed(next)) return false;
    const content = next.content;
    if (content) for (let i = content.length - 1; i >= 0; i--) pending.push(content[i]);
  }
  return true;
}
