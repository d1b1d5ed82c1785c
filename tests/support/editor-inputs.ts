import fc from 'fast-check';
import { loadDocsCorpus } from '../../bench/workloads.js';
import { convert } from '../../src/compose/convert.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc } from '../../src/types.js';
import { commonmarkExamples, gfmExtensionExamples } from '../conformance/examples.js';
import { loadCorpus } from './corpus.js';
import { undocumentedProblems } from './editor-schema.js';
import { markdownDocument } from './markdown-arbitrary.js';
import { loadRealAdf } from './real-adf.js';
import { spanTableMarkdown } from './span-table-arbitrary.js';
import { tableQuoteMarkdown } from './table-quote-arbitrary.js';

/**
 * The inputs whose atlassian output must load in the editor unchanged (tests/support/
 * editor-schema.ts), by set: the test in `npm test` and scripts/editor-schema-report.ts read
 * the same sets. Each yields the atlassian documents mdadf writes for it.
 */
const atlassian = (markdown: string): AdfDoc => convert(markdown, { profile: 'atlassian' }).doc;

/** Generated Markdown, the same on every run: `runs` samples of `arbitrary` from `seed`. */
export function generated(arbitrary: fc.Arbitrary<string>, runs: number, seed: number): string[] {
  return fc.sample(arbitrary, { numRuns: runs, seed });
}

export const EDITOR_INPUT_SETS: Readonly<Record<string, (scale?: number) => Iterable<AdfDoc>>> = {
  'node_modules corpus': () => loadCorpus().map((doc) => atlassian(doc.text)),
  'docs corpus': () => loadDocsCorpus().map((doc) => atlassian(doc.text)),
  'CommonMark and GFM examples': () =>
    [...commonmarkExamples(), ...gfmExtensionExamples()].map((example) => atlassian(example.markdown)),
  // Of the documents that load unchanged themselves (a few fixtures hold a link on mediaSingle).
  'real ADF round trip': () =>
    loadRealAdf()
      .filter((real) => undocumentedProblems(real.doc).length === 0)
      .map((real) => atlassian(convertAdf(real.doc, { profile: 'atlassian' }).markdown)),
  'generated Markdown': (scale = 1) => generated(markdownDocument(), 300 * scale, 0x6564).map(atlassian),
  'generated table quotes': (scale = 1) =>
    generated(tableQuoteMarkdown(), 300 * scale, 0x7174).map(atlassian),
  'generated span-heavy tables': (scale = 1) =>
    generated(spanTableMarkdown(), 500 * scale, 0x7370).map(atlassian),
};
