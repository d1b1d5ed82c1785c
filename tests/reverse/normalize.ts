import { compareMarks, sameMarks } from '../../src/adf/marks.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';

/**
 * The differences a Markdown round trip may make to an ADF document without losing anything
 * (each one is listed with its reason in docs/reverse.md):
 *
 * 1. marks in canonical order (src/adf/marks.ts), which the forward direction always writes;
 * 2. adjacent text nodes with equal marks merged (Markdown has one run of text there);
 * 3. `localId`s of task and decision lists and items and of status lozenges dropped: the forward direction
 *    generates them.
 *
 * Applied to both sides of a comparison. Works on a copy, over an explicit stack.
 */
const GENERATED_IDS = new Set(['taskList', 'taskItem', 'decisionList', 'decisionItem', 'status']);

export function normalize<T extends AdfDoc | AdfNode>(doc: T): T {
  const copy = structuredClone(doc) as AdfNode;
  const stack: AdfNode[] = [copy];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.marks) node.marks = [...node.marks].sort(compareMarks);
    if (GENERATED_IDS.has(node.type) && node.attrs) {
      const { localId: _ignored, ...rest } = node.attrs;
      node.attrs = rest;
    }
    if (!node.content) continue;
    const merged: AdfNode[] = [];
    for (const child of node.content) {
      if (child.marks) child.marks = [...child.marks].sort(compareMarks);
      const last = merged[merged.length - 1];
      if (child.type === 'text' && last?.type === 'text' && sameMarks(last.marks, child.marks)) {
        merged[merged.length - 1] = { ...last, text: (last.text ?? '') + (child.text ?? '') };
      } else {
        merged.push(child);
      }
    }
    node.content = merged;
    for (const child of merged) stack.push(child);
  }
  return copy as T;
}
