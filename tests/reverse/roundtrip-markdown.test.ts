import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToAdf } from '../../src/index.js';
import { adfToMarkdown } from '../../src/compose/reverse.js';
import { loadCorpus } from '../support/corpus.js';
import { markdownDocument } from '../support/markdown-arbitrary.js';
import { normalize } from './normalize.js';

/**
 * Round trip from the Markdown side: for any Markdown, writing its ADF back as Markdown and
 * reading that again gives the same ADF, and writing it once more gives the same bytes.
 * (`normalize`: the forward direction leaves adjacent text nodes with equal marks unmerged,
 * e.g. `**a**__b__`; the reverse writes them as one run. See docs/reverse.md.)
 */
function roundTrips(markdown: string): void {
  const adf = markdownToAdf(markdown);
  const written = adfToMarkdown(adf);
  const back = markdownToAdf(written);
  expect(normalize(back)).toEqual(normalize(adf));
  expect(adfToMarkdown(back)).toBe(written);
}

describe('Markdown → ADF → Markdown → ADF', () => {
  const corpus = loadCorpus();
  const CHUNKS = 4;
  const size = Math.ceil(corpus.length / CHUNKS);
  for (let c = 0; c < CHUNKS; c++) {
    const files = corpus.slice(c * size, (c + 1) * size);
    it(`real-world corpus, part ${c + 1}/${CHUNKS} (${files.length} documents)`, () => {
      const failed = files.filter((file) => {
        try {
          roundTrips(file.text);
          return false;
        } catch {
          return true;
        }
      });
      expect(failed.map((f) => f.path)).toEqual([]);
    });
  }

  it('generated Markdown (fast-check, fixed seed)', () => {
    fc.assert(fc.property(markdownDocument(), roundTrips), { numRuns: 1000, seed: 20240601 });
  });
});
