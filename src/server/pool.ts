import { Piscina } from 'piscina';
import { ProblemError } from './problems.js';
import type { Task, TaskResult } from './tasks.js';

/**
 * The conversion worker threads, in two lanes: ordinary requests share `workers` threads;
 * inputs larger than `bulkThreshold` bytes go to one separate thread, so a client looping a
 * huge (or pathological) document occupies that lane and never the threads everyone else uses.
 */
export interface PoolOptions {
  workers: number;
  timeoutMs: number;
  bulkThreshold: number;
}

/** Tasks waiting per lane before the service sheds load with 503 instead of queueing more. */
const MAX_QUEUE_PER_THREAD = 64;

/**
 * From `dist/` the worker is plain JavaScript. From `src/` (Vitest, tsx) it is TypeScript,
 * which a worker thread cannot load by itself: there the thread starts with tsx's loader.
 */
function workerSource(): { filename: string; execArgv: string[] } {
  const runningFromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(runningFromSource ? './worker.ts' : './worker.js', import.meta.url).href;
  return { filename, execArgv: runningFromSource ? ['--import', 'tsx'] : [] };
}

/**
 * Niceness of the bulk lane's thread (Linux): under contention the kernel gives it a small
 * share of a core, so a client looping huge documents slows other clients only a little.
 */
const BULK_NICENESS = 19;

function lane(threads: number, niceness = 0): Piscina<Task, TaskResult> {
  return new Piscina<Task, TaskResult>({
    ...workerSource(),
    workerData: { niceness },
    minThreads: threads,
    maxThreads: threads,
    maxQueue: threads * MAX_QUEUE_PER_THREAD,
    // Threads are kept warm: a cold start costs tens of milliseconds of module loading.
    idleTimeout: Number.POSITIVE_INFINITY,
  });
}

export class ConversionPool {
  readonly #interactive: Piscina<Task, TaskResult>;
  readonly #bulk: Piscina<Task, TaskResult>;
  readonly #options: PoolOptions;
  #closing = false;
  /** Threads terminated because a conversion ran out of time (each is replaced at once). */
  terminatedThreads = 0;

  constructor(options: PoolOptions) {
    this.#options = options;
    this.#interactive = lane(options.workers);
    this.#bulk = lane(1, BULK_NICENESS);
    for (const pool of [this.#interactive, this.#bulk]) {
      pool.on('workerDestroy', () => {
        if (!this.#closing) this.terminatedThreads++;
      });
    }
  }

  /**
   * Resolves once every thread has loaded the library. Until then the first requests would
   * pay the module loading inside their time limit (seconds when running from source).
   */
  async warmUp(): Promise<void> {
    const warm = (pool: Piscina<Task, TaskResult>, threads: number) =>
      Array.from({ length: threads }, () => pool.run({ op: 'warmUp' }));
    await Promise.all([...warm(this.#interactive, this.#options.workers), ...warm(this.#bulk, 1)]);
  }

  /**
   * Runs the task within the time limit (queue wait included). On timeout the task is
   * aborted: if it is running, piscina terminates its thread and starts a fresh one.
   */
  async run(task: Task, inputBytes: number): Promise<TaskResult> {
    const pool = inputBytes > this.#options.bulkThreshold ? this.#bulk : this.#interactive;
    const signal = AbortSignal.timeout(this.#options.timeoutMs);
    try {
      return await pool.run(task, { signal });
    } catch (error) {
      if (signal.aborted) {
        throw new ProblemError(
          'conversion-timeout',
          `The conversion did not finish within ${this.#options.timeoutMs} ms.`,
        );
      }
      if (error instanceof Error && error.message === 'Task queue is at limit') {
        throw new ProblemError('overloaded', 'All conversion workers are busy and the queue is full.');
      }
      throw error;
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all([this.#interactive.destroy(), this.#bulk.destroy()]);
  }
}
