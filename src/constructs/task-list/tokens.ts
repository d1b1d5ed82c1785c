import type { MarkdownIt, StateCore } from 'markdown-it';

/**
 * GFM task list items (`- [ ] x`, `- [x] x`): the checkbox is block syntax, recognised before
 * inline parsing on the raw text of a bullet item's first paragraph (so an escaped `\[ ]` stays
 * literal) and taken out of it. The item's list learns what each checkbox said on its closing
 * token (`meta.tasks`, by the item's first line), where the converter settles it (forward.ts).
 */
export interface TaskMark {
  state: 'TODO' | 'DONE';
  /** The checkbox and the white space after it, as written. */
  written: string;
}

/** What the checkboxes of one list said, by the first source line of each task item. */
export type TaskMarks = ReadonlyMap<number, TaskMark>;

export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.before('inline', 'task_lists', markTasks);
}

function markTasks(state: StateCore): void {
  // A checkbox is three characters of one source line: a document without them (nearly all)
  // skips the walk over its tokens, which a cold process would run in the interpreter.
  if (!CHECKBOX.test(state.src)) return;
  const tokens = state.tokens;
  // One entry per open list, innermost last: a bullet list's marks (undefined until its first
  // checkbox: most lists have none), null for an ordered list (no tasks there).
  const lists: Array<Map<number, TaskMark> | null | undefined> = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'bullet_list_open') lists.push(undefined);
    else if (token.type === 'ordered_list_open') lists.push(null);
    else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      const marks = lists.pop();
      if (marks && marks.size > 0) token.meta = { ...token.meta, tasks: marks };
    } else if (token.type === 'list_item_open') {
      const depth = lists.length - 1;
      const inline = tokens[i + 2];
      if (depth < 0 || lists[depth] === null || !token.map) continue;
      if (tokens[i + 1]?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
      const mark = checkbox(inline.content);
      if (!mark) continue;
      const marks = lists[depth] ?? new Map();
      lists[depth] = marks;
      marks.set(token.map[0], mark);
      // The item learns it too: what it holds is not repaired while it may become a task (lists/forward.ts).
      token.meta = { ...token.meta, task: mark };
      inline.content = inline.content.slice(mark.written.length);
    }
  }
}

const CHECKBOX = /\[[ xX]\]/;

/** A checkbox alone (the item's whole first paragraph) is an empty task: ADF has them. */
function checkbox(raw: string): TaskMark | undefined {
  if (raw.length < 3 || raw[0] !== '[' || raw[2] !== ']') return undefined;
  if (raw.length > 3 && raw[3] !== ' ' && raw[3] !== '\t') return undefined;
  const state = raw[1] === ' ' ? 'TODO' : raw[1] === 'x' || raw[1] === 'X' ? 'DONE' : undefined;
  if (!state) return undefined;
  let end = 4;
  // The text starts after the blanks, on the next line when the checkbox ends its line.
  while (raw[end] === ' ' || raw[end] === '\t' || raw[end] === '\n') end++;
  return { state, written: raw.slice(0, end) };
}

/** Whether a list item's opening token says it is a task item. */
export function isTask(meta: unknown): boolean {
  return (meta as { task?: unknown } | null)?.task !== undefined;
}

/** The task marks a list's closing token carries, if any. */
export function taskMarksOf(meta: unknown): TaskMarks | undefined {
  const tasks = (meta as { tasks?: unknown } | null)?.tasks;
  return tasks instanceof Map ? (tasks as TaskMarks) : undefined;
}
