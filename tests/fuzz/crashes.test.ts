import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../src/index.js';
import { conversionProblems } from './check.js';

/**
 * Every input `npm run fuzz` ever caught (tests/fuzz/crashes/<hash>.md, minimised) stays a
 * regression test: it must convert, validate and place its diagnostics, in both profiles.
 */
const CRASHES = new URL('./crashes/', import.meta.url);
const files = existsSync(CRASHES)
  ? readdirSync(CRASHES)
      .filter((name) => name.endsWith('.md'))
      .sort()
  : [];

describe.skipIf(files.length === 0)('fuzz regressions', () => {
  describe.each(files)('%s', (name) => {
    const markdown = readFileSync(new URL(name, CRASHES), 'utf8');
    it.each(PROFILES)('profile %s', (profile) => {
      expect(conversionProblems(markdown, profile)).toEqual([]);
    });
  });
});
