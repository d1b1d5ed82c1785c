import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { PROFILES, type Profile } from '../src/index.js';
import { conversionProblems } from '../tests/fuzz/check.js';
import { minimize } from '../tests/fuzz/minimize.js';
import { loadCorpus } from '../tests/support/corpus.js';
import { markdownDocument, mutatedMarkdown } from '../tests/support/markdown-arbitrary.js';

/**
 * `npm run fuzz [-- --runs N --seed S --slow-ms MS]`: long fuzzing runs. Inputs alternate between
 * grammar-built Markdown and mutated real documents from the corpus; each is converted in both
 * profiles and checked (no throw, valid ADF, diagnostics inside the input). A failing or slow
 * input is minimised, saved to tests/fuzz/crashes/<hash>.md (which makes it a regression test,
 * see tests/fuzz/crashes.test.ts) and printed. The seed is printed so a run can be replayed.
 */

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000000' },
    seed: { type: 'string' },
    'slow-ms': { type: 'string', default: '2000' },
    'no-minimize': { type: 'boolean', default: false },
  },
});

const RUNS = Number(args.runs);
const SEED = args.seed === undefined ? Date.now() % 2 ** 31 : Number(args.seed);
/** An input converting slower than this counts as a finding (a quadratic path, most likely). */
const SLOW_MS = Number(args['slow-ms']);
const BATCH = 500;
const PROGRESS_EVERY_MS = 5_000;
const CRASHES = new URL('../tests/fuzz/crashes/', import.meta.url);

const corpus = loadCorpus({ maxFiles: 300, maxBytes: 2_000_000 }).map((f) => f.text);
const sources: fc.Arbitrary<string>[] = [
  markdownDocument({ maxBlocks: 12, depth: 4 }),
  mutatedMarkdown(corpus, 10),
];

/** The problems of one input in one profile, with conversions slower than SLOW_MS as one more. */
function check(markdown: string, profile: Profile): string[] {
  const start = performance.now();
  const problems = conversionProblems(markdown, profile);
  const ms = performance.now() - start;
  return ms > SLOW_MS ? [...problems, `slow: ${ms.toFixed(0)} ms for ${markdown.length} chars`] : problems;
}

/** The kind of problem, without positions, sizes and quoted names, so minimising keeps the same bug. */
const signature = (problem: string): string => problem.replace(/\d+/g, 'N').replace(/"[^"]*"/g, '"…"');

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

function main(): void {
  process.stdout.write(`fuzz: ${RUNS} runs, seed ${SEED}, corpus ${corpus.length} documents\n`);
  const started = performance.now();
  let lastProgress = started;
  let runs = 0;
  let findings = 0;
  const seen = new Set<string>();
  for (let batch = 0; runs < RUNS; batch++) {
    const source = sources[batch % sources.length];
    const inputs = fc.sample(source, { seed: SEED + batch, numRuns: Math.min(BATCH, RUNS - runs) });
    for (const markdown of inputs) {
      runs++;
      for (const profile of PROFILES) {
        const problems = check(markdown, profile);
        if (problems.length === 0) continue;
        // One report per kind of problem and profile; the rest are most likely the same bug.
        const kind = `${profile}:${signature(problems[0])}`;
        if (seen.has(kind)) continue;
        seen.add(kind);
        findings++;
        save(markdown, profile, problems);
      }
      const now = performance.now();
      if (now - lastProgress > PROGRESS_EVERY_MS) {
        lastProgress = now;
        const rate = runs / ((now - started) / 1000);
        process.stdout.write(`… ${runs}/${RUNS} inputs, ${rate.toFixed(0)}/s, ${findings} finding(s)\n`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `fuzz done: ${runs} inputs x ${PROFILES.length} profiles in ${seconds.toFixed(0)} s, seed ${SEED}, ${findings} distinct finding(s)\n`,
  );
  process.exitCode = findings > 0 ? 1 : 0;
}

main();
