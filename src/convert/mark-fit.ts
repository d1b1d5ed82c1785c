import { aNode } from '../adf/node-names.js';
import type { MarkSets } from '../schema/build/derive-content-model.js';
import { ANY_MARKS } from '../schema/content-model.js';
import type { AdfMark, AdfNode } from '../types.js';

const isCode = (mark: AdfMark): boolean => mark.type === 'code';
const named = (marks: readonly AdfMark[]): string => marks.map((m) => `\`${m.type}\``).join(', ');

/**
 * Gives `node` the largest subset of its marks one of `sets` allows; on a tie the one keeping
 * `code` (it changes meaning). Answers its marks before, or undefined when they fit as they are.
 * Both the fit pass and the inline conversion (which builds `**`x`**` fitting) repair so.
 */
export function fitMarks(node: AdfNode, sets: MarkSets): AdfMark[] | undefined {
  const marks = node.marks!;
  // Code changes what the text means (a literal), bold or italic only how it looks: keep code.
  const code = marks.some(isCode) && sets.some((set) => set.includes('code'));
  let best: AdfMark[] = [];
  for (const set of sets) {
    if (set.includes(ANY_MARKS)) return undefined;
    if (code && !set.includes('code')) continue;
    const kept = marks.filter((m) => set.includes(m.type));
    if (kept.length === marks.length) return undefined;
    if (kept.length > best.length || (kept.length === best.length && kept.some(isCode) && !best.some(isCode)))
      best = kept;
  }
  if (best.length > 0) node.marks = best;
  else delete node.marks;
  return marks;
}

/** The `mark-dropped` warning for `node`, whose marks were `marks` before `fitMarks`, inside a `parent`. */
export function markDropped(marks: readonly AdfMark[], node: AdfNode, parent: string): string {
  const best = node.marks ?? [];
  return `${named(marks.filter((m) => !best.includes(m)))} cannot be combined with ${named(best) || 'this position'} on ${aNode(node.type)} inside ${aNode(parent)}; dropped`;
}
