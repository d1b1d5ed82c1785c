import type { MarkSets } from '../schema/build/derive-content-model.js';
import { contentModel, countFits, type MarkBits, marksFit, type NodeRules } from '../schema/content-model.js';
import type { AdfNode } from '../types.js';
import type { ConvertContext } from './context.js';

/**
 * The fit pass (fit.ts) repairs what the profile's content model refuses, but nearly every
 * container the build makes already fits: its handler builds what its parent admits. So each
 * container is checked once while the build has it at hand, and the fit pass does not walk the
 * ones that fit (`ConvertContext.fitting`): walking them would keep every child and report
 * nothing.
 *
 * Why the check still holds when the fit pass runs:
 * - A node is checked when its parent closes (the doc's children when the build ends). By then
 *   the node was closed and its close handler ran (a list settling into task lists replaces its
 *   content with new nodes there), and the build never comes back to it: handlers change only the
 *   open containers (appending, inline content, directives claimed by the block being opened) and
 *   the node just closed, whose parent is still open.
 * - The build's work that runs on finished subtrees (table layout, directive checks, receivers,
 *   reshapes: `ConvertContext.later`) names the node whose subtree it may change, while that
 *   node is open or being opened: the node never counts as fitting, so neither does any
 *   container around it, and its subtree is walked whole (what was checked inside it may have
 *   changed). Work such work adds (a receiver's reshape) changes a node inside that subtree.
 * - A node counts as fitting only if every child is one the fit pass would keep as it is
 *   (allowed here, with marks that combine here, no empty text), each child container fits too,
 *   it has its minimum content, and none of its children has counts to keep here (only the doc
 *   has any today): the tests of `Fitter.place` and `Fitter.finish`, in the same terms.
 *
 * Where the verdicts are kept: a container's verdict is needed when its grandparent closes (it is
 * one of the children of the child checked then) and, if its parent does not fit, by the fit
 * pass, which walks that parent. So `close` leaves a record on `ConvertContext.checks`: the node
 * closed and the children of it that fit, in order. The parent's close reads its children's
 * records (those above the mark `open` left) and replaces them with its own; only the records
 * of children that do not fit go into `ConvertContext.fitting`, for the fit pass (the doc's
 * record stays where it is for it: checkDoc). A child container built whole (never closed) has no record: it
 * fits only if it holds no container. One whose children are not those its record names (a list
 * settled into task lists has new items) does not fit. A Set entry for every container, hashed
 * and rehashed as the set grew, cost more than the checks.
 *
 * Checks the children of `node`, the one `close` closed (`mark`: where its children's records
 * start; the doc's at 0); returns `node`.
 */
export function checkChildren(ctx: ConvertContext, node: AdfNode, mark = 0): AdfNode {
  const model = contentModel(ctx.profile);
  const records = ctx.checks;
  const end = ctx.checksEnd;
  const content = node.content ?? [];
  const changing = ctx.changing.size > 0;
  let r = mark;
  let top = end;
  // Siblings are mostly of one type (list items, a doc's paragraphs): its rules are looked up once.
  let type = '';
  let rules: NodeRules | undefined;
  // Indexed loops: an iterator object per loop until the function is optimized.
  for (let i = 0; i < content.length; i++) {
    const kid = content[i];
    const kids = kid.content;
    if (!kids) continue;
    let record = NO_RECORD;
    if (r < end && records[r] === kid) {
      record = r;
      r += 2 + (records[r + 1] as number);
    }
    if (kid.type !== type) {
      type = kid.type;
      rules = model.rules(type);
    }
    // One that bounds how many children a child of it may hold (the doc: a layout section's columns) is walked.
    if (
      !(changing && ctx.changing.has(kid)) &&
      (rules === undefined
        ? kids.length === 0
        : rules.counts === undefined &&
          kids.length >= rules.meaningful &&
          holdsFitting(ctx, kids, rules, record))
    )
      records[top++] = kid;
    else if (record >= 0) keepFor(ctx, record);
  }
  // The node's record replaces its children's: the node, how many of them fit, and those.
  const count = top - end;
  const to = mark + 2;
  // By hand: copyWithin never writes past the array's end, so a record longer than its
  // children's (their containers built whole, none closed) lost its last entries, and the
  // containers around it never fit.
  if (to < end) for (let k = 0; k < count; k++) records[to + k] = records[end + k];
  else if (to > end) for (let k = count - 1; k >= 0; k--) records[to + k] = records[end + k];
  records[mark] = node;
  records[mark + 1] = count;
  ctx.checksEnd = to + count;
  return node;
}

/**
 * Once the build and the work after it are done: the doc fits when each of its children does,
 * with the counts the doc keeps (a layout section's columns); the fit pass then has nothing to
 * do. Its children's checks stand, as above, and work after the build changed only subtrees
 * that never fit, so the doc with them does not either. Else the fit pass walks the doc, and
 * the doc's record stays where it is for it (`fittingAtTop`): a Set entry for each of the
 * doc's children that fit cost more than the rest of the fit pass on most such documents.
 */
export function checkDoc(ctx: ConvertContext): void {
  const { doc } = ctx;
  const rules = contentModel(ctx.profile).rules(doc.type);
  const record = rootRecord(ctx, doc);
  if (holdsFitting(ctx, doc.content, rules, record)) ctx.fitting.add(doc);
}

/**
 * Where the doc's children that fit start on `ctx.checks`, in order, their count just before
 * (the fit pass walks `root` but not them); -1 when `root` has no record (not the doc, or a
 * tree not built by `buildTree`).
 */
export function fittingAtTop(ctx: ConvertContext, root: AdfNode): number {
  return rootRecord(ctx, root) === NO_RECORD ? -1 : 2;
}

/** The record the build left for `root`: the first on the stack when root is the doc it built. */
function rootRecord(ctx: ConvertContext, root: AdfNode): number {
  return ctx.checksEnd > 0 && ctx.checks[0] === root ? 0 : NO_RECORD;
}

/** The fit pass walks the node of this record: the children of it that fit go where it looks. */
function keepFor(ctx: ConvertContext, record: number): void {
  const records = ctx.checks;
  const last = record + 2 + (records[record + 1] as number);
  for (let k = record + 2; k < last; k++) ctx.fitting.add(records[k] as AdfNode);
}

/** A child built whole, never closed: no container in it was checked. */
const NO_RECORD = -2;

/**
 * Every one of `kids` is a child the fit pass keeps as it is (`Fitter.place`'s test); the
 * containers among them that fit are those of their parent's `record` on `ctx.checks`, in order.
 */
function holdsFitting(
  ctx: ConvertContext,
  kids: readonly AdfNode[],
  rules: NodeRules | undefined,
  record: number,
): boolean {
  if (!rules) return kids.length === 0;
  const { children, counts, markBits } = rules;
  const records = ctx.checks;
  const changing = ctx.changing.size > 0;
  let next = record + 2;
  const last = record >= 0 ? next + (records[record + 1] as number) : next;
  // Runs of one type (a paragraph's text): what it may carry here is looked up once.
  let type = '';
  let sets: MarkSets | undefined;
  let bits: MarkBits | undefined;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (k.type !== type) {
      type = k.type;
      sets = children.get(type);
      bits = markBits.get(type);
    }
    if (
      !sets ||
      (k.content
        ? !(next < last && records[next++] === k)
        : (type === 'text' && !k.text) || (changing && ctx.changing.has(k))) ||
      (k.marks?.length && !marksFit(sets, bits, k.marks)) ||
      (counts !== undefined && !countFits(counts.get(type), k))
    )
      return false;
  }
  return true;
}
