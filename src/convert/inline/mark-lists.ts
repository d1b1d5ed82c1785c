import { compareMarks, markSlot } from '../../adf/marks.js';
import type { AdfMark } from '../../types.js';
import { list } from '../plain.js';

/** The open marks' arrays of an inline run (state.ts): each change makes a new array of exactly its length. */

/**
 * `marks` (in canonical order) with `mark` added where a stable sort puts it: after every mark
 * that does not sort after it. A new array of exactly that length: V8's sort allocates its merge
 * state (over a kilobyte) on every call, and an array grown by push gets room for 17 entries.
 */
export function withMark(marks: readonly AdfMark[], mark: AdfMark): AdfMark[] {
  let at = marks.length;
  while (at > 0 && compareMarks(marks[at - 1], mark) > 0) at--;
  // Not literals, for arrays a text node keeps (plain.ts).
  if (marks.length === 1) return at === 1 ? list(marks[0], mark) : list(mark, marks[0]);
  if (marks.length === 2) {
    const a = marks[0];
    const b = marks[1];
    return at === 2 ? list(a, b, mark) : at === 1 ? list(a, mark, b) : list(mark, a, b);
  }
  return marks.slice(0, at).concat(mark, marks.slice(at));
}

/** `marks` without the mark counted in `slot` (there is at most one: a slot's outermost). */
export function withoutSlot(marks: readonly AdfMark[], slot: string): AdfMark[] {
  let at = 0;
  while (at < marks.length && !inSlot(marks[at], slot)) at++;
  if (at === marks.length) return marks.slice();
  if (marks.length === 2) return [marks[1 - at]];
  return marks.slice(0, at).concat(marks.slice(at + 1));
}

/** markSlot(mark) === slot, without building the slot of an inline comment unless needed. */
function inSlot(mark: AdfMark, slot: string): boolean {
  return mark.type === 'annotation' ? markSlot(mark) === slot : mark.type === slot;
}

export function hasType(marks: readonly AdfMark[], type: string): boolean {
  for (const mark of marks) if (mark.type === type) return true;
  return false;
}
