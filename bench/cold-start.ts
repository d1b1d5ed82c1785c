import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './converters.js';
import { median, rotated } from './measure.js';
import { loadWorkload, REAL_CORPORA } from './workloads.js';

/**
 * `npm run bench:cold`: what a cold process pays, as CI jobs, git hooks, agents and serverless
 * functions pay it. Every case is a whole `node` process, timed from spawn to exit; the cases
 * take turns round after round (the order rotating), so load that comes and goes on a shared
 * machine falls on all of them alike, and each figure is the median of its rounds. Bare
 * `node -e 0` runs in the same rounds: "above bare Node" is a case's median minus its median.
 * CPU time (user + system of the child, bootstrap included) is read by a preload in the child
 * (`--require` of a file that writes `process.cpuUsage()` to fd 3 at exit), added to every case
 * alike, bare Node included.
 *
 *   npm run bench:cold [-- --rounds 9] [--write-docs] [--only 'mdadf, corpus once;marklassian, corpus once']
 *
 * `--only` takes case names separated by `;` (the names hold commas); bare Node always runs.
 *
 * mdadf is resolved as a user resolves it (`import('mdadf')` from the project, through
 * package.json's `exports`), so the build in dist/ is what is measured: run `npm run build` first.
 */

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '9' },
    'write-docs': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

export const COLD_START_FIGURES_START =
  '<!-- cold-start-figures:start (written by npm run bench:cold -- --write-docs) -->';
export const COLD_START_FIGURES_END = '<!-- cold-start-figures:end -->';

/** A short real document (1.6 KB of the docs corpus): what a hook or an agent converts. */
export const SMALL_MD = join(ROOT, 'bench', 'corpus-docs', 'npm-docs', 'using-npm', 'removal.md');

interface Case {
  name: string;
  /** Arguments after `node` (the CPU preload goes first). */
  argv: (work: string) => string[];
  /** What the target compares it with: bare Node plus a budget, or another case's wall time. */
  target?: { overBare: number } | { notOver: string };
}

/** Reads the corpus from a JSON file the parent wrote, converts every document once, exits. */
const corpusScript = (load: string, call: string, file: string) =>
  `${load}\nconst fs = await import('node:fs');\nconst docs = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'));\nlet n = 0;\nfor (const text of docs) n += JSON.stringify(${call}).length;\nif (n === 0) process.exit(1);`;

const MDADF_ESM = `const { markdownToAdf } = await import('mdadf');`;
const MARKLASSIAN_ESM = `const { markdownToAdf } = await import('marklassian');`;
/**
 * markdown-it alone, with the options mdadf's tokenizer starts from (src/markdown/tokenizer.ts),
 * tokenizing and converting nothing: the floor of a cold pass for any converter built on it,
 * shown beside the targets, not one of them.
 */
const MARKDOWN_IT_ESM = `const { default: markdownIt } = await import('markdown-it');\nconst md = markdownIt('commonmark', { html: true, linkify: true });\nmd.enable(['table', 'strikethrough', 'linkify']);`;
const module = (code: string) => ['--input-type=module', '-e', code];

const CASES: Case[] = [
  { name: 'node -e 0', argv: () => ['-e', '0'] },
  { name: "import('mdadf')", argv: () => module(MDADF_ESM), target: { overBare: 40 } },
  { name: "require('mdadf')", argv: () => ['-e', "require('mdadf')"], target: { overBare: 40 } },
  { name: "import('marklassian')", argv: () => module(MARKLASSIAN_ESM) },
  {
    name: 'mdadf convert small.md',
    argv: () => [join(ROOT, 'dist', 'cli', 'main.js'), 'convert', SMALL_MD],
    target: { overBare: 80 },
  },
  {
    name: 'marklassian, small.md',
    argv: () =>
      module(
        `${MARKLASSIAN_ESM}\nconst fs = await import('node:fs');\nprocess.stdout.write(JSON.stringify(markdownToAdf(fs.readFileSync(${JSON.stringify(SMALL_MD)}, 'utf8'))));`,
      ),
  },
  ...REAL_CORPORA.flatMap((corpus): Case[] => [
    {
      name: `mdadf, ${corpus} once`,
      argv: (work) => module(corpusScript(MDADF_ESM, 'markdownToAdf(text)', join(work, `${corpus}.json`))),
      target: { notOver: `marklassian, ${corpus} once` },
    },
    {
      name: `marklassian, ${corpus} once`,
      argv: (work) =>
        module(corpusScript(MARKLASSIAN_ESM, 'markdownToAdf(text)', join(work, `${corpus}.json`))),
    },
    {
      name: `markdown-it alone, ${corpus} once`,
      argv: (work) =>
        module(corpusScript(MARKDOWN_IT_ESM, 'md.parse(text, {}).length', join(work, `${corpus}.json`))),
    },
  ]),
];

interface Sample {
  wallMs: number;
  cpuMs: number;
}

function runOnce(argv: string[], preload: string): Sample {
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--require', preload, ...argv], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - start;
  if (child.status !== 0)
    throw new Error(
      `node ${argv.join(' ').slice(0, 120)}: exit ${child.status}: ${child.stderr?.slice(0, 300)}`,
    );
  const usage = JSON.parse(String(child.output[3])) as { user: number; system: number };
  return { wallMs, cpuMs: (usage.user + usage.system) / 1000 };
}

export interface ColdStartRow {
  name: string;
  wallMs: number;
  cpuMs: number;
  overBareMs: number;
  overBareCpuMs: number;
  target?: string;
  /** The target judged on wall time (what a user waits) and on CPU time (what load disturbs least). */
  pass?: { wall: boolean; cpu: boolean };
}

function main() {
  const rounds = Math.max(1, Number(args.rounds));
  const wanted = args.only ? new Set(args.only.split(';').map((name) => name.trim())) : undefined;
  const cases = CASES.filter((c) => !wanted || c.name === 'node -e 0' || wanted.has(c.name));
  const work = mkdtempSync(join(tmpdir(), 'mdadf-cold-'));
  const preload = join(work, 'cpu-at-exit.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => { require('node:fs').writeSync(3, JSON.stringify(process.cpuUsage())); });\n",
  );
  for (const corpus of REAL_CORPORA)
    writeFileSync(join(work, `${corpus}.json`), JSON.stringify(loadWorkload(corpus).map((doc) => doc.text)));
  const samples = new Map<string, Sample[]>(cases.map((c) => [c.name, []]));
  const load = [loadavg()[0]];
  try {
    for (const c of cases) runOnce(c.argv(work), preload); // file system caches warm, nothing kept
    for (let round = 0; round < rounds; round++) {
      for (const c of rotated(cases, round)) samples.get(c.name)!.push(runOnce(c.argv(work), preload));
      load.push(loadavg()[0]);
      process.stderr.write(`round ${round + 1}/${rounds} (load ${loadavg()[0].toFixed(1)})\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const medianOf = (name: string, pick: (s: Sample) => number) => median(samples.get(name)!.map(pick));
  const bare = { wall: medianOf('node -e 0', (s) => s.wallMs), cpu: medianOf('node -e 0', (s) => s.cpuMs) };
  const rows: ColdStartRow[] = cases.map((c) => {
    const wallMs = medianOf(c.name, (s) => s.wallMs);
    const cpuMs = medianOf(c.name, (s) => s.cpuMs);
    const row: ColdStartRow = {
      name: c.name,
      wallMs,
      cpuMs,
      overBareMs: wallMs - bare.wall,
      overBareCpuMs: cpuMs - bare.cpu,
    };
    if (c.target && 'overBare' in c.target) {
      row.target = `≤ ${c.target.overBare} ms above bare Node`;
      row.pass = { wall: row.overBareMs <= c.target.overBare, cpu: row.overBareCpuMs <= c.target.overBare };
    } else if (c.target && samples.has(c.target.notOver)) {
      row.target = `≤ ${c.target.notOver}`;
      row.pass = {
        wall: wallMs <= medianOf(c.target.notOver, (s) => s.wallMs),
        cpu: cpuMs <= medianOf(c.target.notOver, (s) => s.cpuMs),
      };
    }
    return row;
  });
  const cpu = cpus();
  const mean = load.reduce((a, b) => a + b, 0) / load.length;
  const figures = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu[0]?.model.trim()} (${cpu.length} cores), Node ${process.version}; ` +
      `${rounds} interleaved rounds, medians; 1-minute load average ${mean.toFixed(1)} on average (${Math.max(...load).toFixed(1)} at most).`,
    '',
    '| process | wall ms | above bare Node | CPU ms | CPU above bare Node | target | wall, CPU |',
    '| --- | --: | --: | --: | --: | --- | --- |',
    ...rows.map((r) => {
      const bareRow = r.name === 'node -e 0';
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
      return `| ${r.name} | ${r.wallMs.toFixed(0)} | ${bareRow ? '-' : r.overBareMs.toFixed(0)} | ${r.cpuMs.toFixed(0)} | ${bareRow ? '-' : r.overBareCpuMs.toFixed(0)} | ${r.target ?? ''} | ${r.pass ? `${verdict(r.pass.wall)}, ${verdict(r.pass.cpu)}` : ''} |`;
    }),
  ].join('\n');
  process.stdout.write(`${figures}\n`);
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    join(ROOT, 'bench', 'results', 'cold-start.json'),
    `${JSON.stringify({ rounds, rows }, null, 2)}\n`,
  );
  if (args['write-docs']) {
    const path = join(ROOT, 'docs', 'performance.md');
    const page = readFileSync(path, 'utf8');
    const start = page.indexOf(COLD_START_FIGURES_START);
    const end = page.indexOf(COLD_START_FIGURES_END);
    if (start < 0 || end < start)
      throw new Error(`docs/performance.md has no ${COLD_START_FIGURES_START} section`);
    writeFileSync(
      path,
      `${page.slice(0, start + COLD_START_FIGURES_START.length)}\n\n${figures}\n\n${page.slice(end)}`,
    );
  }
  process.exitCode = rows.some((r) => r.pass && !(r.pass.wall && r.pass.cpu)) ? 1 : 0;
}

main();
