import { FLOOR } from './converters.js';
import type { HeapPass } from './heap.js';
import { type Doc, median, rotated, utf8Bytes } from './measure.js';
import type { PassPool } from './pass-pool.js';
import { passSchedule, mediansByProcess as perProcess } from './pass-protocol.js';
import type { ThroughputMethod, ThroughputRow } from './types.js';

/**
 * Throughput of every converter on every workload, in two views:
 *
 * - `whole-pass` (the one targets are judged on): each converter in processes of its own
 *   (pass-child.ts, --processes of them), loaded and warmed there; in each pass each process of
 *   each converter in turn converts the whole workload, one document after another, garbage
 *   collection included, and the order rotates from pass to pass. Load from other processes on a
 *   shared machine that comes and goes over a pass then hits every converter in some passes and
 *   none in others, and the median over the passes of all a converter's processes drops it, as
 *   it drops the memory mode one process may settle into for its whole life (the spread of the
 *   per-process medians shows those modes). No gc is forced before a pass: a forced full gc
 *   discards optimised code, and the pass would measure code on its way back from
 *   de-optimisation, not what a user's process runs;
 * - `per-document`: a minor gc before each document, outside the timing, in the same warm
 *   processes.
 */

export interface ThroughputOptions {
  passes: number;
  warmup: number;
  perDocumentPasses: number;
  log: (message: string) => void;
}

interface Samples {
  ms: number[];
  gcMs: number[];
  cpuMs: number[];
  /** Whole passes only: the process each pass ran in, and its heap figures, in pass order. */
  process: number[];
  heap: HeapPass[];
  failures: number;
  firstError?: string;
}

interface Recorded {
  ms: number;
  gcMs?: number;
  cpuMs?: number;
  heap?: HeapPass;
  failures: number;
  firstError?: string;
}

type SampleKey = `${ThroughputMethod}\u0000${string}\u0000${string}`;

export async function measureThroughput(
  pool: PassPool,
  workloads: Map<string, Doc[]>,
  options: ThroughputOptions,
): Promise<ThroughputRow[]> {
  const names = pool.names;
  const samples = new Map<SampleKey, Samples>();
  const record = (
    method: ThroughputMethod,
    converter: string,
    workload: string,
    pass: Recorded,
    index = 0,
  ) => {
    const key: SampleKey = `${method}\u0000${converter}\u0000${workload}`;
    const entry = samples.get(key) ?? { ms: [], gcMs: [], cpuMs: [], process: [], heap: [], failures: 0 };
    entry.ms.push(pass.ms);
    entry.process.push(index);
    if (pass.gcMs !== undefined) entry.gcMs.push(pass.gcMs);
    if (pass.cpuMs !== undefined) entry.cpuMs.push(pass.cpuMs);
    if (pass.heap) entry.heap.push(pass.heap);
    entry.failures = Math.max(entry.failures, pass.failures);
    entry.firstError ??= pass.firstError;
    samples.set(key, entry);
  };
  /** A converter whose process dies is reported as unavailable and the run goes on without it. */
  const attempt = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    if (!pool.names.includes(name)) return undefined;
    try {
      return await run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      options.log(`${name}: ${reason}; left out of the rest of the run`);
      pool.drop(name, reason);
      return undefined;
    }
  };

  let announced = Number.NaN;
  for (const { pass, workload, converter, process } of passSchedule(
    names,
    [...workloads.keys()],
    options.warmup,
    options.passes,
    pool.processes,
  )) {
    if (pass !== announced) {
      announced = pass;
      options.log(
        pass < 0
          ? `whole-pass warm-up ${pass + options.warmup + 1}/${options.warmup}`
          : `whole pass ${pass + 1}/${options.passes}`,
      );
    }
    const result = await attempt(converter, () => pool.wholePass(converter, workload, process));
    if (result && pass >= 0) record('whole-pass', converter, workload, result, process);
  }

  for (let pass = 0; pass < options.perDocumentPasses; pass++) {
    options.log(`per-document pass ${pass + 1}/${options.perDocumentPasses}`);
    for (const workload of workloads.keys())
      for (const name of rotated(names, pass)) {
        const result = await attempt(name, () => pool.perDocumentPass(name, workload));
        if (result) record('per-document', name, workload, result);
      }
  }

  const rows: ThroughputRow[] = [];
  for (const method of ['whole-pass', 'per-document'] as const) {
    for (const [workload, docs] of workloads) {
      const bytes = utf8Bytes(docs);
      const get = (name: string) => samples.get(`${method}\u0000${name}\u0000${workload}`);
      const medianOf = (name: string) => {
        const entry = get(name);
        return entry ? median(entry.ms) : undefined;
      };
      const reference = { mdadf: medianOf('mdadf-extended'), marklassian: medianOf('marklassian') };
      const floorMs = medianOf(FLOOR);
      const floorCpu = get(FLOOR)?.cpuMs;
      const marklassianCpu = get('marklassian')?.cpuMs;
      for (const name of names) {
        const entry = get(name);
        if (!entry) continue;
        const medianMs = median(entry.ms);
        const ratio = (to: number | undefined) => (to ? medianMs / to : undefined);
        const heapMedian = (pick: (heap: HeapPass) => number) =>
          entry.heap.length > 0 ? median(entry.heap.map(pick)) : undefined;
        rows.push({
          method,
          converter: name,
          workload,
          bytes,
          medianMs,
          bestMs: Math.min(...entry.ms),
          mbPerSecond: bytes / 1e6 / (medianMs / 1000),
          gcMs: entry.gcMs.length > 0 ? median(entry.gcMs) : undefined,
          cpuMs: entry.cpuMs.length > 0 ? median(entry.cpuMs) : undefined,
          cpuVsFloor:
            entry.cpuMs.length > 0 && floorCpu?.length ? median(entry.cpuMs) / median(floorCpu) : undefined,
          cpuVsMarklassian:
            entry.cpuMs.length > 0 && marklassianCpu?.length
              ? median(entry.cpuMs) / median(marklassianCpu)
              : undefined,
          vsMdadf: ratio(reference.mdadf),
          vsMarklassian: ratio(reference.marklassian),
          vsFloor: ratio(floorMs),
          failures: entry.failures,
          firstError: entry.firstError,
          passesMs: entry.ms.map((ms) => Math.round(ms * 10) / 10),
          processes: new Set(entry.process).size,
          cpuMsByProcess: entry.cpuMs.length > 0 ? perProcess(entry.cpuMs, entry.process) : undefined,
          gcMsByProcess: entry.gcMs.length > 0 ? perProcess(entry.gcMs, entry.process) : undefined,
          heap:
            entry.heap.length > 0
              ? {
                  allocatedMb: (heapMedian((h) => h.allocatedBytes) ?? 0) / 1e6,
                  allocatedSpread:
                    (Math.max(...entry.heap.map((h) => h.allocatedBytes)) -
                      Math.min(...entry.heap.map((h) => h.allocatedBytes))) /
                    (heapMedian((h) => h.allocatedBytes) ?? 1),
                  promotedMb: (heapMedian((h) => h.promotedBytes) ?? 0) / 1e6,
                  promotedMbByProcess: perProcess(
                    entry.heap.map((h) => h.promotedBytes / 1e6),
                    entry.process,
                  ),
                  scavenges: heapMedian((h) => h.scavenges) ?? 0,
                  markCompacts: heapMedian((h) => h.markCompacts) ?? 0,
                  semiSpaceMbByProcess: perProcess(
                    entry.heap.map((h) => h.semiSpaceBytes / 1e6),
                    entry.process,
                  ),
                }
              : undefined,
        });
      }
    }
  }
  return rows;
}
