import { workerData } from 'node:worker_threads';
import { adfToHtml } from '../compose/html.js';
import { resolversOf } from '../convert/lookup-maps.js';
import { convert, validateAdf } from '../index.js';
import { convertAdf } from '../compose/reverse.js';
import type { AdfDoc, Profile } from '../types.js';
import type { Task, TaskOp, TaskResult } from './tasks.js';
import { lowerThreadPriority } from './thread-priority.js';

/**
 * Runs on a piscina worker thread: one handler per operation, each calling the library.
 * A pathological document only ever blocks this thread, which the pool terminates on timeout.
 */

/** Set by the pool for the bulk lane, so that huge documents only get the CPU others leave. */
const { niceness } = (workerData ?? {}) as { niceness?: number };
if (niceness) lowerThreadPriority(niceness);

type Handler<Op extends TaskOp> = (task: Extract<Task, { op: Op }>) => TaskResult;

const json = (value: unknown): TaskResult => ({ kind: 'json', body: JSON.stringify(value) });

function docOf(source: { markdown: string } | { doc: unknown }, profile: Profile): AdfDoc {
  return 'markdown' in source ? convert(source.markdown, { profile }).doc : (source.doc as AdfDoc);
}

const HANDLERS: { [Op in TaskOp]: Handler<Op> } = {
  // Loads the library and runs it once, so the first real request pays neither cost.
  warmUp: () => json(convert('# warm-up\n\n| a |\n|---|\n| *b* |\n').diagnostics),
  convert: ({ markdown, profile, strict, mentions, images }) => {
    const result = convert(markdown, { profile, ...resolversOf(mentions, images) });
    if (strict && result.diagnostics.some((d) => d.severity === 'error')) {
      return { kind: 'rejected', diagnostics: result.diagnostics };
    }
    return json(result);
  },
  toMarkdown: ({ doc, profile }) => json(convertAdf(doc as AdfDoc, { profile })),
  validate: ({ doc, profile }) => json(validateAdf(doc, { profile })),
  render: ({ source, profile, standalone }) => ({
    kind: 'html',
    body: adfToHtml(docOf(source, profile), { standalone }),
  }),
};

export default function runTask(task: Task): TaskResult {
  const handler = HANDLERS[task.op] as Handler<TaskOp>;
  return handler(task as never);
}
