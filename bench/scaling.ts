import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureDoubling } from './children.js';
import { FLOOR, MDADF, ROOT } from './converters.js';
import {
  DOUBLING_LIMIT,
  type DoublingFigures,
  describeDoubling,
  JUDGED_FROM_MS,
  judgeDoubling,
} from './doubling.js';
import { ADF_FAMILIES } from './pathological.js';
import { PATHOLOGICAL } from './synthetic.js';

/**
 * `npm run bench:scaling`: is mdadf's cost linear in its input? Every case of the benchmark's
 * pathological list (synthetic.ts, pathological.ts) at n (its benchmark size) and 2n, for both
 * mdadf profiles and the markdown-it floor, and every ADF family (pathological.ts) through
 * adfToMarkdown and adfToHtml. Each case and converter runs in a fresh process (child.ts
 * doubling): warm, both sizes interleaved round by round, no gc forced; per size the median CPU
 * time and the median bytes one conversion allocated (doubling.ts holds the rule). The floor is
 * measured and judged the same way, so that noise which fails it is seen for what it is; only
 * mdadf's rows decide the exit code (1 when one fails). Uses the built dist/ (`npm run build`).
 *
 *   npm run bench:scaling -- [--runs 5] [--only a,b] [--converters a,b] [--json] [--dist DIR] [--timeout 10000]
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    converters: { type: 'string', default: [...MDADF, FLOOR].join(',') },
    json: { type: 'boolean', default: false },
    dist: { type: 'string' },
    timeout: { type: 'string', default: '10000' },
  },
});

/** `--dist DIR`: another build (an earlier commit's dist/, inside the project), for before and after figures. */
if (args.dist) process.env.MDADF_BENCH_DIST = args.dist;
const dist = resolve(ROOT, process.env.MDADF_BENCH_DIST ?? 'dist', 'index.js');
if (!existsSync(dist)) {
  process.stderr.write(`${dist} not built (run npm run build)\n`);
  process.exit(2);
}

interface Row {
  family: string;
  converter: string;
  status: string;
  doubling?: DoublingFigures;
  ok: boolean;
  /** Only mdadf's rows decide the exit code. */
  judged: boolean;
}

const only = args.only?.split(',');
const wanted = (family: string) => !only || only.includes(family);
const converters = args.converters.split(',');
const jobs: Array<[family: string, converter: string]> = [
  ...Object.keys(PATHOLOGICAL)
    .filter(wanted)
    .flatMap((family) => converters.map((converter): [string, string] => [family, converter])),
  ...Object.keys(ADF_FAMILIES)
    .filter(wanted)
    .flatMap((family) =>
      (['adfToMarkdown', 'adfToHtml'] as const).map((run): [string, string] => [family, run]),
    ),
];
if (jobs.length === 0) {
  process.stderr.write(`no family matches ${args.only}\n`);
  process.exit(2);
}

const loadAtStart = loadavg()[0];
const rows: Row[] = [];
for (const [family, converter] of jobs) {
  const measured = measureDoubling(converter, family, Number(args.timeout), Number(args.runs));
  const verdict = measured.doubling ? judgeDoubling(measured.doubling) : undefined;
  const row: Row = {
    family,
    converter,
    status: measured.outcome.status,
    doubling: measured.doubling,
    ok: measured.outcome.status === 'ok' && verdict?.holds === true,
    judged: converter !== FLOOR,
  };
  rows.push(row);
  const over = verdict && verdict.failed.length > 0 ? ` over: ${verdict.failed.join(', ')}` : '';
  process.stderr.write(
    `${row.ok ? 'ok  ' : 'FAIL'} ${family} (${converter}): ${row.doubling ? describeDoubling(row.doubling) : measured.outcome.status}${over}\n`,
  );
}

if (args.json) process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
const failed = rows.filter((row) => !row.ok);
const failedJudged = failed.filter((row) => row.judged);
process.stderr.write(
  `load average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end; up to ${args.runs} rounds of n and 2n\n` +
    (failed.length === 0
      ? `all ${rows.length} rows linear (n to 2n: median CPU from ${JUDGED_FROM_MS} ms and bytes allocated at most ×${DOUBLING_LIMIT})\n`
      : `${failed.length} of ${rows.length} rows over ×${DOUBLING_LIMIT}: ${failed.map((r) => `${r.family} (${r.converter})`).join(', ')}\n`),
);
process.exit(failedJudged.length === 0 ? 0 : 1);
