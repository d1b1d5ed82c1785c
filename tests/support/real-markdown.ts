import { loadDocsCorpus } from '../../bench/workloads.js';
import { commonmarkExamples, gfmExtensionExamples } from '../conformance/examples.js';
import { loadCorpus } from './corpus.js';

/** The real Markdown nobody here wrote, by source: the tokenizer's sameness tests read every text of each. */
export const REAL_MARKDOWN = {
  'node_modules corpus': (): string[] => loadCorpus().map((doc) => doc.text),
  'docs corpus': (): string[] => loadDocsCorpus().map((doc) => doc.text),
  'CommonMark and GFM examples': (): string[] =>
    [...commonmarkExamples(), ...gfmExtensionExamples()].map((example) => example.markdown),
};
