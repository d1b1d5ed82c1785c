import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../src/index.js';
import { loadCorpus } from '../support/corpus.js';
import { markdownDocument, mutatedMarkdown } from '../support/markdown-arbitrary.js';
import { spanTableMarkdown } from '../support/span-table-arbitrary.js';
import { conversionProblems } from './check.js';

/**
 * For any Markdown the grammar builds (and for mutated real documents): convert never throws,
 * its output is valid for the profile, and every diagnostic points inside the input.
 * Fixed seed and bounded runs, so a failure reproduces and CI time stays small; `npm run fuzz`
 * does the long, unseeded runs.
 */
const SEED = 0x6d646166;
const RUNS = 200;

describe.each(PROFILES)('fuzz: convert, profile %s', (profile) => {
  it('never throws, gives valid ADF, and places every diagnostic inside the input (grammar)', () => {
    fc.assert(
      fc.property(markdownDocument(), (markdown) => {
        expect(conversionProblems(markdown, profile)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('does the same for span-heavy tables, pipe and quote forms', () => {
    fc.assert(
      fc.property(spanTableMarkdown(), (markdown) => {
        expect(conversionProblems(markdown, profile)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('does the same for mutated real-world documents', () => {
    const documents = loadCorpus({ maxFiles: 60, maxBytes: 300_000 }).map((f) => f.text);
    fc.assert(
      fc.property(mutatedMarkdown(documents), (markdown) => {
        expect(conversionProblems(markdown, profile)).toEqual([]);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
