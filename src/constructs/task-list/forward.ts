import type { AdfNode } from '../../types.js';
import { walk } from '../../adf/walk.js';
import type { ConvertContext } from '../../convert/context.js';
import type { TaskMarks } from './tokens.js';

/**
 * GFM task list items (`- [ ] x`, `- [x] x`): the tokenizer found the checkboxes (tokens.ts);
 * the list is settled when it closes: all items tasks → `taskList`.
 */
export function settleTaskList(ctx: ConvertContext, list: AdfNode, marks: TaskMarks | undefined): void {
  if (!marks) return;
  const stateOf = (item: AdfNode) => marks.get(ctx.lineOf.get(item) ?? -1)?.state;
  const items = list.content ?? [];
  const tasks = items.filter((item) => stateOf(item)).length;
  if (tasks === 0) return;
  if (tasks === items.length) {
    toTaskList(ctx, list, stateOf);
    return;
  }
  // As GitHub shows it: the task items keep their checkboxes, the plain ones stay bullets. ADF
  // has no list of both, so each run of items of one kind is a list of its own.
  ctx.report(
    'task-list-mixed',
    'a list mixing task items and plain items is split into task lists and bullet lists, one per run of items of one kind',
    ctx.positionOf(list),
  );
  const runs: AdfNode[] = [];
  for (const item of items) {
    const last = runs[runs.length - 1];
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

function toTaskList(
  ctx: ConvertContext,
  list: AdfNode,
  stateOf: (item: AdfNode) => string | undefined,
): void {
  const content: AdfNode[] = [];
  for (const item of list.content ?? []) {
    dropItemAttributes(ctx, item, 'task');
    const task: AdfNode = {
      type: 'taskItem',
      attrs: { localId: ctx.nextLocalId('task'), state: stateOf(item) },
      content: [],
    };
    ctx.lineOf.set(task, ctx.lineOf.get(item) ?? 0);
    content.push(task);
    const blocks = item.content ?? [];
    for (let i = 0; i < blocks.length; i++) {
      const block = blocks[i];
      if (block.type === 'taskList') {
        content.push(block);
        continue;
      }
      if (i > 0) {
        ctx.report(
          'inline-replaced',
          `a task item holds only text; its ${block.type} is kept as a line of text`,
          ctx.positionOf(block),
        );
        if (task.content!.length > 0) task.content!.push({ type: 'hardBreak' });
      }
      task.content!.push(...inlineOf(block));
    }
  }
  list.type = 'taskList';
  list.attrs = { localId: ctx.nextLocalId('tasklist') };
  list.content = content;
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

/** The inline content of a block, flattened in document order, one hard break between blocks. */
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
