import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildMarkdownToAdf } from './converters.js';
import { collectGarbage, median, observe } from './measure.js';
import { ask, forkScript, nextMessage } from './pass-pool.js';
import { mediansByProcess } from './pass-protocol.js';
import { PATHOLOGICAL } from './synthetic.js';

/**
 * `MDADF_BENCH_BASELINE=.bench/baseline-dist node --import tsx bench/cpu-compare.ts`: the CPU
 * cost of one conversion of each pathological case, by an earlier build and by dist/, each build
 * in a process of its own (this script with --child), so that they cannot share markdown-it's
 * module, its optimised code or its type feedback. CPU time (process.cpuUsage: every thread, so
 * V8's concurrent gc helpers count) rather than wall time, because on a shared machine the wall
 * clock mostly measures the other processes. Each build runs in --processes processes (a process
 * settles into a memory mode for its life, and one process's mode would colour every run of its
 * build); each process converts both sizes --warmup times untimed, then the builds alternate run
 * by run, at half and full size, run i going to the processes numbered i modulo --processes, so
 * load that comes and goes hits both alike. No gc is forced before a run: a forced full gc discards optimised code, so
 * the run would time de-optimised code (--forced-gc restores that old method, for comparison);
 * each conversion pays for the garbage it makes. Prints a Markdown table of medians over all
 * runs, and the range of after / before over the pairs of processes.
 *
 *   … bench/cpu-compare.ts [--runs 6] [--processes 3] [--warmup 1] [--only a,b] [--profiles extended,atlassian] [--forced-gc]
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '6' },
    processes: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    only: { type: 'string' },
    profiles: { type: 'string', default: 'extended,atlassian' },
    'forced-gc': { type: 'boolean', default: false },
    child: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

interface Request {
  case: string;
  size: 'half' | 'full';
  profile: string;
  forcedGc: boolean;
}

async function child(which: 'before' | 'after'): Promise<void> {
  const convert = await buildMarkdownToAdf(which);
  const inputs = new Map<string, string>();
  process.on('message', (request: Request) => {
    const key = `${request.case}:${request.size}`;
    const input = inputs.get(key) ?? PATHOLOGICAL[request.case].make(request.size === 'half' ? 0.5 : 1);
    inputs.set(key, input);
    if (request.forcedGc) collectGarbage();
    const start = process.cpuUsage();
    observe(convert(input, { profile: request.profile }));
    const used = process.cpuUsage(start);
    process.send?.((used.user + used.system) / 1000);
  });
  process.send?.('ready');
}

async function parent(): Promise<void> {
  const forcedGc = args['forced-gc'];
  const script = fileURLToPath(import.meta.url);
  const processes = Math.max(1, Number(args.processes));
  const start = (which: 'before' | 'after') =>
    Array.from({ length: processes }, () => forkScript(script, ['--child', which], forcedGc));
  const builds = { before: start('before'), after: start('after') };
  await Promise.all([...builds.before, ...builds.after].map((child) => nextMessage(child)));
  const cpuMs = async (build: 'before' | 'after', index: number, request: Omit<Request, 'forcedGc'>) =>
    (await ask(builds[build][index], { ...request, forcedGc })) as number;

  const runs = Number(args.runs);
  const only = args.only?.split(',');
  const cases = Object.keys(PATHOLOGICAL).filter((name) => !only || only.includes(name));
  const loadAtStart = loadavg()[0];
  console.log(
    '| case | profile | before, half | after, half | before, full | after, full | after / before (full) | range over processes |',
  );
  console.log('| --- | --- | --: | --: | --: | --: | --: | --: |');
  try {
    for (const name of cases) {
      for (const profile of args.profiles.split(',')) {
        const times: Record<string, number[]> = {};
        const ran: number[] = [];
        for (const build of ['before', 'after'] as const)
          for (const size of ['half', 'full'] as const) {
            times[`${build} ${size}`] = [];
            for (let index = 0; index < processes; index++)
              for (let i = 0; i < Number(args.warmup); i++)
                await cpuMs(build, index, { case: name, size, profile });
          }
        for (let i = 0; i < runs; i++) {
          // Which build goes first alternates too, so neither always runs right after the other.
          const order = i % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
          ran.push(i % processes);
          for (const size of ['half', 'full'] as const)
            for (const build of order)
              times[`${build} ${size}`].push(
                await cpuMs(build, i % processes, { case: name, size, profile }),
              );
        }
        const m = (key: string): number => median(times[key]);
        const before = mediansByProcess(times['before full'], ran);
        const ratios = mediansByProcess(times['after full'], ran).map(
          (after, index) => after / before[index],
        );
        console.log(
          `| ${name} | ${profile} | ${m('before half').toFixed(0)} | ${m('after half').toFixed(0)} | ${m('before full').toFixed(0)} | ${m('after full').toFixed(0)} | ${(m('after full') / m('before full')).toFixed(2)} | ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} |`,
        );
      }
    }
  } finally {
    for (const child of [...builds.before, ...builds.after]) child.kill();
  }
  console.log(
    `\nload average (1 min) ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end; medians of ${runs} runs over ${processes} process(es) a build${forcedGc ? '; a full gc forced before each run (the old method)' : ''}`,
  );
}

if (args.help)
  console.log(
    'MDADF_BENCH_BASELINE=<copy of an earlier dist/> node --import tsx bench/cpu-compare.ts [--runs 6] [--processes 3] [--warmup 1] [--only case,case] [--profiles extended,atlassian] [--forced-gc]\n' +
      `cases: ${Object.keys(PATHOLOGICAL).join(', ')}`,
  );
else if (args.child === 'before' || args.child === 'after') await child(args.child);
else await parent();
