import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import MarkdownIt from 'markdown-it';
import { MDADF_DIST } from './converters.js';
import { collectGarbage, type Doc, median, rotated, timeWholePass } from './measure.js';
import { ask, forkScript, nextMessage } from './pass-pool.js';
import { loadWorkload } from './workloads.js';

/**
 * `node --import tsx bench/stages.ts --workloads corpus,docs`: where mdadf's time goes, in CPU
 * time (steady on a loaded machine), by stage: markdown-it's parse, the fit pass, and the rest of
 * the conversion (front matter, the block and inline handlers building the tree, raw-node
 * checks, sorting diagnostics); plus the gc pauses, and the floor (markdown-it alone) for
 * comparison. The stages are timed by wrapping `MarkdownIt.prototype.parse` and
 * `Fitter.prototype.run` of the built dist/, so nothing in src/ knows about it. Each converter
 * runs in a process of its own (this script with --child), warmed by --warmup passes, with no gc
 * forced before a pass: a forced full gc discards optimised code (--forced-gc restores that old
 * method, for comparison). The parent asks the processes for one pass at a time, by turns.
 */

const { values: args } = parseArgs({
  options: {
    workloads: { type: 'string', default: 'corpus,docs' },
    passes: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '3' },
    'forced-gc': { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});

interface Sample {
  total: number;
  parse: number;
  fit: number;
  gc: number;
}

const NAMES = ['markdown-it (floor)', 'mdadf-extended', 'mdadf-atlassian'];
const dist = (path: string) => pathToFileURL(fileURLToPath(new URL(path, MDADF_DIST))).href;

const cpuNow = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function child(name: string): Promise<void> {
  const spent = { parse: 0, fit: 0 };
  const timed = <T extends (...a: never[]) => unknown>(original: T, stage: keyof typeof spent): T =>
    function (this: unknown, ...a: Parameters<T>) {
      const start = cpuNow();
      try {
        return original.apply(this, a);
      } finally {
        spent[stage] += cpuNow() - start;
      }
    } as T;
  MarkdownIt.prototype.parse = timed(MarkdownIt.prototype.parse, 'parse');
  const { Fitter } = (await import(dist('convert/fit.js'))) as {
    Fitter: { prototype: { run: (...a: never[]) => unknown } };
  };
  Fitter.prototype.run = timed(Fitter.prototype.run, 'fit');
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
    spent.parse = 0;
    spent.fit = 0;
    const pass = await timeWholePass(convert, docs);
    process.send?.({ total: pass.cpuMs, parse: spent.parse, fit: spent.fit, gc: pass.gcMs } satisfies Sample);
  });
  process.send?.('ready');
}

async function parent(): Promise<void> {
  const forcedGc = args['forced-gc'];
  const script = fileURLToPath(import.meta.url);
  const children = new Map(NAMES.map((name) => [name, forkScript(script, ['--child', name], forcedGc)]));
  await Promise.all([...children.values()].map((c) => nextMessage(c)));
  const passes = Number(args.passes);
  const warmup = Number(args.warmup);
  try {
    for (const workload of args.workloads.split(',')) {
      const samples = new Map<string, Sample[]>(NAMES.map((name) => [name, []]));
      for (let i = -warmup; i < passes; i++)
        for (const name of rotated(NAMES, i + warmup)) {
          const sample = (await ask(children.get(name)!, { workload, forcedGc })) as Sample;
          if (i >= 0) samples.get(name)!.push(sample);
        }
      process.stdout.write(table(workload, samples, passes));
    }
  } finally {
    for (const c of children.values()) c.kill();
  }
}

function table(workload: string, samples: Map<string, Sample[]>, passes: number): string {
  const floor = median(samples.get(NAMES[0])!.map((s) => s.total));
  const rows = NAMES.map((name) => {
    const list = samples.get(name)!;
    const m = (pick: (s: Sample) => number) => median(list.map(pick));
    const total = m((s) => s.total);
    const share = (x: number) => `${x.toFixed(0)} (${((x / total) * 100).toFixed(0)}%)`;
    return `| ${name} | ${total.toFixed(0)} | ${(total / floor).toFixed(2)} | ${share(m((s) => s.parse))} | ${share(m((s) => s.total - s.parse - s.fit))} | ${share(m((s) => s.fit))} | ${m((s) => s.gc).toFixed(0)} |`;
  });
  return `\n#### ${workload}: CPU ms a pass, medians of ${passes}${args['forced-gc'] ? ' (a full gc forced before each pass: the old method)' : ''}\n\n| converter | total | vs floor | markdown-it parse | build (handlers, front matter, checks) | fit | gc pauses (wall ms, inside the stages) |\n| --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}

if (args.child) await child(args.child);
else await parent();
