import type { DoublingFigures } from './doubling.js';

/** The shape of bench/results/latest.json. */

/**
 * `whole-pass`: garbage collection included, the view targets are judged on; `per-document`: a
 * minor gc before each document, outside the timing (for comparison); see throughput.ts.
 */
export type ThroughputMethod = 'whole-pass' | 'per-document';

export interface ThroughputRow {
  method: ThroughputMethod;
  converter: string;
  workload: string;
  bytes: number;
  medianMs: number;
  /** Fastest pass: on a shared machine the least disturbed one. */
  bestMs: number;
  /** Decimal megabytes (1e6 bytes) of UTF-8 input per second. */
  mbPerSecond: number;
  /** Median time of the gc pauses inside a pass (whole passes only). */
  gcMs?: number;
  /** Median CPU time of the process over a pass, all threads (whole passes only). */
  cpuMs?: number;
  /** cpuMs / the floor's, and / marklassian's: the ratios that load on a shared machine disturbs least. */
  cpuVsFloor?: number;
  cpuVsMarklassian?: number;
  /** time / time of mdadf-extended on the same workload, same run (> 1 is slower than mdadf). */
  vsMdadf?: number;
  /** time / time of marklassian on the same workload and method, same run. */
  vsMarklassian?: number;
  /** time / time of the markdown-it floor on the same workload, same run. */
  vsFloor?: number;
  failures: number;
  firstError?: string;
  passesMs: number[];
  /** Processes the passes ran in (whole passes); the medians above are over all their passes. */
  processes?: number;
  /** The median CPU ms and gc ms of each process alone: their spread shows the memory modes. */
  cpuMsByProcess?: number[];
  gcMsByProcess?: number[];
  /** Whole passes: what a pass did to the heap (bench/heap.ts), medians over every pass. */
  heap?: HeapRow;
}

export interface HeapRow {
  /** Decimal MB allocated a pass: deterministic up to what the JIT optimises away. */
  allocatedMb: number;
  /** (max - min) / median of the allocated bytes over the passes. */
  allocatedSpread: number;
  promotedMb: number;
  promotedMbByProcess: number[];
  scavenges: number;
  markCompacts: number;
  /** The semi-space's size at the end of a pass, median per process. */
  semiSpaceMbByProcess: number[];
}

export interface ScalingRow {
  converter: string;
  /** factor (1, 2, 4, 8) to median milliseconds (wall). */
  medianMs: Record<string, number>;
  /** factor to median CPU milliseconds (user + system, every thread). */
  medianCpuMs: Record<string, number>;
  /** factor to median bytes allocated by one conversion (heap.ts). */
  medianBytes: Record<string, number>;
  /** factor to the mark-compacts over all rounds, of `rounds`. */
  markCompacts: Record<string, number>;
  rounds: number;
  baseBytes: number;
  /** time(8x) / time(1x), wall medians; linear is 8. */
  ratio8x: number;
  /** CPU growth 1x to 8x on the basis of doubling.ts (`quiet`: rounds without a mark-compact): what the target judges. */
  cpuRatio8x: number;
  cpuBasis: 'quiet' | 'all';
  /** Median bytes at 8x over median bytes at 1x: judged too. */
  bytesRatio8x: number;
}

export interface MemoryRow {
  converter: string;
  workload: string;
  baselineMb?: number;
  peakMb?: number;
  failures?: number;
  error?: string;
}

/** What a converter returns, serialised as JSON: the size a client stores or sends. */
export interface OutputSizeRow {
  converter: string;
  workload: string;
  inputBytes: number;
  outputBytes: number;
}

export type PathologicalOutcome =
  | { status: 'ok'; ms: number; cpuMs?: number; firstMs?: number; runs?: number }
  | { status: 'error'; ms: number; error: string }
  | { status: 'timeout'; ms: number }
  | { status: 'crash'; ms: number; error: string };

export interface PathologicalRow {
  case: string;
  description: string;
  inputBytes?: number;
  outcomes: Record<string, PathologicalOutcome>;
  /** mdadf and the floor at n and 2n in one process (children.ts): medians of CPU time and bytes allocated. */
  doubling: Record<string, DoublingFigures>;
}

export interface TargetResult {
  name: string;
  pass: boolean | null;
  detail: string;
}

export interface BenchResults {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    node: string;
    platform: string;
    /** 1-minute load average at start and end: other work on the machine skews absolute figures. */
    loadAverage: { start: number; end: number; mean?: number; max?: number };
  };
  options: {
    passes: number;
    /** Processes per converter for whole passes (absent before they were several: one). */
    processes?: number;
    warmup: number;
    perDocumentPasses: number;
    timeoutMs: number;
  };
  /** Where the mdadf converters were loaded from (dist/ unless MDADF_BENCH_DIST says otherwise). */
  mdadfDist: string;
  converters: { name: string; description: string; available: boolean; error?: string; version?: string }[];
  workloads: { name: string; files: number; bytes: number }[];
  throughput: ThroughputRow[];
  scaling: ScalingRow[];
  memory: MemoryRow[];
  outputSize: OutputSizeRow[];
  pathological: PathologicalRow[];
  peerDependencies: { ok: boolean; detail: string };
  targets: TargetResult[];
}
