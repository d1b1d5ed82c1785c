import type { Convert } from './converters.js';

/** Timing primitives. Wall-clock with `performance.now()`; the caller decides gc and ordering. */

export interface Doc {
  path: string;
  text: string;
}

export interface PassResult {
  ms: number;
  failures: number;
  firstError?: string;
}

/** Keeps results observable so the optimiser cannot drop a conversion whose result is unused. */
let sink = 0;
export function observe(result: unknown): void {
  if (result !== null && typeof result === 'object') sink ^= Object.keys(result).length;
}
export function sinkValue(): number {
  return sink;
}

export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}

export function hasGc(): boolean {
  return typeof (globalThis as { gc?: unknown }).gc === 'function';
}

/** Converts every document once; a document that throws counts as a failure and the pass goes on. */
export function timePass(convert: Convert, docs: readonly Doc[]): PassResult {
  let failures = 0;
  let firstError: string | undefined;
  const start = performance.now();
  for (const doc of docs) {
    try {
      observe(convert(doc.text));
    } catch (error) {
      failures++;
      firstError ??= `${doc.path}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200);
    }
  }
  return { ms: performance.now() - start, failures, firstError };
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
