import { converterSpec, MDADF_DIST } from './converters.js';
import type { SizeRuns } from './doubling.js';
import { watchHeap } from './heap.js';
import { collectGarbage, median, observe } from './measure.js';
import { ADF_FAMILIES } from './pathological.js';
import { PATHOLOGICAL, syntheticDocument } from './synthetic.js';
import { loadWorkload } from './workloads.js';

/**
 * One measurement in a fresh process, so that one converter's heap, JIT state or crash cannot
 * colour another's. Prints one JSON line on stdout; the parent (children.ts) enforces the timeout.
 *
 *   child.ts rss <converter> <workload>       peak RSS while converting one workload (bench/workloads.ts)
 *   child.ts patho <converter> <case> [scale]
 *                                             one pathological input: a first (cold) run, then the median of up to 3 warm runs
 *   child.ts doubling <converter> <case> <timeout ms> [runs]
 *                                             the case at n and 2n, interleaved: medians of CPU time and bytes allocated;
 *                                             converter adfToMarkdown or adfToHtml takes an ADF family (pathological.ts)
 */

export interface RssResult {
  /** RSS after loading the converter and warming it up, before the workload. */
  baselineBytes: number;
  /** Peak RSS of the process over its whole life (getrusage maxrss). */
  peakBytes: number;
  failures: number;
}

export interface PathologicalResult {
  /** Median wall time of the warm runs (the first run when it was too long to repeat). */
  ms: number;
  /** Median CPU time of the same runs (user + system, all threads): what load from other processes does not inflate. */
  cpuMs?: number;
  /** The first run on this input: cold for the paths only it takes. */
  firstMs?: number;
  runs?: number;
  inputBytes: number;
  error?: string;
}

/** `doubling`: the warm runs at n and at 2n; `twice` is absent when n alone exceeded the timeout. */
export interface DoublingResult {
  firstMs: number;
  inputBytes: number;
  n: SizeRuns;
  twice?: SizeRuns;
  error?: string;
}

const maxRss = (): number => process.resourceUsage().maxRSS * 1024;

async function rss(name: string, workload: string): Promise<RssResult> {
  const docs = loadWorkload(workload);
  const convert = await converterSpec(name).load();
  observe(convert(syntheticDocument(1, 4_000)));
  collectGarbage();
  const baselineBytes = process.memoryUsage.rss();
  let failures = 0;
  for (const doc of docs) {
    try {
      observe(convert(doc.text));
    } catch {
      failures++;
    }
  }
  return { baselineBytes, peakBytes: maxRss(), failures };
}

interface Run {
  ms: number;
  cpuMs: number;
  bytes: number;
  markCompacts: number;
}

/** One conversion: wall and CPU time inside, bytes allocated around it (heap.ts reads them outside the timing). */
function timed(run: () => unknown): Run {
  const stopHeap = watchHeap();
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  observe(run());
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const heap = stopHeap();
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    bytes: heap.allocatedBytes,
    markCompacts: heap.markCompacts,
  };
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 200);

/**
 * The converter is warmed on a synthetic document, then converts the input once (its time is the
 * cold one, kept as `firstMs`: paths only this input takes are compiled during it), then up to
 * REPEATS more times while the whole stays short; the median of those warm runs is the result.
 * An input too slow to repeat reports its first run. No gc is forced before a run, since a forced
 * full gc discards optimised code and the run would time de-optimised code.
 */
const REPEATS = 3;
const REPEAT_WHILE_UNDER_MS = 3_000;

async function pathological(name: string, caseName: string, scale: number): Promise<PathologicalResult> {
  const pathologicalCase = PATHOLOGICAL[caseName];
  if (!pathologicalCase) throw new Error(`unknown pathological case ${caseName}`);
  const convert = await converterSpec(name).load();
  observe(convert(syntheticDocument(1, 4_000)));
  const input = pathologicalCase.make(scale);
  const inputBytes = Buffer.byteLength(input);
  const runs: Run[] = [];
  const started = performance.now();
  while (
    runs.length < REPEATS + 1 &&
    (runs.length === 0 || performance.now() - started < REPEAT_WHILE_UNDER_MS)
  ) {
    const start = performance.now();
    try {
      runs.push(timed(() => convert(input)));
    } catch (error) {
      return { ms: performance.now() - start, firstMs: runs[0]?.ms, inputBytes, error: errorText(error) };
    }
  }
  const counted = runs.length === 1 ? runs : runs.slice(1);
  return {
    ms: median(counted.map((run) => run.ms)),
    cpuMs: median(counted.map((run) => run.cpuMs)),
    firstMs: runs[0].ms,
    runs: counted.length,
    inputBytes,
  };
}

/**
 * n and 2n in one warm process: a cold run at n (over the timeout: nothing more), one untimed
 * run of each size, then RUNS rounds of both sizes, the order alternating round by round so
 * that neither size always follows the other, for at least MIN_ROUNDS rounds and while the
 * whole stays under ROUNDS_WHILE_UNDER_MS. No gc is forced: each run pays for its own garbage.
 */
const MIN_ROUNDS = 3;
const ROUNDS_WHILE_UNDER_MS = 12_000;

type Job = (scale: number) => () => unknown;

async function jobOf(name: string, caseName: string): Promise<Job> {
  if (name === 'adfToMarkdown' || name === 'adfToHtml') {
    const family = ADF_FAMILIES[caseName];
    if (!family) throw new Error(`unknown ADF family ${caseName}`);
    const api = (await import(new URL('index.js', MDADF_DIST).href)) as typeof import('../src/index.js');
    const reverse = api[name];
    return (scale) => {
      const doc = family.make(Math.round(family.size * scale));
      return () => reverse(doc);
    };
  }
  const pathologicalCase = PATHOLOGICAL[caseName];
  if (!pathologicalCase) throw new Error(`unknown pathological case ${caseName}`);
  const convert = await converterSpec(name).load();
  observe(convert(syntheticDocument(1, 4_000)));
  return (scale) => {
    const input = pathologicalCase.make(scale);
    return () => convert(input);
  };
}

async function doubling(
  name: string,
  caseName: string,
  timeoutMs: number,
  rounds: number,
): Promise<DoublingResult> {
  const job = await jobOf(name, caseName);
  const atN = job(1);
  const at2n = job(2);
  const inputBytes = name.startsWith('adf') ? 0 : Buffer.byteLength(PATHOLOGICAL[caseName].make(1));
  const n: SizeRuns = { wallMs: [], cpuMs: [], bytes: [], markCompacts: [] };
  const twice: SizeRuns = { wallMs: [], cpuMs: [], bytes: [], markCompacts: [] };
  const push = (into: SizeRuns, run: Run) => {
    into.wallMs.push(run.ms);
    into.cpuMs.push(run.cpuMs);
    into.bytes.push(run.bytes);
    into.markCompacts.push(run.markCompacts);
  };
  let firstMs = Number.NaN;
  try {
    const first = timed(atN);
    firstMs = first.ms;
    if (first.ms > timeoutMs) {
      push(n, first);
      return { firstMs, inputBytes, n };
    }
    timed(atN);
    timed(at2n);
    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      if (round >= MIN_ROUNDS && performance.now() - started > ROUNDS_WHILE_UNDER_MS) break;
      if (round % 2 === 0) {
        push(n, timed(atN));
        push(twice, timed(at2n));
      } else {
        push(twice, timed(at2n));
        push(n, timed(atN));
      }
    }
  } catch (error) {
    return { firstMs, inputBytes, n, error: errorText(error) };
  }
  return { firstMs, inputBytes, n, twice };
}

const [mode, name, third, fourth, fifth] = process.argv.slice(2);
const result =
  mode === 'rss'
    ? await rss(name, third)
    : mode === 'doubling'
      ? await doubling(name, third, Number(fourth), Number(fifth ?? 5))
      : await pathological(name, third, Number(fourth ?? 1));
process.stdout.write(`\n${JSON.stringify(result)}\n`);
