import type { AdfNode } from '../../types.js';
import { walk } from '../../adf/walk.js';
import type { ConvertContext } from '../../convert/context.js';
import type { TaskMarks } from './tokens.js';
import type { ForwardPart } from '../../engine/parts.js';
import { taskListConstruct } from './index.js';
import { taskListPlugin } from './tokens.js';

/**
 * GFM task list items (`- [ ] x`, `- [x] x`): the tokenizer found the checkboxes (tokens.ts);
 * the list is settled before it closes: all items tasks → `taskList`. Answers whether it mixes
 * task items and plain ones: `splitTaskList` settles that once it is closed.
 */
export function settleTaskList(ctx: ConvertContext, list: AdfNode, marks: TaskMarks): boolean {
  const stateOf = stateIn(ctx, marks);
  const items = list.content ?? [];
  const tasks = items.filter((item) => stateOf(item)).length;
  if (tasks === 0) return false;
  if (tasks < items.length) return true;
  toTaskList(ctx, list, stateOf);
  return false;
}

/**
 * As GitHub shows it: the task items keep their checkboxes, the plain ones stay bullets. ADF
 * has no list of both, so each run of items of one kind is a list of its own, in the closed
 * list's place among its parent's children.
 */
export function splitTaskList(ctx: ConvertContext, list: AdfNode, marks: TaskMarks): void {
  const stateOf = stateIn(ctx, marks);
  ctx.report(
    'task-list-mixed',
    'a list mixing task items and plain items is split into task lists and bullet lists, one per run of items of one kind',
    ctx.positionOf(list),
  );
  const runs: AdfNode[] = [];
  for (const item of list.content ?? []) {
    const last = runs.at(-1);
    if (last && !stateOf(last.content![0]) === !stateOf(item)) {
      last.content!.push(item);
      continue;
    }
    const run: AdfNode = { type: 'bulletList', content: [item] };
    ctx.lineOf.set(run, ctx.lineOf.get(item) ?? 0);
    runs.push(run);
  }
  for (const run of runs) if (stateOf(run.content![0])) toTaskList(ctx, run, stateOf);
  const siblings = ctx.current.content ?? [];
  siblings.splice(siblings.lastIndexOf(list), 1, ...runs);
}

const stateIn =
  (ctx: ConvertContext, marks: TaskMarks) =>
  (item: AdfNode): string | undefined =>
    marks.get(ctx.lineOf.get(item) ?? -1)?.state;

function toTaskList(
  ctx: ConvertContext,
  list: AdfNode,
  stateOf: (item: AdfNode) => string | undefined,
): void {
  const content: AdfNode[] = [];
  for (const item of list.content ?? []) itemOf(ctx, item, 'taskItem', stateOf(item)!, content);
  list.type = 'taskList';
  list.attrs = { localId: ctx.nextLocalId('tasklist') };
  list.content = content;
}

/**
 * Adds to `into` a task or a decision for a list item: its blocks' inline content, a hard break
 * between them (it holds only text: `inline-replaced`); a task list in a task item stays one,
 * after it.
 */
export function itemOf(
  ctx: ConvertContext,
  item: AdfNode,
  type: 'taskItem' | 'decisionItem',
  state: string,
  into: AdfNode[],
): AdfNode {
  const task = type === 'taskItem';
  const what = task ? 'task' : 'decision';
  dropItemAttributes(ctx, item, what);
  const node: AdfNode = { type, attrs: { localId: ctx.nextLocalId(what), state }, content: [] };
  const content = node.content!;
  ctx.lineOf.set(node, ctx.lineOf.get(item) ?? 0);
  into.push(node);
  const blocks = item.content ?? [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i];
    if (task && block.type === 'taskList') {
      into.push(block);
      continue;
    }
    if (i > 0) {
      ctx.report(
        'inline-replaced',
        `a ${task ? 'task item' : what} holds only text; its ${block.type} is kept as a line of text`,
        ctx.positionOf(block),
      );
      if (content.length > 0) content.push({ type: 'hardBreak' });
    }
    content.push(...inlineOf(block));
  }
  return node;
}

/** A task or a decision has the identifier the reader makes: an `adf:listItem` one does not fit. */
export function dropItemAttributes(ctx: ConvertContext, item: AdfNode, what: string): void {
  const names = Object.keys(item.attrs ?? {});
  if (names.length === 0) return;
  ctx.report(
    'attribute-dropped',
    `a ${what} is no list item: \`adf:listItem\` ${names.map((n) => `\`${n}\``).join(', ')} dropped`,
    ctx.positionOf(item),
  );
}

/**
 * The inline content of a block, flattened in document order, one hard break between blocks;
 * the fit pass repairs its texts' marks in their new place.
 */
export function inlineOf(block: AdfNode): AdfNode[] {
  const out: AdfNode[] = [];
  walk(block, ({ node }) => {
    if (node.type === 'text' || !node.content) {
      out.push(node);
      return 'skip';
    }
    if (node.content.length > 0 && node.content.every((c) => !c.content)) {
      if (out.length > 0) out.push({ type: 'hardBreak' });
      out.push(...node.content);
      return 'skip';
    }
    return undefined;
  });
  return out;
}

/** A task list is read as a bullet list (lists/forward.ts), which settles into one when it closes. */
export const taskListForward: ForwardPart = {
  construct: taskListConstruct,
  syntax: taskListPlugin,
};
