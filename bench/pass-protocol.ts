import type { PassResult, WholePassResult } from './measure.js';
import { median, rotated } from './measure.js';

/**
 * What the benchmark's parent and its converter processes (pass-child.ts) say to each other over
 * the IPC channel, and the order in which the parent asks for passes. Pure: no process, no timer.
 */

export type ParentMessage =
  /** One whole pass over a workload. */
  | { type: 'pass'; workload: string }
  /** One pass of the per-document view: a minor gc before each document, outside its time. */
  | { type: 'per-document'; workload: string }
  /** Each synthetic document of these sizes, in order, as often as the largest's bytes take. */
  | { type: 'scaling'; seed: number; bytes: number[] };

export type ChildMessage =
  | { type: 'ready' }
  | { type: 'load-error'; error: string }
  | { type: 'pass'; result: WholePassResult }
  | { type: 'per-document'; result: PassResult }
  /**
   * Per size: wall ms, CPU ms and bytes allocated a conversion (each size converted as often as the
   * largest's bytes take, timed together), and the mark-compacts inside that group.
   */
  | { type: 'scaling'; ms: number[]; cpuMs: number[]; bytes: number[]; markCompacts: number[] }
  | { type: 'error'; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);
const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every(isNumber);

function isPassResult(value: unknown): value is PassResult {
  return (
    isRecord(value) &&
    isNumber(value.ms) &&
    isNumber(value.failures) &&
    (value.firstError === undefined || typeof value.firstError === 'string')
  );
}

const HEAP_FIELDS = [
  'allocatedBytes',
  'promotedBytes',
  'scavenges',
  'markCompacts',
  'semiSpaceBytes',
  'semiSpaceMaxBytes',
  'oldUsedBytes',
] as const;

function isWholePassResult(value: unknown): value is WholePassResult {
  if (!isPassResult(value)) return false;
  const fields = value as unknown as Record<string, unknown>;
  const heap = fields.heap;
  return (
    isNumber(fields.gcMs) &&
    isNumber(fields.cpuMs) &&
    isNumber(fields.gcCount) &&
    isRecord(heap) &&
    HEAP_FIELDS.every((field) => isNumber(heap[field]))
  );
}

/** A message from a converter process, checked field by field; anything else is a broken child. */
export function parseChildMessage(message: unknown): ChildMessage {
  if (isRecord(message)) {
    switch (message.type) {
      case 'ready':
        return { type: 'ready' };
      case 'load-error':
      case 'error':
        if (typeof message.error === 'string') return { type: message.type, error: message.error };
        break;
      case 'pass':
        if (isWholePassResult(message.result)) return { type: 'pass', result: message.result };
        break;
      case 'per-document':
        if (isPassResult(message.result)) return { type: 'per-document', result: message.result };
        break;
      case 'scaling':
        if (
          isNumbers(message.ms) &&
          isNumbers(message.cpuMs) &&
          isNumbers(message.bytes) &&
          isNumbers(message.markCompacts)
        ) {
          const { ms, cpuMs, bytes, markCompacts } = message;
          return { type: 'scaling', ms, cpuMs, bytes, markCompacts };
        }
        break;
    }
  }
  throw new Error(`unexpected message from a converter process: ${JSON.stringify(message)?.slice(0, 200)}`);
}

/** A message from the parent, checked the same way (the child's side). */
export function parseParentMessage(message: unknown): ParentMessage {
  if (isRecord(message)) {
    if ((message.type === 'pass' || message.type === 'per-document') && typeof message.workload === 'string')
      return { type: message.type, workload: message.workload };
    if (
      message.type === 'scaling' &&
      isNumber(message.seed) &&
      Array.isArray(message.bytes) &&
      message.bytes.every(isNumber)
    )
      return { type: 'scaling', seed: message.seed, bytes: message.bytes as number[] };
  }
  throw new Error(`unexpected message from the benchmark: ${JSON.stringify(message)?.slice(0, 200)}`);
}

export interface ScheduledPass {
  /** Negative for warm-up passes, whose results are dropped. */
  pass: number;
  workload: string;
  converter: string;
  /** Which of the converter's processes runs it (0 to processes - 1). */
  process: number;
}

/**
 * Warm-up passes, then timed ones; in each pass every workload, and for each workload every
 * process of every converter once: the first process of each converter, then the second of
 * each, and so on, that order rotating from pass to pass so that no process always goes first
 * or last. Load from other processes that comes and goes then falls on all alike, and every
 * process is warmed by the same passes. A process settles into a memory mode for its whole
 * life (docs/performance.md, "Memory modes"), so a converter is measured in several.
 */
export function passSchedule(
  converters: readonly string[],
  workloads: readonly string[],
  warmup: number,
  passes: number,
  processes = 1,
): ScheduledPass[] {
  const units: { converter: string; process: number }[] = [];
  for (let process = 0; process < processes; process++)
    for (const converter of converters) units.push({ converter, process });
  const schedule: ScheduledPass[] = [];
  for (let pass = -warmup; pass < passes; pass++)
    for (const workload of workloads)
      for (const unit of rotated(units, pass + warmup)) schedule.push({ pass, workload, ...unit });
  return schedule;
}

/**
 * The median of each process's own values (`processes[i]` ran the pass of `values[i]`), in
 * process order: how far apart they are shows the memory modes the processes settled into.
 */
export function mediansByProcess(values: readonly number[], processes: readonly number[]): number[] {
  const by = new Map<number, number[]>();
  for (let i = 0; i < values.length; i++) {
    const list = by.get(processes[i]) ?? [];
    list.push(values[i]);
    by.set(processes[i], list);
  }
  return [...by.keys()].sort((a, b) => a - b).map((key) => median(by.get(key) ?? []));
}
