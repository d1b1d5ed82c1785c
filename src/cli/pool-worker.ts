import { parentPort } from 'node:worker_threads';
import runFileTask, { type FileTask } from './worker.js';

/** A thread of the batch pool (thread-pool.ts): one file task per message, its result back. */
parentPort?.on('message', async ({ id, task }: { id: number; task: FileTask }) => {
  parentPort?.postMessage({ id, result: await runFileTask(task) });
});
