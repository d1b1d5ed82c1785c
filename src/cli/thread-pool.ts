import { Worker } from 'node:worker_threads';
import type { FileTask, FileTaskResult } from './worker.js';

interface Pending {
  id: number;
  task: FileTask;
  resolve(result: FileTaskResult): void;
  reject(error: unknown): void;
}

/**
 * A fixed set of worker threads for a batch, each running one file task at a time
 * (pool-worker.ts). Node's own worker_threads, so the CLI needs no pool package: a library
 * install (`npx mdadf convert docs --out adf`) converts on every core.
 */
export class ThreadPool {
  readonly #queue: Pending[] = [];
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, Pending>();
  readonly #workers: Worker[] = [];
  #nextId = 0;

  constructor(size: number) {
    for (let i = 0; i < size; i++) this.#start();
  }

  run(task: FileTask): Promise<FileTaskResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ id: this.#nextId++, task, resolve, reject });
      this.#dispatch();
    });
  }

  async destroy(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }

  #start(): void {
    const worker = new Worker(new URL('./pool-worker.js', import.meta.url));
    worker.on('message', ({ id, result }: { id: number; result: FileTaskResult }) => {
      const pending = this.#busy.get(worker);
      if (pending?.id !== id) return;
      this.#busy.delete(worker);
      this.#idle.push(worker);
      pending.resolve(result);
      this.#dispatch();
    });
    // A task never throws (failures are diagnostics): an error here is a crash of the thread.
    worker.on('error', (error) => {
      this.#busy.get(worker)?.reject(error);
      this.#busy.delete(worker);
    });
    this.#workers.push(worker);
    this.#idle.push(worker);
  }

  #dispatch(): void {
    while (this.#idle.length > 0 && this.#queue.length > 0) {
      const worker = this.#idle.pop()!;
      const pending = this.#queue.shift()!;
      this.#busy.set(worker, pending);
      worker.postMessage({ id: pending.id, task: pending.task });
    }
  }
}
