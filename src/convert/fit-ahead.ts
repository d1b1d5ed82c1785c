import { type ChildRule, countFits, kidRule, marksFit, type NodeRules } from '../schema/content-model.js';
import type { AdfNode } from '../types.js';
import type { ConvertContext } from './context.js';

/**
 * The fit pass (fit.ts) repairs what the profile's content model refuses, but nearly every
 * container the build makes already fits: its handler builds what its parent admits. So each
 * container is checked once while the build has it at hand, and the fit pass does not walk the
 * ones that fit (`ConvertContext.fitting`): walking them would keep every child and report
 * nothing.
 *
 * Each child is read once, when its parent closes (`checkChildren`): whether the parent may hold
 * it (allowed here, with marks that combine here, no empty text, the counts kept here) and, for
 * a child container, the verdict its own close left. A container's verdict covers its children
 * and its own minimum content; none with counts to keep for its children (only the doc has any
 * today) counts as fitting: the tests of `Fitter.place` and `Fitter.finish`, in the same terms.
 *
 * Why the verdicts still hold when the fit pass runs:
 * - The build never comes back to a closed container but through its close handler, which runs
 *   just after `close` and may change its open parent's content next to it; one that changes
 *   the node gives it a new array of children (a list settling into task or decision items, its
 *   type changed with it). So the next check (`settleLast`) compares the node closed last with
 *   its content array and length when it closed; a node changed so does not fit.
 * - The build's work that runs on finished subtrees (table layout, directive checks, receivers,
 *   reshapes: `ConvertContext.later`) names the node whose subtree it may change, while that
 *   node is open or being opened: the node never counts as fitting, so neither does any
 *   container around it, and its subtree is walked whole (what was checked inside it may have
 *   changed). Work such work adds (a receiver's reshape) changes a node inside that subtree.
 *
 * Where the verdicts are kept: `close` leaves a record on `ConvertContext.checks` (`RECORD`
 * slots, then the children of the node that fit, in order). The parent's close reads its
 * children's records (those above the mark `open` left) and replaces them with its own; only
 * the records of children that do not fit go into `ConvertContext.fitting`, for the fit pass,
 * which walks them (the doc's record stays where it is for it: checkDoc). A child container
 * built whole (never closed) has no record: it fits only if it holds no container. A Set entry
 * for every container, hashed and rehashed as the set grew, cost more than the checks.
 *
 * Closes the innermost open container (`ConvertContext.close`) and checks its children; or, given
 * `root` (the doc, once the build is done), checks root's. Returns the node checked.
 */
export function checkChildren(ctx: ConvertContext, root?: AdfNode): AdfNode {
  let node: AdfNode;
  let mark = 0;
  let rules: NodeRules | undefined;
  if (root === undefined) {
    node = ctx.stack.pop()!;
    mark = ctx.checkMarks.pop()!;
    rules = ctx.openRules.pop();
    emptyContent(node);
  } else node = root;
  const type = node.type;
  // A node whose type changed while it was open (a paragraph that became a card) is looked up.
  if (rules === undefined || rules.type !== type) rules = ctx.rules.get(type);
  settleLast(ctx);
  const records = ctx.checks;
  const end = ctx.checksEnd;
  const content = node.content ?? NO_CHILDREN;
  const length = content.length;
  const changing = ctx.changing.size > 0 ? ctx.changing : undefined;
  // The node's own part: known to the model, not keeping counts for its children, not too empty.
  let fits =
    rules === undefined
      ? length === 0
      : node === ctx.doc || (rules.counts === undefined && length >= rules.meaningful);
  let r = mark;
  let top = end;
  // Siblings are mostly of one type (list items, a paragraph's text): what one may be here is looked up once a run.
  let kidType = '';
  let rule: ChildRule | undefined;
  // Indexed loops: an iterator object per loop until the function is optimized.
  for (let i = 0; i < length; i++) {
    const kid = content[i];
    if (kid.type !== kidType) {
      kidType = kid.type;
      rule = rules === undefined ? undefined : kidRule(rules, kidType);
    }
    const marks = kid.marks;
    const kept =
      rule !== undefined &&
      (marks === undefined || marks.length === 0 || marksFit(rule.sets, rule.bits, marks)) &&
      (rule.range === undefined || countFits(rule.range, kid));
    const kids = kid.content;
    if (kids === undefined) {
      if (!kept || (kidType === 'text' && !kid.text) || changing?.has(kid)) fits = false;
      continue;
    }
    let verdict = NO;
    let record = NO_RECORD;
    if (r < end && records[r] === kid) {
      record = r;
      const header = records[r + 1] as number;
      if (header >= 0) verdict = FITS;
      r += RECORD + countOf(header);
    } else verdict = builtWhole(ctx, kid, kids);
    if (changing?.has(kid)) {
      // Walked whole by the fit pass: no check inside it is read.
      fits = false;
      continue;
    }
    if (verdict === FITS) records[top++] = kid;
    else {
      fits = false;
      if (record >= 0) keepFor(ctx, record);
    }
    if (!kept) fits = false;
  }
  // The node's record replaces its children's.
  const count = top - end;
  const to = mark + RECORD;
  // By hand: copyWithin never writes past the array's end, so a record longer than its
  // children's (their containers built whole, none closed) lost its last entries, and the
  // containers around it never fit.
  if (to < end) for (let k = 0; k < count; k++) records[to + k] = records[end + k];
  else if (to > end) for (let k = count - 1; k >= 0; k--) records[to + k] = records[end + k];
  records[mark] = node;
  records[mark + 1] = fits ? count : -1 - count;
  ctx.checksEnd = to + count;
  ctx.closedNode = node;
  ctx.closedContent = node.content;
  ctx.closedLength = length;
  ctx.closedMark = mark;
  return node;
}

/**
 * Once the build and the work after it are done: the doc fits when each of its children does,
 * with the counts the doc keeps (a layout section's columns); the fit pass then has nothing to
 * do. Without work after the build, the verdict its close left stands (nothing ran since).
 * Else the checks of the doc's children stand, as above, and work after the build changed only
 * subtrees that never fit, so the doc with them does not either; its children are read again,
 * for what that work may have put among them. When the doc does not fit, the fit pass walks
 * it, and the doc's record stays where it is for it (`fittingAtTop`): a Set entry for each of
 * the doc's children that fit cost more than the rest of the fit pass on most such documents.
 */
export function checkDoc(ctx: ConvertContext): void {
  // The doc, checked last: what work after the build did to its children shows here too.
  settleLast(ctx);
  const { doc } = ctx;
  const record = rootRecord(ctx, doc);
  if (record === NO_RECORD) return;
  const records: unknown[] = ctx.checks;
  if (ctx.afterBuild.length === 0) {
    if ((records[record + 1] as number) >= 0) ctx.fitting.add(doc);
    return;
  }
  if (holdsFitting(ctx, doc.content, ctx.rules.get(doc.type), record)) ctx.fitting.add(doc);
}

/**
 * Where the doc's children that fit start on `ctx.checks`, in order, their count (`countOf`) just before
 * (the fit pass walks `root` but not them); -1 when `root` has no record (not the doc, or a
 * tree not built by `buildTree`).
 */
export function fittingAtTop(ctx: ConvertContext, root: AdfNode): number {
  return rootRecord(ctx, root) === NO_RECORD ? -1 : RECORD;
}

/** The record the build left for `root`: the first on the stack when root is the doc it built. */
function rootRecord(ctx: ConvertContext, root: AdfNode): number {
  return ctx.checksEnd > 0 && ctx.checks[0] === root ? 0 : NO_RECORD;
}

/** The fit pass walks the node of this record: the children of it that fit go where it looks. */
function keepFor(ctx: ConvertContext, record: number): void {
  const records = ctx.checks;
  const end = record + RECORD + countOf(records[record + 1] as number);
  for (let k = record + RECORD; k < end; k++) ctx.fitting.add(records[k] as AdfNode);
}

/** A record's slots before the children that fit: node, and how many of them fit, or -1 minus that when the node does not. */
const RECORD = 2;

/** How many children that fit a record lists, from its last slot. */
export function countOf(header: number): number {
  return header < 0 ? -1 - header : header;
}
const FITS = 0;
const NO = -1;
/** A child built whole, never closed, or changed since it closed: no check of its children stands. */
const NO_RECORD = -2;
const NO_CHILDREN: readonly AdfNode[] = [];

/**
 * The array of a block opened with `content: undefined` (openBlock) that no child came to; a
 * node whose content was deleted (a paragraph that became a card) gets none.
 */
export function emptyContent(node: AdfNode): void {
  if (node.content === undefined && 'content' in node) node.content = [];
}

/**
 * The node closed last (`ConvertContext.closedNode`, with its content array and length then).
 * Its close handler runs once `close` returned; the next check, which comes after it, finds out
 * whether it changed the node and then counts the node as not fitting. Fields of the context,
 * not a record's slots: a slot more a record was a larger array to grow every conversion.
 */
function settleLast(ctx: ConvertContext): void {
  const node = ctx.closedNode;
  if (node === undefined) return;
  ctx.closedNode = undefined;
  const records = ctx.checks;
  const mark = ctx.closedMark;
  const header = records[mark + 1] as number;
  const content = node.content;
  if (
    records[mark] === node &&
    header >= 0 &&
    (content !== ctx.closedContent || (content !== undefined && content.length !== ctx.closedLength))
  )
    records[mark + 1] = -1 - header;
}

/** A child container built whole, never closed: it fits when it holds only children that fit, none a container. */
function builtWhole(ctx: ConvertContext, node: AdfNode, kids: readonly AdfNode[]): number {
  const rules = ctx.rules.get(node.type);
  if (rules === undefined) return kids.length === 0 ? FITS : NO;
  if (rules.counts !== undefined || kids.length < rules.meaningful) return NO;
  return holdsFitting(ctx, kids, rules, NO_RECORD) ? FITS : NO;
}

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
  const records = ctx.checks;
  const changing = ctx.changing.size > 0;
  let next = record + RECORD;
  const last = record >= 0 ? next + countOf(records[record + 1] as number) : next;
  let type = '';
  let rule: ChildRule | undefined;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i];
    if (k.type !== type) {
      type = k.type;
      rule = kidRule(rules, type);
    }
    if (
      !rule ||
      (k.content
        ? !(next < last && records[next++] === k)
        : (type === 'text' && !k.text) || (changing && ctx.changing.has(k))) ||
      (k.marks?.length && !marksFit(rule.sets, rule.bits, k.marks)) ||
      (rule.range !== undefined && !countFits(rule.range, k))
    )
      return false;
  }
  return true;
}

/**
 * The node closed last, if it fits as built, gives its place in its parent to its children (a
 * quote where the profile forbids one, build-repair.ts): each gets the record of a child that
 * fits, as the parent's close reads them; false, and nothing changed, when the node does not fit.
 */
export function dissolveClosed(ctx: ConvertContext, node: AdfNode): boolean {
  const records = ctx.checks;
  const mark = ctx.closedMark;
  settleLast(ctx);
  const header = records[mark + 1] as number;
  if (records[mark] !== node || header < 0 || ctx.checksEnd !== mark + RECORD + header) return false;
  const fitting = records.slice(mark + RECORD, ctx.checksEnd);
  let at = mark;
  for (const kid of fitting) {
    records[at++] = kid;
    records[at++] = 0;
  }
  ctx.checksEnd = at;
  const siblings = ctx.current.content!;
  siblings.splice(siblings.lastIndexOf(node), 1, ...(node.content ?? []));
  return true;
}
