import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from '../../src/server/json-depth.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('exceedsJsonDepth', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(exceedsJsonDepth(nested(4), 4)).toBe(false);
    expect(exceedsJsonDepth(nested(5), 4)).toBe(true);
  });

  it('counts objects and arrays alike', () => {
    expect(exceedsJsonDepth('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a":[{"b":[{}]}]}', 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth('["[[[[[", "\\"[[[[["]', 2)).toBe(false);
    expect(exceedsJsonDepth('["\\\\", [[]]]', 2)).toBe(true);
  });

  it('scans a million levels without recursion', () => {
    expect(exceedsJsonDepth(nested(1_000_000), 512)).toBe(true);
  });
});
