import { converterSpec } from './converters.js';
import { watchHeap } from './heap.js';
import { type Doc, observe, timePerDocumentPass, timeWholePass } from './measure.js';
import { type ChildMessage, type ParentMessage, parseParentMessage } from './pass-protocol.js';
import { syntheticDocument } from './synthetic.js';
import { loadWorkload } from './workloads.js';

/**
 * One converter in a process of its own (forked by pass-pool.ts with `--import tsx`), as a user
 * runs it: loaded once, then asked for one pass at a time over IPC (pass-protocol.ts). Nothing
 * else runs here, so the code V8 optimises, the type feedback it gathers and the garbage it
 * collects are this converter's alone, and no gc needs forcing between passes.
 *
 *   pass-child.ts <converter>
 */

const send = (message: ChildMessage): void => {
  process.send?.(message);
};

const name = process.argv[2];
const workloads = new Map<string, Doc[]>();
const documentsOf = (workload: string): Doc[] => {
  let docs = workloads.get(workload);
  if (!docs) {
    docs = loadWorkload(workload);
    workloads.set(workload, docs);
  }
  return docs;
};
const synthetic = new Map<string, string>();
const syntheticOf = (seed: number, bytes: number): string => {
  const key = `${seed}:${bytes}`;
  let text = synthetic.get(key);
  if (text === undefined) {
    text = syntheticDocument(seed, bytes);
    synthetic.set(key, text);
  }
  return text;
};

try {
  const convert = await converterSpec(name).load();

  const answer = async (message: ParentMessage): Promise<ChildMessage> => {
    switch (message.type) {
      case 'pass': {
        return { type: 'pass', result: await timeWholePass(convert, documentsOf(message.workload)) };
      }
      case 'per-document':
        return { type: 'per-document', result: timePerDocumentPass(convert, documentsOf(message.workload)) };
      case 'scaling': {
        const answer = {
          type: 'scaling' as const,
          ms: [] as number[],
          cpuMs: [] as number[],
          bytes: [] as number[],
          markCompacts: [] as number[],
        };
        // Every size is converted as often as it takes to reach the largest one's bytes (1x eight
        // times, 8x once), timed as one group and divided: a 1x conversion of 10 ms alone is
        // timer and scheduler noise, and its growth ratio moved by a third from run to run.
        const largest = Math.max(...message.bytes);
        for (const bytes of message.bytes) {
          const text = syntheticOf(message.seed, bytes);
          const times = Math.max(1, Math.round(largest / bytes));
          const stopHeap = watchHeap();
          const cpuStart = process.cpuUsage();
          const start = performance.now();
          for (let i = 0; i < times; i++) {
            try {
              observe(convert(text));
            } catch {
              // A throw still took the time; failures show in the throughput table.
            }
          }
          answer.ms.push((performance.now() - start) / times);
          const cpu = process.cpuUsage(cpuStart);
          answer.cpuMs.push((cpu.user + cpu.system) / 1000 / times);
          const heap = stopHeap();
          answer.bytes.push(heap.allocatedBytes / times);
          answer.markCompacts.push(heap.markCompacts);
        }
        return answer;
      }
    }
  };

  process.on('message', (raw) => {
    Promise.resolve()
      .then(() => answer(parseParentMessage(raw)))
      .then(send, (error: unknown) =>
        send({ type: 'error', error: error instanceof Error ? error.message : String(error) }),
      );
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'load-error', error: error instanceof Error ? error.message : String(error) });
  process.disconnect?.();
}
