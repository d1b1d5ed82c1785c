import { converterSpec } from './converters.js';
import { collectGarbage, observe } from './measure.js';
import { PATHOLOGICAL, syntheticDocument } from './synthetic.js';
import { loadWorkload } from './workloads.js';

/**
 * One measurement in a fresh process, so that one converter's heap, JIT state or crash cannot
 * colour another's. Prints one JSON line on stdout; the parent (run.ts) enforces the timeout.
 *
 *   child.ts rss <converter> <workload>       peak RSS while converting one workload (bench/workloads.ts)
 *   child.ts patho <converter> <case> [scale] [forced-gc]
 *                                             time of one pathological input (first run, then best of up to 3 warm runs)
 */

export interface RssResult {
  /** RSS after loading the converter and warming it up, before the workload. */
  baselineBytes: number;
  /** Peak RSS of the process over its whole life (getrusage maxrss). */
  peakBytes: number;
  failures: number;
}

export interface PathologicalResult {
  /** Best of the warm runs (the first run when it was too long to repeat). */
  ms: number;
  /** CPU time of the best run (user + system, all threads): what load from other processes does not inflate. */
  cpuMs?: number;
  /** The first run on this input: cold for the paths only it takes. */
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
 * The converter is warmed on a synthetic document, then converts the input once (its time is the
 * cold one, kept as `firstMs`: paths only this input takes are compiled during it), then up to
 * REPEATS more times while the whole stays short; the best of those warm runs is the result (on a
 * shared machine, noise only ever adds time). An input too slow to repeat reports its first run.
 * No gc is forced before a run, since a forced full gc discards optimised code and the run would
 * time de-optimised code; `forcedGc` restores that old method, for comparison.
 */
const REPEATS = 3;
const REPEAT_WHILE_UNDER_MS = 3_000;

interface Run {
  ms: number;
  cpuMs: number;
}

async function pathological(
  name: string,
  caseName: string,
  scale: number,
  forcedGc: boolean,
): Promise<PathologicalResult> {
  const pathologicalCase = PATHOLOGICAL[caseName];
  if (!pathologicalCase) throw new Error(`unknown pathological case ${caseName}`);
  const convert = await converterSpec(name).load();
  observe(convert(syntheticDocument(1, 4_000)));
  const input = pathologicalCase.make(scale);
  const inputBytes = Buffer.byteLength(input);
  const runs: Run[] = [];
  const started = performance.now();
  // With forcedGc, every run counts as the old method did (best of up to 3, the first included).
  const timed = forcedGc ? REPEATS : REPEATS + 1;
  while (runs.length < timed && (runs.length === 0 || performance.now() - started < REPEAT_WHILE_UNDER_MS)) {
    if (forcedGc) collectGarbage();
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    try {
      observe(convert(input));
      const cpu = process.cpuUsage(cpuStart);
      runs.push({ ms: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 });
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return {
        ms: performance.now() - start,
        firstMs: runs[0]?.ms,
        inputBytes,
        error: message.slice(0, 200),
      };
    }
  }
  const counted = forcedGc || runs.length === 1 ? runs : runs.slice(1);
  const best = counted.reduce((a, b) => (b.ms < a.ms ? b : a));
  return { ms: best.ms, cpuMs: best.cpuMs, firstMs: runs[0].ms, runs: counted.length, inputBytes };
}

const [mode, name, third, scale, flag] = process.argv.slice(2);
const result =
  mode === 'rss'
    ? await rss(name, third)
    : await pathological(name, third, Number(scale ?? 1), flag === 'forced-gc');
process.stdout.write(`\n${JSON.stringify(result)}\n`);
