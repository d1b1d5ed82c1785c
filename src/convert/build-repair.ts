import type { DiagnosticCode } from '../diagnostics/codes.js';
import { countFits, marksFit } from '../schema/content-model.js';
import type { AdfNode } from '../types.js';
import type { ConvertContext } from './context.js';
import { fitMarks, markDropped } from './mark-fit.js';

/**
 * Repairs the build makes itself, as the fit pass (fit.ts) would make them on the finished tree:
 * a block the profile forbids where it closes (a heading in a list item) is repaired there, by
 * the construct's own repair, and the document then fits as built. The warnings are reported
 * once the build ends (`reportRepairs`), after the build's own, as the fit pass reported them.
 */
export interface BuildRepairs {
  /** Warnings, in the order the fit pass reported them: code, message, the node they point at. */
  readonly reports: Array<[DiagnosticCode, string, AdfNode]>;
  /**
   * Containers their list still changes once it closes (a list item becoming a task or a
   * decision): what the fit pass would do inside them depends on what they become.
   */
  readonly unsettled: Set<AdfNode>;
}

function repairsOf(ctx: ConvertContext): BuildRepairs {
  ctx.repairs ??= { reports: [], unsettled: new Set() };
  return ctx.repairs;
}

/** A list item its list turns into a task or a decision when it closes. */
export function unsettled(ctx: ConvertContext, item: AdfNode): void {
  repairsOf(ctx).unsettled.add(item);
}

/**
 * Whether the open containers around the innermost one are what the fit pass will find them to
 * be: none one its list still changes (a task item flattens all it holds), none (the innermost
 * included) that work after the build may change (`ConvertContext.later`).
 */
export function parentSettled(ctx: ConvertContext): boolean {
  const stack = ctx.stack;
  const open = ctx.repairs?.unsettled;
  if (open && open.size > 0) for (const node of stack) if (open.has(node)) return false;
  const changing = ctx.changing;
  if (changing.size > 0) for (const node of stack) if (changing.has(node)) return false;
  return true;
}

/**
 * Whether the fit pass would keep every one of `kids` as it is inside a `parent` (Fitter.place):
 * allowed there, with the counts kept there, no empty text; and, with `marks`, their marks as
 * they are (they combine there).
 */
export function keptAsThey(
  ctx: ConvertContext,
  parent: string,
  kids: readonly AdfNode[],
  marks = false,
): boolean {
  const allowed = ctx.rules.get(parent)?.kids;
  if (!allowed) return false;
  for (const kid of kids) {
    const rule = allowed.get(kid.type);
    if (
      !rule ||
      (rule.range !== undefined && !countFits(rule.range, kid)) ||
      (kid.type === 'text' && !kid.text) ||
      (marks && kid.marks && kid.marks.length > 0 && !marksFit(rule.sets, rule.bits, kid.marks))
    )
      return false;
  }
  return true;
}

/**
 * Whether the fit pass would leave `node`, a container of leaves, as it is (Fitter.finish): as
 * many children as it needs, each kept with its marks. Else it repairs the node before placing it.
 */
export function leavesFit(ctx: ConvertContext, node: AdfNode): boolean {
  const kids = node.content ?? [];
  const rules = ctx.rules.get(node.type);
  return (
    rules !== undefined &&
    rules.counts === undefined &&
    kids.length >= rules.meaningful &&
    kids.every((kid) => !kid.content) &&
    keptAsThey(ctx, node.type, kids, true)
  );
}

/**
 * Gives each of `kids` the marks that combine inside a `parent`, as the fit pass places them
 * (`keptAsThey` answered true); a drop is reported at the kid, else at `at`, where the fit pass
 * found it (the innermost container around it with a line).
 */
export function fitMarksIn(ctx: ConvertContext, parent: string, kids: readonly AdfNode[], at: AdfNode): void {
  const allowed = ctx.rules.get(parent)!.kids;
  for (const kid of kids) {
    const marks = kid.marks;
    if (!marks || marks.length === 0) continue;
    const rule = allowed.get(kid.type)!;
    const was = !marksFit(rule.sets, rule.bits, marks) && fitMarks(kid, rule.sets);
    if (was)
      queue(ctx, 'mark-dropped', markDropped(was, kid, parent), ctx.lineOf.get(kid) === undefined ? at : kid);
  }
}

export function queue(ctx: ConvertContext, code: DiagnosticCode, message: string, at: AdfNode): void {
  repairsOf(ctx).reports.push([code, message, at]);
}

/** Reports the build's repairs once it ends, after the marks the inline conversion dropped (fitting-marks.ts). */
export function reportRepairs(ctx: ConvertContext): void {
  const reports = ctx.repairs?.reports;
  if (reports) for (const [code, message, at] of reports) ctx.report(code, message, ctx.positionOf(at));
}
