import { type ChildProcess, fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { PROFILES, type Profile } from '../src/index.js';
import { conversionProblems, lineCount } from '../tests/fuzz/check.js';
import { minimize } from '../tests/fuzz/minimize.js';
import { loadCorpus } from '../tests/support/corpus.js';
import { markdownDocument, mutatedMarkdown } from '../tests/support/markdown-arbitrary.js';
import { spanTableMarkdown } from '../tests/support/span-table-arbitrary.js';

/**
 * `npm run fuzz [-- --runs N --seed S --slow-ms MS --workers W]`: long fuzzing runs. Inputs
 * alternate, batch by batch, between grammar-built Markdown, mutated real documents from the
 * corpus and span-heavy tables in both table forms; each is converted in both profiles and
 * checked (no throw, valid ADF, diagnostics inside the input, atlassian output that loads in the
 * editor's schema and grid unchanged, no check taking more than --slow-ms of CPU time). A failing input is
 * minimised (a slow one kept whole), saved to tests/fuzz/crashes/<hash>.md (which makes it a
 * regression test, see tests/fuzz/crashes.test.ts) and printed. The seed is printed so a run
 * can be replayed.
 *
 * With W workers (child processes, default: one per core), worker w checks batches w, w + W,
 * ...: the inputs are those of a one-process run with the same seed, only checked in parallel.
 * Workers send failing inputs to this process, which keeps one per kind and minimises it.
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000000' },
    seed: { type: 'string' },
    'slow-ms': { type: 'string', default: '2000' },
    'no-minimize': { type: 'boolean', default: false },
    workers: { type: 'string', default: String(availableParallelism()) },
    /** Internal: this process is worker `index` of `workers`. */
    worker: { type: 'string' },
  },
});

const RUNS = Number(args.runs);
const SEED = args.seed === undefined ? Date.now() % 2 ** 31 : Number(args.seed);
/** An input whose check takes more CPU time than this is a finding (a quadratic path, most likely). */
const SLOW_MS = Number(args['slow-ms']);
const WORKERS = Math.max(1, Number(args.workers));
const BATCH = 500;
const PROGRESS_EVERY_MS = 5_000;
const CRASHES = new URL('../tests/fuzz/crashes/', import.meta.url);

/** What a worker tells the main process. */
type Message =
  | { kind: 'progress'; runs: number }
  | { kind: 'problem'; markdown: string; profile: Profile; problems: string[] };

/**
 * The problems of one input in one profile, with a check taking more than SLOW_MS of CPU time
 * as one more: CPU time, because wall time on a loaded machine flagged documents that take a
 * tenth of that.
 */
function check(markdown: string, profile: Profile, lines = lineCount(markdown)): string[] {
  const start = process.cpuUsage();
  const problems = conversionProblems(markdown, profile, lines);
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000;
  return ms > SLOW_MS
    ? [...problems, `slow: ${ms.toFixed(0)} ms of CPU for ${markdown.length} chars`]
    : problems;
}

/** The kind of problem, without positions, sizes and quoted names, so minimising keeps the same bug. */
const signature = (problem: string): string => problem.replace(/\d+/g, 'N').replace(/"[^"]*"/g, '"…"');

/**
 * Checks the batches `first`, `first + step`, ... of the run; `found` hears of each input and
 * profile whose kind of problem it has not heard of from this process before, `done` of the
 * inputs checked after each batch.
 */
function checkBatches(
  first: number,
  step: number,
  found: (markdown: string, profile: Profile, problems: string[]) => void,
  done: (runs: number) => void,
): void {
  const corpus = loadCorpus({ maxFiles: 300, maxBytes: 2_000_000 }).map((f) => f.text);
  const sources = [
    markdownDocument({ maxBlocks: 12, depth: 4 }),
    mutatedMarkdown(corpus, 10),
    spanTableMarkdown(),
  ];
  const seen = new Set<string>();
  for (let batch = first; batch * BATCH < RUNS; batch += step) {
    const numRuns = Math.min(BATCH, RUNS - batch * BATCH);
    const inputs = fc.sample(sources[batch % sources.length], { seed: SEED + batch, numRuns });
    for (const markdown of inputs) {
      const lines = lineCount(markdown);
      for (const profile of PROFILES) {
        const problems = check(markdown, profile, lines);
        if (problems.length === 0) continue;
        const kind = `${profile}:${signature(problems[0])}`;
        if (seen.has(kind)) continue;
        seen.add(kind);
        found(markdown, profile, problems);
      }
    }
    done(inputs.length);
  }
}

function save(markdown: string, profile: Profile, problems: string[]): void {
  const first = problems[0];
  const slow = first.startsWith('slow:');
  const keep = (candidate: string) =>
    slow
      ? check(candidate, profile).some((p) => p.startsWith('slow:'))
      : check(candidate, profile).some((p) => signature(p) === signature(first));
  const minimal = args['no-minimize'] || slow ? markdown : minimize(markdown, keep);
  const hash = createHash('sha256').update(minimal).digest('hex').slice(0, 16);
  mkdirSync(CRASHES, { recursive: true });
  writeFileSync(new URL(`${hash}.md`, CRASHES), minimal);
  const shown = minimal.length > 2000 ? `${minimal.slice(0, 2000)}\n… (${minimal.length} chars)` : minimal;
  process.stdout.write(
    `\nFOUND (profile ${profile}) tests/fuzz/crashes/${hash}.md\n${problems.slice(0, 5).join('\n')}\n--- input ---\n${shown}\n--- end ---\n`,
  );
}

async function main(): Promise<void> {
  process.stdout.write(`fuzz: ${RUNS} runs, seed ${SEED}, ${WORKERS} worker(s)\n`);
  const started = performance.now();
  let lastProgress = started;
  let runs = 0;
  let findings = 0;
  // One report per kind of problem and profile; the rest are most likely the same bug.
  const seen = new Set<string>();
  const found = (markdown: string, profile: Profile, problems: string[]) => {
    const kind = `${profile}:${signature(problems[0])}`;
    if (seen.has(kind)) return;
    seen.add(kind);
    findings++;
    save(markdown, profile, problems);
  };
  const done = (count: number) => {
    runs += count;
    const now = performance.now();
    if (now - lastProgress <= PROGRESS_EVERY_MS) return;
    lastProgress = now;
    const rate = runs / ((now - started) / 1000);
    process.stdout.write(`… ${runs}/${RUNS} inputs, ${rate.toFixed(0)}/s, ${findings} finding(s)\n`);
  };
  if (WORKERS === 1) {
    checkBatches(0, 1, found, done);
  } else {
    const script = fileURLToPath(import.meta.url);
    const children: ChildProcess[] = [];
    for (let w = 0; w < WORKERS; w++) {
      const argv = ['--runs', String(RUNS), '--seed', String(SEED), '--slow-ms', String(SLOW_MS)];
      const child = fork(script, [...argv, '--workers', String(WORKERS), '--worker', String(w)]);
      child.on('message', (message: Message) => {
        if (message.kind === 'progress') done(message.runs);
        else found(message.markdown, message.profile, message.problems);
      });
      children.push(child);
    }
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve, reject) =>
            child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited ${code}`)))),
          ),
      ),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `fuzz done: ${runs} inputs x ${PROFILES.length} profiles in ${seconds.toFixed(0)} s, seed ${SEED}, ${findings} distinct finding(s)\n`,
  );
  process.exitCode = findings > 0 ? 1 : 0;
}

if (args.worker === undefined) {
  await main();
} else {
  const send = (message: Message) => process.send!(message);
  checkBatches(
    Number(args.worker),
    WORKERS,
    (markdown, profile, problems) => send({ kind: 'problem', markdown, profile, problems }),
    (runs) => send({ kind: 'progress', runs }),
  );
}
