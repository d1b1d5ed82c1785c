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

export function collectYoungGarbage(): void {
  const gc = (globalThis as { gc?: (options?: { type: 'minor' | 'major' }) => void }).gc;
  gc?.({ type: 'minor' });
}

export function hasGc(): boolean {
  return typeof (globalThis as { gc?: unknown }).gc === 'function';
}

/**
 * One pass over the documents for several converters at once, interleaved per document: for
 * each document every converter runs in turn (in the given order). On a shared machine, load
 * that comes and goes then hits all converters alike, which keeps same-run ratios honest even
 * when absolute times are not. A minor gc before each call clears the previous converter's
 * young garbage so nobody pays for another's allocations. A document that throws counts as a
 * failure and the pass goes on.
 */
export function timeInterleavedPass(
  converters: ReadonlyArray<readonly [string, Convert]>,
  docs: readonly Doc[],
): Map<string, PassResult> {
  const results = new Map<string, PassResult>(converters.map(([name]) => [name, { ms: 0, failures: 0 }]));
  for (const doc of docs) {
    for (const [name, convert] of converters) {
      const result = results.get(name)!;
      collectYoungGarbage();
      const start = performance.now();
      try {
        observe(convert(doc.text));
      } catch (error) {
        result.failures++;
        result.firstError ??= `${doc.path}: ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          200,
        );
      }
      result.ms += performance.now() - start;
    }
  }
  return results;
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
