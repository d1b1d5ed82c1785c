import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { collectGarbage, hasGc, median, observe } from './measure.js';
import { ADF_FAMILIES } from './pathological.js';
import { PATHOLOGICAL } from './synthetic.js';

/**
 * `npm run bench:scaling`: is mdadf's cost linear in its input? Each case of the benchmark's
 * pathological list (synthetic.ts, pathological.ts) is converted at half and at full size,
 * alternately, several times, and so is each ADF family (pathological.ts) through adfToMarkdown
 * and adfToHtml; the median time at full size over the median at half size must stay at most
 * 2.5 (linear is 2; quadratic is 4). Both sizes are converted untimed first (--warmup times
 * each), and no gc is forced before a run: a forced full gc discards optimised code, so the run
 * would time de-optimised code (--forced-gc restores that old method, for comparison). The
 * collections a conversion's own garbage causes fall inside its time, as they do for a user.
 * Exits 1 when a family scales worse. Uses the built dist/ (run `npm run build` first).
 *
 *   npm run bench:scaling -- [--runs 5] [--warmup 1] [--only a,b] [--json] [--dist DIR] [--forced-gc]
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    'forced-gc': { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const FORCED_GC = args['forced-gc'];
const LIMIT = 2.5;
/** Below this the timer and the scheduler decide the ratio, not the code: measured again with more runs. */
const NOISE_FLOOR_MS = 5;

/** `--dist DIR`: another build (an earlier commit's dist/), for before and after figures. */
const DIST = args.dist
  ? pathToFileURL(resolve(args.dist, 'index.js'))
  : new URL('../dist/index.js', import.meta.url);
if (!existsSync(DIST)) {
  process.stderr.write(`${fileURLToPath(DIST)} not built (run npm run build)\n`);
  process.exit(2);
}
if (FORCED_GC && !hasGc()) {
  process.stderr.write('--forced-gc needs node --expose-gc\n');
  process.exit(2);
}
const api = (await import(DIST.href)) as typeof import('../src/index.js');

interface Row {
  family: string;
  run: string;
  halfMs: number;
  fullMs: number;
  ratio: number;
  ok: boolean;
}

/** Builds the input at a scale (1 is the benchmark's size) and returns the timed call. */
type Job = (scale: number) => () => unknown;

const jobs: Array<[family: string, run: string, job: Job]> = [
  ...Object.entries(PATHOLOGICAL).map(([name, pathological]): [string, string, Job] => [
    name,
    'convert',
    (scale) => {
      const input = pathological.make(scale);
      return () => api.convert(input);
    },
  ]),
  ...Object.entries(ADF_FAMILIES).flatMap(([name, family]) =>
    (['adfToMarkdown', 'adfToHtml'] as const).map((run): [string, string, Job] => [
      name,
      run,
      (scale) => {
        const doc = family.make(Math.round(family.size * scale));
        return () => api[run](doc);
      },
    ]),
  ),
];

const only = args.only?.split(',');
const selected = only ? jobs.filter(([family]) => only.includes(family)) : jobs;
if (selected.length === 0) {
  process.stderr.write(`no family matches ${args.only}\n`);
  process.exit(2);
}

function timeOnce(run: () => unknown): number {
  if (FORCED_GC) collectGarbage();
  const start = performance.now();
  observe(run());
  return performance.now() - start;
}

/** Alternates the two sizes so load that comes and goes hits both alike. */
function measure(job: Job, runs: number): { halfMs: number; fullMs: number } {
  const half = job(0.5);
  const full = job(1);
  // Compiles and optimises the paths this family takes, at both sizes.
  for (let i = 0; i < WARMUP; i++) {
    timeOnce(half);
    timeOnce(full);
  }
  const halves: number[] = [];
  const fulls: number[] = [];
  for (let i = 0; i < runs; i++) {
    halves.push(timeOnce(half));
    fulls.push(timeOnce(full));
  }
  return { halfMs: median(halves), fullMs: median(fulls) };
}

const rows: Row[] = [];
for (const [family, run, job] of selected) {
  let { halfMs, fullMs } = measure(job, RUNS);
  // A ratio over the limit, or one from times too short to trust, is measured once more with
  // twice the runs before it counts: on a shared machine one slow run must not fail the check.
  if (fullMs / halfMs > LIMIT || halfMs < NOISE_FLOOR_MS) ({ halfMs, fullMs } = measure(job, RUNS * 2));
  const ratio = fullMs / halfMs;
  const row = {
    family,
    run,
    halfMs,
    fullMs,
    ratio,
    // Under the floor even after more runs: no cost worth the name, whatever the ratio.
    ok: ratio <= LIMIT || fullMs < NOISE_FLOOR_MS,
  };
  rows.push(row);
  process.stderr.write(
    `${row.ok ? 'ok  ' : 'FAIL'} ${family} (${run}): half size ${halfMs.toFixed(1)} ms, full size ${fullMs.toFixed(1)} ms, ×${ratio.toFixed(2)}\n`,
  );
}

if (args.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
const failed = rows.filter((row) => !row.ok);
process.stderr.write(
  failed.length === 0
    ? `all ${rows.length} families scale linearly (doubling n costs at most ×${LIMIT})\n`
    : `${failed.length} of ${rows.length} families scale worse than ×${LIMIT}: ${failed.map((r) => `${r.family} (${r.run})`).join(', ')}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
