import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';

/**
 * GFM task list items (`- [ ] x`, `- [x] x`). markdown-it has no task list rule, so the marker is
 * recognised on the raw text of an item's first paragraph (the raw text, so an escaped `\[ ]`
 * stays literal), and the list is settled when it closes: all items tasks → `taskList`.
 */
export function taskMarker(raw: string): 'TODO' | 'DONE' | undefined {
  if (raw.length < 4 || raw[0] !== '[' || raw[2] !== ']' || (raw[3] !== ' ' && raw[3] !== '\t'))
    return undefined;
  if (raw[1] === ' ') return 'TODO';
  if (raw[1] === 'x' || raw[1] === 'X') return 'DONE';
  return undefined;
}

export function settleTaskList(ctx: ConvertContext, list: AdfNode): void {
  const items = list.content ?? [];
  const tasks = items.filter((item) => ctx.taskState.has(item)).length;
  if (tasks === 0) return;
  if (tasks === items.length) {
    toTaskList(ctx, list);
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
    if (last && ctx.taskState.has(last.content![0]) === ctx.taskState.has(item)) {
      last.content!.push(item);
      continue;
    }
    const run: AdfNode = { type: 'bulletList', content: [item] };
    ctx.lineOf.set(run, ctx.lineOf.get(item) ?? 0);
    runs.push(run);
  }
  for (const run of runs) if (ctx.taskState.has(run.content![0])) toTaskList(ctx, run);
  const siblings = ctx.current.content ?? [];
  siblings.splice(siblings.lastIndexOf(list), 1, ...runs);
}

function toTaskList(ctx: ConvertContext, list: AdfNode): void {
  const content: AdfNode[] = [];
  for (const item of list.content ?? []) {
    const task: AdfNode = {
      type: 'taskItem',
      attrs: { localId: ctx.nextLocalId('task'), state: ctx.taskState.get(item) },
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
      task.content!.push(...inlineOf(block, i === 0));
    }
  }
  list.type = 'taskList';
  list.attrs = { localId: ctx.nextLocalId('tasklist') };
  list.content = content;
}

/** The inline content of a block, flattened in document order, one hard break between blocks. */
export function inlineOf(block: AdfNode, stripMarker: boolean): AdfNode[] {
  const out: AdfNode[] = [];
  const stack: AdfNode[] = [block];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'text' || !node.content) {
      out.push(node);
    } else if (node.content.length > 0 && node.content.every((c) => !c.content)) {
      if (out.length > 0) out.push({ type: 'hardBreak' });
      out.push(...node.content);
    } else {
      for (let i = node.content.length - 1; i >= 0; i--) stack.push(node.content[i]);
    }
  }
  if (stripMarker) {
    const first = out[0];
    if (first?.type === 'text' && first.text) {
      const rest = first.text.slice(3).replace(/^[ \t]+/, '');
      if (rest === '') out.shift();
      else out[0] = { ...first, text: rest };
    }
  }
  return out;
}
