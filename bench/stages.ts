import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import MarkdownIt from 'markdown-it';
import { MDADF_DIST } from './converters.js';
import { collectGarbage, type Doc, median, timeWholePass } from './measure.js';
import { mediansByProcess, passSchedule } from './pass-protocol.js';
import { ask, forkScript, nextMessage } from './pass-pool.js';
import { loadWorkload } from './workloads.js';

/**
 * `node --import tsx bench/stages.ts --workloads corpus,docs`: where mdadf's time goes, in CPU
 * time (steady on a loaded machine), by stage: markdown-it's block parse and inline parse, the
 * fit pass, and the rest of the conversion (front matter, markdown-it's core rules other than
 * block and inline, the block and inline handlers building the tree, raw-node checks, sorting
 * diagnostics); plus the gc pauses, and the floor (markdown-it alone, `tokenize`) measured the
 * same way. The converter parses a document's blocks first and each inline token during its walk
 * (src/markdown/lazy-inline.ts), so the parse is timed where both paths meet: the methods
 * `parse` of markdown-it's block and inline parsers (their shared prototypes, reached from an
 * instance) and `Fitter.prototype.run` of the built dist/, so nothing in src/ knows about it.
 * A call inside another timed call counts for the outer one only. Stages are timed on the wall
 * clock (`performance.now`: the CPU clock costs a system call, and the inline parser is called
 * once per paragraph); a stage's share of the pass's wall time, times the pass's CPU time, is
 * its CPU time. On a loaded machine the wall clock also counts the time other processes held
 * the CPU, which falls on the stages in proportion to their length, so the shares hold.
 * Each converter runs in --processes processes of its own (this script with --child), each
 * warmed by --warmup passes, with no gc forced before a pass: a forced full gc discards
 * optimised code (--forced-gc restores that old method, for comparison). The parent asks the
 * processes for one pass at a time, by turns (bench/pass-protocol.ts).
 */

const { values: args } = parseArgs({
  options: {
    workloads: { type: 'string', default: 'corpus,docs' },
    passes: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '3' },
    processes: { type: 'string', default: '3' },
    'forced-gc': { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});

interface Sample {
  total: number;
  wall: number;
  block: number;
  inline: number;
  fit: number;
  gc: number;
  allocatedMb: number;
  process: number;
}

const STAGES = ['block', 'inline', 'fit'] as const;
type Stage = (typeof STAGES)[number];
const NAMES = ['markdown-it (floor)', 'mdadf-extended', 'mdadf-atlassian'];
const dist = (path: string) => pathToFileURL(fileURLToPath(new URL(path, MDADF_DIST))).href;

type Method = (...a: never[]) => unknown;

async function child(name: string): Promise<void> {
  const spent: Record<Stage, number> = { block: 0, inline: 0, fit: 0 };
  let depth = 0;
  const timed = (owner: { parse?: Method; run?: Method }, key: 'parse' | 'run', stage: Stage): void => {
    const original = owner[key] as Method;
    owner[key] = function (this: unknown, ...a: never[]) {
      if (depth > 0) return original.apply(this, a);
      depth++;
      const start = performance.now();
      try {
        return original.apply(this, a);
      } finally {
        spent[stage] += performance.now() - start;
        depth--;
      }
    };
  };
  const probe = new MarkdownIt();
  timed(Object.getPrototypeOf(probe.block), 'parse', 'block');
  timed(Object.getPrototypeOf(probe.inline), 'parse', 'inline');
  const { Fitter } = (await import(dist('convert/fit.js'))) as { Fitter: { prototype: { run: Method } } };
  timed(Fitter.prototype, 'run', 'fit');
  const api = (await import(dist('index.js'))) as {
    markdownToAdf: (markdown: string, options: { profile: string }) => unknown;
  };
  const { tokenize } = (await import(dist('markdown/tokenizer.js'))) as {
    tokenize: (markdown: string) => unknown;
  };
  const converters: Record<string, (markdown: string) => unknown> = {
    'markdown-it (floor)': tokenize,
    'mdadf-extended': (markdown) => api.markdownToAdf(markdown, { profile: 'extended' }),
    'mdadf-atlassian': (markdown) => api.markdownToAdf(markdown, { profile: 'atlassian' }),
  };
  const convert = converters[name];

  const workloads = new Map<string, Doc[]>();
  process.on('message', async (message: { workload: string; forcedGc: boolean }) => {
    const docs = workloads.get(message.workload) ?? loadWorkload(message.workload);
    workloads.set(message.workload, docs);
    if (message.forcedGc) collectGarbage();
    for (const stage of STAGES) spent[stage] = 0;
    const pass = await timeWholePass(convert, docs);
    process.send?.({
      total: pass.cpuMs,
      wall: pass.ms,
      ...spent,
      gc: pass.gcMs,
      allocatedMb: pass.heap.allocatedBytes / 1e6,
      process: 0,
    } satisfies Sample);
  });
  process.send?.('ready');
}

async function parent(): Promise<void> {
  const forcedGc = args['forced-gc'];
  const script = fileURLToPath(import.meta.url);
  const processes = Math.max(1, Number(args.processes));
  const children = new Map(
    NAMES.map((name) => [
      name,
      Array.from({ length: processes }, () => forkScript(script, ['--child', name], forcedGc)),
    ]),
  );
  await Promise.all([...children.values()].flat().map((c) => nextMessage(c)));
  const passes = Number(args.passes);
  const workloads = args.workloads.split(',');
  const samples = new Map<string, Sample[]>();
  try {
    for (const { pass, workload, converter, process } of passSchedule(
      NAMES,
      workloads,
      Number(args.warmup),
      passes,
      processes,
    )) {
      const sample = (await ask(children.get(converter)![process], { workload, forcedGc })) as Sample;
      const key = `${workload}\u0000${converter}`;
      if (pass >= 0) samples.set(key, [...(samples.get(key) ?? []), { ...sample, process }]);
    }
    for (const workload of workloads)
      process.stdout.write(
        table(workload, (name) => samples.get(`${workload}\u0000${name}`) ?? [], passes, processes),
      );
  } finally {
    for (const c of [...children.values()].flat()) c.kill();
  }
}

function table(
  workload: string,
  samplesOf: (name: string) => Sample[],
  passes: number,
  processes: number,
): string {
  const floor = median(samplesOf(NAMES[0]).map((s) => s.total));
  const rows = NAMES.map((name) => {
    const list = samplesOf(name);
    const m = (pick: (s: Sample) => number) => median(list.map(pick));
    const total = m((s) => s.total);
    const byProcess = mediansByProcess(
      list.map((s) => s.total),
      list.map((s) => s.process),
    );
    const spread =
      processes > 1 ? ` (${Math.min(...byProcess).toFixed(0)}-${Math.max(...byProcess).toFixed(0)})` : '';
    // A stage's share of the pass's wall time, applied to the pass's CPU time.
    const cpu = (stage: (s: Sample) => number) => m((s) => (stage(s) / s.wall) * s.total);
    const share = (x: number) => `${x.toFixed(0)} (${((x / total) * 100).toFixed(0)}%)`;
    const rest = (s: Sample) => s.wall - s.block - s.inline - s.fit;
    return `| ${name} | ${total.toFixed(0)}${spread} | ${(total / floor).toFixed(2)} | ${share(cpu((s) => s.block + s.inline))} | ${share(cpu((s) => s.block))} | ${share(cpu((s) => s.inline))} | ${share(cpu(rest))} | ${share(cpu((s) => s.fit))} | ${m((s) => (s.gc / s.wall) * 100).toFixed(0)}% | ${m((s) => s.allocatedMb).toFixed(1)} |`;
  });
  return `\n#### ${workload}: CPU ms a pass, medians of ${passes} passes in each of ${processes} process(es)${args['forced-gc'] ? ' (a full gc forced before each pass: the old method)' : ''}\n\n| converter | total (process medians) | vs floor | markdown-it parse | block parse | inline parse | the rest (core rules, build, checks) | fit | gc pauses (share of wall time, inside the stages) | MB allocated |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}

if (args.child) await child(args.child);
else await parent();
