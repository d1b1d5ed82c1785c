import { expect } from 'vitest';
import { validateAdf } from '../../src/index.js';
import type { ConvertOptions, Profile } from '../../src/types.js';
import { run } from './builders.js';

/** Converts in one profile and asserts the document validates against that profile's schema. */
export function valid(markdown: string, profile: Profile, options: ConvertOptions = {}) {
  const result = run(markdown, { ...options, profile });
  expect(validateAdf(result.doc, { profile })).toEqual({ valid: true, errors: [] });
  return result;
}

/** Both profiles; for constructs whose ADF is the same in both. */
export function inBoth(markdown: string, options: ConvertOptions = {}) {
  const extended = valid(markdown, 'extended', options);
  const atlassian = valid(markdown, 'atlassian', options);
  expect(atlassian.doc).toEqual(extended.doc);
  expect(atlassian.codes).toEqual(extended.codes);
  return extended;
}
