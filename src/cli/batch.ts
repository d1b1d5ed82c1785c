import { extname, join, resolve } from 'node:path';
import type { DiagnosticsReporter } from './diagnostics-format.js';
import { usageError } from './errors.js';
import type { Input } from './io.js';
import { JOBS, type JobName, type JobOptions } from './jobs.js';
import { createProgress } from './progress.js';
import { makeOutputDirectory } from './safe-output.js';
import { ThreadPool } from './thread-pool.js';
import runFileTask, { type FileTask, type FileTaskResult } from './worker.js';

/**
 * `--out DIR`: one output file per input, the tree below each directory argument mirrored,
 * converted in parallel on worker threads. Diagnostics are printed in input order (whatever
 * order the workers finish in), so two runs over the same tree print the same lines.
 */
export interface BatchRequest {
  job: JobName;
  inputs: readonly Input[];
  outDir: string;
  options: JobOptions;
  /** Worker threads at most; 1 runs everything on the main thread. */
  threads: number;
  showProgress: boolean;
  reporter: DiagnosticsReporter;
  /** Where the progress bar and text diagnostics go (stderr). */
  log: { write(text: string): unknown; columns?: number };
}

export interface BatchOutcome {
  files: number;
  failed: number;
  elapsedMs: number;
}

export async function runBatch(request: BatchRequest): Promise<BatchOutcome> {
  const started = performance.now();
  const tasks = planTasks(request);
  await makeOutputDirectory(request.outDir, request.reporter.format);
  const progress = createProgress(tasks.length, request.log, request.showProgress);
  const results: (FileTaskResult | undefined)[] = new Array(tasks.length);
  let nextToReport = 0;
  let failed = 0;
  const reportInOrder = () => {
    while (nextToReport < tasks.length && results[nextToReport]) {
      const result = results[nextToReport]!;
      if (!result.written) failed++;
      request.reporter.report(tasks[nextToReport].inputPath, result.diagnostics);
      request.reporter.report(tasks[nextToReport].outputPath, result.outputDiagnostics ?? []);
      nextToReport++;
    }
  };
  // Diagnostics go through the bar so a line never lands in the middle of it.
  const reporterWrite = request.reporter.redirect((line) => progress.log(line));
  const run = await taskRunner(tasks.length, request.threads);
  try {
    await Promise.all(
      tasks.map(async (task, index) => {
        results[index] = await run.task(task);
        progress.advance(task.inputPath);
        reportInOrder();
      }),
    );
  } finally {
    await run.close();
    progress.finish();
    request.reporter.redirect(reporterWrite);
  }
  return { files: tasks.length, failed, elapsedMs: performance.now() - started };
}

function planTasks({ job, inputs, outDir, options }: BatchRequest): FileTask[] {
  const sources = new Map<string, string>();
  return inputs.map((input) => {
    if (input.kind === 'stdin') throw usageError('standard input (-) cannot be combined with --out');
    const outputPath = join(outDir, replaceExtension(input.relativePath, JOBS[job].outputExtension));
    const clash = sources.get(resolve(outputPath));
    if (clash !== undefined) {
      throw usageError(`'${clash}' and '${input.path}' would both be written to '${outputPath}'`);
    }
    sources.set(resolve(outputPath), input.path);
    return { job, inputPath: input.path, outDir, outputPath, options };
  });
}

const replaceExtension = (path: string, extension: string): string =>
  path.slice(0, path.length - extname(path).length) + extension;

interface TaskRunner {
  task(task: FileTask): Promise<FileTaskResult>;
  close(): Promise<void>;
}

/**
 * A pool of worker threads, or the main thread when there is one file or one thread:
 * starting a worker (and loading the parser in it) costs more than converting one file.
 */
async function taskRunner(taskCount: number, threads: number): Promise<TaskRunner> {
  const size = Math.min(taskCount, threads);
  if (size <= 1) return sequentialRunner();
  const pool = new ThreadPool(size);
  return { task: (task) => pool.run(task), close: () => pool.destroy() };
}

/** One file at a time, so a tree of thousands of files never holds thousands of open files. */
function sequentialRunner(): TaskRunner {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    task(task) {
      const result = queue.then(() => runFileTask(task));
      queue = result;
      return result;
    },
    close: async () => {},
  };
}
