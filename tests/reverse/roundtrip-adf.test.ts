import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { adfToMarkdown, convertAdf } from '../../src/compose/reverse.js';
import type { Profile } from '../../src/types.js';
import { generateAdfDoc } from '../support/adf-generator.js';
import { normalize } from './normalize.js';

/**
 * Round trip from the ADF side: random documents following each profile's content model
 * (tests/support/adf-generator.ts, fixed seeds) come back the same after Markdown, up to the
 * normalisations of docs/reverse.md; writing the result again gives the same bytes.
 */
const DOCS_PER_PROFILE = Number(process.env.REVERSE_ROUNDTRIP_DOCS ?? 1000);
const CHUNK = 500;

function check(profile: Profile, from: number, to: number): { failed: number[]; asNode: number } {
  const failed: number[] = [];
  let asNode = 0;
  for (let seed = from; seed < to; seed++) {
    const doc = generateAdfDoc(seed, { profile });
    const { markdown, diagnostics } = convertAdf(doc, { profile });
    asNode += diagnostics.length;
    const back = convert(markdown, { profile }).doc;
    let same = false;
    try {
      expect(normalize(back)).toEqual(normalize(doc));
      same = adfToMarkdown(back, { profile }) === markdown;
    } catch {
      same = false;
    }
    if (!same) failed.push(seed);
  }
  return { failed, asNode };
}

describe.each<Profile>(['extended', 'atlassian'])('ADF (%s) → Markdown → ADF', (profile) => {
  for (let from = 1; from <= DOCS_PER_PROFILE; from += CHUNK) {
    const to = Math.min(from + CHUNK, DOCS_PER_PROFILE + 1);
    it(`seeds ${from}..${to - 1}: deep-equal after normalisation, and idempotent`, () => {
      expect(check(profile, from, to).failed).toEqual([]);
    });
  }
});
