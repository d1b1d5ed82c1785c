import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, PROFILES } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import { normalize } from '../reverse/normalize.js';
import { tableQuoteMarkdown } from '../support/table-quote-arbitrary.js';
import { conversionProblems } from './check.js';

/**
 * Tables written as quotes, and their parts anywhere: the reader's output is valid in both
 * profiles with every diagnostic inside the input, and the writer brings that output back
 * exactly. `npm run fuzz` covers the general grammar; this targets the quote shapes.
 */
const SEED = 0x7461626c;

describe.each(PROFILES)('fuzz: table quotes, profile %s', (profile) => {
  it('valid output, diagnostics inside the input, and an exact round trip of what was read', () => {
    fc.assert(
      fc.property(tableQuoteMarkdown(), (markdown) => {
        expect(conversionProblems(markdown, profile)).toEqual([]);
        const { doc } = convert(markdown, { profile });
        const back = convert(convertAdf(doc, { profile }).markdown, { profile }).doc;
        expect(normalize(back)).toEqual(normalize(doc));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
