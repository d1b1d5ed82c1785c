import { PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import { parseArgs } from 'node:util';
import { MDADF_DIST } from './converters.js';
import { collectGarbage, median, observe } from './measure.js';
import { loadWorkload } from './workloads.js';

/**
 * `node --expose-gc --import tsx bench/stages.ts --workloads corpus,docs`: where mdadf's time
 * goes, in CPU time (steady on a loaded machine), by stage: markdown-it's parse, the fit pass,
 * and the rest of the conversion (front matter, the block and inline handlers building the
 * tree, raw-node checks, sorting diagnostics); plus the gc pauses, and the floor (markdown-it
 * alone) for comparison. The stages are timed by wrapping `MarkdownIt.prototype.parse` and
 * `Fitter.prototype.run` of the built dist/, so nothing in src/ knows about it.
 */

const { values: args } = parseArgs({
  options: {
    workloads: { type: 'string', default: 'corpus,docs' },
    passes: { type: 'string', default: '7' },
  },
});

const cpuNow = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const spent = { parse: 0, fit: 0 };
function timed<T extends (...a: never[]) => unknown>(original: T, stage: keyof typeof spent): T {
  return function (this: unknown, ...a: Parameters<T>) {
    const start = cpuNow();
    try {
      return original.apply(this, a);
    } finally {
      spent[stage] += cpuNow() - start;
    }
  } as T;
}

MarkdownIt.prototype.parse = timed(MarkdownIt.prototype.parse, 'parse');
const { Fitter } = (await import(pathToFileURL(new URL('convert/fit.js', MDADF_DIST).pathname).href)) as {
  Fitter: { prototype: { run: (...a: never[]) => unknown } };
};
Fitter.prototype.run = timed(Fitter.prototype.run, 'fit');
const api = (await import(pathToFileURL(new URL('index.js', MDADF_DIST).pathname).href)) as {
  markdownToAdf: (markdown: string, options: { profile: string }) => unknown;
};
const { tokenize } = (await import(
  pathToFileURL(new URL('markdown/tokenizer.js', MDADF_DIST).pathname).href
)) as {
  tokenize: (markdown: string) => unknown;
};

let gcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
}).observe({ entryTypes: ['gc'] });

const CONVERTERS: Record<string, (markdown: string) => unknown> = {
  'markdown-it (floor)': tokenize,
  'mdadf-extended': (markdown) => api.markdownToAdf(markdown, { profile: 'extended' }),
  'mdadf-atlassian': (markdown) => api.markdownToAdf(markdown, { profile: 'atlassian' }),
};

interface Sample {
  total: number;
  parse: number;
  fit: number;
  gc: number;
}

async function pass(convert: (markdown: string) => unknown, docs: { text: string }[]): Promise<Sample> {
  collectGarbage();
  await new Promise((resolve) => setImmediate(resolve));
  spent.parse = 0;
  spent.fit = 0;
  gcMs = 0;
  const start = cpuNow();
  for (const doc of docs) observe(convert(doc.text));
  const total = cpuNow() - start;
  await new Promise((resolve) => setImmediate(resolve));
  return { total, parse: spent.parse, fit: spent.fit, gc: gcMs };
}

for (const workload of args.workloads.split(',')) {
  const docs = loadWorkload(workload);
  const samples = new Map<string, Sample[]>();
  const names = Object.keys(CONVERTERS);
  for (let i = -1; i < Number(args.passes); i++) {
    for (const name of i % 2 === 0 ? names : [...names].reverse()) {
      const sample = await pass(CONVERTERS[name], docs);
      if (i >= 0) samples.set(name, [...(samples.get(name) ?? []), sample]);
    }
  }
  const floor = median(samples.get('markdown-it (floor)')!.map((s) => s.total));
  const rows = names.map((name) => {
    const list = samples.get(name)!;
    const m = (pick: (s: Sample) => number) => median(list.map(pick));
    const total = m((s) => s.total);
    const parse = m((s) => s.parse);
    const fit = m((s) => s.fit);
    const build = m((s) => s.total - s.parse - s.fit);
    const share = (x: number) => `${x.toFixed(0)} (${((x / total) * 100).toFixed(0)}%)`;
    return `| ${name} | ${total.toFixed(0)} | ${(total / floor).toFixed(2)} | ${share(parse)} | ${share(build)} | ${share(fit)} | ${m((s) => s.gc).toFixed(0)} |`;
  });
  process.stdout.write(
    `\n#### ${workload}: CPU ms a pass, medians of ${args.passes}\n\n| converter | total | vs floor | markdown-it parse | build (handlers, front matter, checks) | fit | gc pauses (wall ms, inside the stages) |\n| --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`,
  );
}
