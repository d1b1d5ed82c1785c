import { type Convert, FLOOR } from './converters.js';
import {
  collectGarbage,
  type Doc,
  median,
  rotated,
  timeInterleavedPass,
  timeWholePass,
  utf8Bytes,
} from './measure.js';
import type { ThroughputMethod, ThroughputRow } from './types.js';

/**
 * Throughput of every converter on every workload, in two views:
 *
 * - `whole-pass` (the one targets are judged on): in each pass, each converter in turn converts
 *   the whole workload, one document after another, garbage collection included; the order of
 *   the converters rotates from pass to pass. Load from other processes on a shared machine that
 *   comes and goes over a pass then hits every converter in some passes and none in others, and
 *   the median over the passes drops it;
 * - `per-document` (the method before issue 15): every document converted by every converter
 *   in turn, a minor gc before each conversion, outside the timing.
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
  failures: number;
  firstError?: string;
}

type SampleKey = `${ThroughputMethod}\u0000${string}\u0000${string}`;

export async function measureThroughput(
  converters: Map<string, Convert>,
  workloads: Map<string, Doc[]>,
  options: ThroughputOptions,
): Promise<ThroughputRow[]> {
  const names = [...converters.keys()];
  const samples = new Map<SampleKey, Samples>();
  const record = (
    method: ThroughputMethod,
    converter: string,
    workload: string,
    pass: { ms: number; gcMs?: number; cpuMs?: number; failures: number; firstError?: string },
  ) => {
    const key: SampleKey = `${method}\u0000${converter}\u0000${workload}`;
    const entry = samples.get(key) ?? { ms: [], gcMs: [], cpuMs: [], failures: 0 };
    entry.ms.push(pass.ms);
    if (pass.gcMs !== undefined) entry.gcMs.push(pass.gcMs);
    if (pass.cpuMs !== undefined) entry.cpuMs.push(pass.cpuMs);
    entry.failures = Math.max(entry.failures, pass.failures);
    entry.firstError ??= pass.firstError;
    samples.set(key, entry);
  };

  for (let pass = -options.warmup; pass < options.passes; pass++) {
    options.log(
      pass < 0
        ? `whole-pass warm-up ${pass + options.warmup + 1}/${options.warmup}`
        : `whole pass ${pass + 1}/${options.passes}`,
    );
    for (const [workload, docs] of workloads) {
      for (const name of rotated(names, pass + options.warmup)) {
        collectGarbage();
        const result = await timeWholePass(converters.get(name)!, docs);
        if (pass >= 0) record('whole-pass', name, workload, result);
      }
    }
  }

  for (let pass = 0; pass < options.perDocumentPasses; pass++) {
    options.log(`per-document pass ${pass + 1}/${options.perDocumentPasses}`);
    const order = rotated(names, pass).map((name) => [name, converters.get(name)!] as const);
    for (const [workload, docs] of workloads) {
      collectGarbage();
      for (const [name, result] of timeInterleavedPass(order, docs))
        record('per-document', name, workload, result);
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
        });
      }
    }
  }
  return rows;
}
