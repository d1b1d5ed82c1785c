import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { baselineAndDist, type MarkdownToAdf } from './converters.js';
import { collectGarbage, hasGc, median, observe } from './measure.js';
import { PATHOLOGICAL } from './synthetic.js';

/**
 * `MDADF_BENCH_BASELINE=.bench/baseline-dist node --expose-gc --import tsx bench/cpu-compare.ts`:
 * the CPU cost of one conversion of each pathological case, by an earlier build and by dist/, in
 * one process. CPU time (process.cpuUsage: every thread, so V8's concurrent gc helpers count)
 * rather than wall time, because on a shared machine the wall clock mostly measures the other
 * processes. The two builds alternate run by run, at half and full size, so load that comes and
 * goes hits both alike; each conversion starts from a collected heap and pays for the garbage it
 * makes. Prints a Markdown table of medians.
 *
 *   … bench/cpu-compare.ts [--runs 5] [--only a,b] [--profiles extended,atlassian]
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    profiles: { type: 'string', default: 'extended,atlassian' },
  },
});

if (!hasGc())
  process.stderr.write('warning: no --expose-gc; conversions do not start from a collected heap\n');
const builds = await baselineAndDist();

function cpuMs(convert: MarkdownToAdf, input: string, options: Record<string, unknown>): number {
  collectGarbage();
  const start = process.cpuUsage();
  observe(convert(input, options));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const runs = Number(args.runs);
const only = args.only?.split(',');
const cases = Object.entries(PATHOLOGICAL).filter(([name]) => !only || only.includes(name));
const loadAtStart = loadavg()[0];
console.log(
  '| case | profile | before, half | after, half | before, full | after, full | after / before (full) |',
);
console.log('| --- | --- | --: | --: | --: | --: | --: |');
for (const [name, pathological] of cases) {
  const inputs = { half: pathological.make(0.5), full: pathological.make(1) };
  for (const profile of args.profiles.split(',')) {
    const options = { profile };
    const times: Record<string, number[]> = {};
    for (const build of ['before', 'after'] as const)
      for (const size of ['half', 'full'] as const) times[`${build} ${size}`] = [];
    for (const build of ['before', 'after'] as const) cpuMs(builds[build], inputs.half, options); // warm-up
    for (let i = 0; i < runs; i++) {
      // Which build goes first alternates too, so neither always inherits the other's heap growth.
      const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
      for (const size of ['half', 'full'] as const)
        for (const build of order)
          times[`${build} ${size}`].push(cpuMs(builds[build], inputs[size], options));
    }
    const m = (key: string): number => median(times[key]);
    console.log(
      `| ${name} | ${profile} | ${m('before half').toFixed(0)} | ${m('after half').toFixed(0)} | ${m('before full').toFixed(0)} | ${m('after full').toFixed(0)} | ${(m('after full') / m('before full')).toFixed(2)} |`,
    );
  }
}
console.log(
  `\nload average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end; medians of ${runs}`,
);
