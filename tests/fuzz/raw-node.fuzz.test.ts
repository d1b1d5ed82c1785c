import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../src/index.js';
import { rawNodeMarkdown } from '../support/raw-node-arbitrary.js';
import { conversionProblems } from './check.js';

/**
 * Arbitrary JSON inside `adf:node`, wherever a comment may stand: convert never throws, its
 * output is valid for the profile (checked with the full ajv validator here, which the
 * converter no longer runs), and every diagnostic points inside the input.
 */
const SEED = 0x6e6f6465;

describe.each(PROFILES)('fuzz: adf:node JSON, profile %s', (profile) => {
  it('never throws and always gives valid ADF', () => {
    fc.assert(
      fc.property(rawNodeMarkdown(), (markdown) => {
        expect(conversionProblems(markdown, profile)).toEqual([]);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });
});
