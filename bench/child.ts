import { converterSpec } from './converters.js';
import { collectGarbage, observe } from './measure.js';
import { PATHOLOGICAL, syntheticDocument } from './synthetic.js';
import { loadWorkload } from './workloads.js';

/**
 * One measurement in a fresh process, so that one converter's heap, JIT state or crash cannot
 * colour another's. Prints one JSON line on stdout; the parent (run.ts) enforces the timeout.
 *
 *   child.ts rss <converter> <workload>       peak RSS while converting one workload (bench/workloads.ts)
 *   child.ts patho <converter> <case> [scale] time of one pathological input (best of up to 3 runs)
 */

export interface RssResult {
  /** RSS after loading the converter and warming it up, before the workload. */
  baselineBytes: number;
  /** Peak RSS of the process over its whole life (getrusage maxrss). */
  peakBytes: number;
  failures: number;
}

export interface PathologicalResult {
  /** Best of the runs. */
  ms: number;
  /** CPU time of the best run (user + system, all threads): what load from other processes does not inflate. */
  cpuMs?: number;
  firstMs?: number;
  runs?: number;
  inputBytes: number;
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

/**
 * Up to REPEATS conversions while they stay short; the best time is the result (on a shared
 * machine, noise only ever adds time), the first (cold) time is kept alongside.
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
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const started = performance.now();
  while (times.length < REPEATS && performance.now() - started < REPEAT_WHILE_UNDER_MS) {
    collectGarbage();
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      observe(convert(input));
      times.push(performance.now() - start);
      const cpu = process.cpuUsage(cpuStart);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return { ms: performance.now() - start, firstMs: times[0], inputBytes, error: message.slice(0, 200) };
    }
  }
  return {
    ms: Math.min(...times),
    cpuMs: Math.min(...cpuTimes),
    firstMs: times[0],
    runs: times.length,
    inputBytes,
  };
}

const [mode, name, third, scale] = process.argv.slice(2);
const result = mode === 'rss' ? await rss(name, third) : await pathological(name, third, Number(scale ?? 1));
process.stdout.write(`\n${JSON.stringify(result)}\n`);
