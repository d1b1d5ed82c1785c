import { type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import type { Convert } from './converters.js';
import { type HeapPass, watchHeap } from './heap.js';

/** Timing primitives. Wall-clock with `performance.now()`; the caller decides ordering. */

export interface Doc {
  path: string;
  text: string;
}

export interface PassResult {
  ms: number;
  failures: number;
  firstError?: string;
}

/** A whole pass of one converter, with the garbage collection that ran inside it. */
export interface WholePassResult extends PassResult {
  /** Time of the gc pauses (scavenges, mark-compacts, incremental steps) inside the pass. */
  gcMs: number;
  /**
   * CPU time of the whole process over the pass (user + system, every thread: V8's concurrent
   * gc helpers included). Unlike wall time it leaves out the time other processes had the CPU,
   * so on a loaded machine it is the steadier measure of what a pass costs.
   */
  cpuMs: number;
  gcCount: number;
  /** Bytes allocated, collections and what they kept over the pass (heap.ts). */
  heap: HeapPass;
}

/** Keeps results observable so the optimiser cannot drop a conversion whose result is unused. */
let sink = 0;
export function observe(result: unknown): void {
  if (result !== null && typeof result === 'object') sink ^= Object.keys(result).length;
}
export function sinkValue(): number {
  return sink;
}

/**
 * A full, memory-reducing gc (needs --expose-gc). Never before a timed region: it discards
 * optimised code and type feedback, so what follows would time de-optimised code.
 */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}

export function collectYoungGarbage(): void {
  const gc = (globalThis as { gc?: (options?: { type: 'minor' | 'major' }) => void }).gc;
  gc?.({ type: 'minor' });
}

export function hasGc(): boolean {
  return typeof (globalThis as { gc?: unknown }).gc === 'function';
}

/**
 * One converter over every document, one conversion after another, as a user converting a
 * batch pays for it: nothing runs between conversions, so the garbage collection each
 * conversion's allocations cause (scavenges, and the mark-compacts they lead to) falls inside
 * the pass and is counted. The converter runs alone in its process (pass-child.ts), so the
 * garbage it meets is its own, and no gc is forced before the pass: a forced full gc throws
 * away optimised code and type feedback, and the pass would measure de-optimised code.
 */
export async function timeWholePass(convert: Convert, docs: readonly Doc[]): Promise<WholePassResult> {
  watchGc();
  const result: PassResult = { ms: 0, failures: 0 };
  const stopHeap = watchHeap();
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (const doc of docs) {
    try {
      observe(convert(doc.text));
    } catch (error) {
      result.failures++;
      result.firstError ??= describeFailure(doc, error);
    }
  }
  const end = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  const heap = stopHeap();
  result.ms = end - start;
  return { ...result, cpuMs: (cpu.user + cpu.system) / 1000, heap, ...(await gcBetween(start, end)) };
}

function describeFailure(doc: Doc, error: unknown): string {
  return `${doc.path}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
}

/**
 * GC pauses as V8 reports them (perf_hooks `gc` entries). The entries reach the observer
 * asynchronously, so a pass's are read after yielding to the event loop once the pass is over.
 */
const gcEntries: PerformanceEntry[] = [];
let gcObserver: PerformanceObserver | undefined;

function watchGc(): void {
  if (gcObserver) return;
  gcObserver = new PerformanceObserver((list) => {
    gcEntries.push(...list.getEntries());
  });
  gcObserver.observe({ entryTypes: ['gc'] });
}

async function gcBetween(start: number, end: number): Promise<{ gcMs: number; gcCount: number }> {
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  let gcMs = 0;
  let gcCount = 0;
  for (const entry of gcEntries) {
    if (entry.startTime >= start && entry.startTime < end) {
      gcMs += entry.duration;
      gcCount++;
    }
  }
  gcEntries.length = 0;
  return { gcMs, gcCount };
}

/**
 * One pass of the per-document view (the benchmark's method before issue 15, kept for
 * comparison): a minor gc before each document, outside its time, so that the pass's time is
 * nearly all conversion and little garbage collection. Its flaw, and why targets are judged on
 * whole passes: it takes most of each conversion's garbage collection off the clock, which
 * favours the converter that allocates most. A minor gc (a scavenge) does not throw away
 * optimised code or type feedback the way a full one does (measured with --trace-deopt), so the
 * view still measures warm code.
 */
export function timePerDocumentPass(convert: Convert, docs: readonly Doc[]): PassResult {
  const result: PassResult = { ms: 0, failures: 0 };
  for (const doc of docs) {
    collectYoungGarbage();
    const start = performance.now();
    try {
      observe(convert(doc.text));
    } catch (error) {
      result.failures++;
      result.firstError ??= describeFailure(doc, error);
    }
    result.ms += performance.now() - start;
  }
  return result;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function utf8Bytes(docs: readonly Doc[]): number {
  return docs.reduce((sum, doc) => sum + Buffer.byteLength(doc.text), 0);
}

/** Rotates the order each pass so no converter always runs first (warm caches) or last (heap). */
export function rotated<T>(items: readonly T[], pass: number): T[] {
  const shift = pass % Math.max(items.length, 1);
  return [...items.slice(shift), ...items.slice(0, shift)];
}
