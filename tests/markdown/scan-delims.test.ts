import markdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../../src/markdown/tokenizer.js';
import { REAL_MARKDOWN } from '../support/real-markdown.js';

/**
 * The plain inline state's scanDelims (src/markdown/scan-delims.ts) asks Unicode's punctuation
 * classes only above ASCII: it must answer as markdown-it's own does for every run of every
 * marker in both corpora and the spec examples, and between every pair of characters that
 * matter (all of ASCII, spaces, punctuation, symbols and letters above it, surrogates alone
 * and in pairs, each at the start and end of the text).
 */
const fast = createTokenizer();
const reference = markdownIt('commonmark');

function scans(md: typeof reference, src: string, start: number): unknown[] {
  const state = new md.inline.State(src, md, {}, []);
  return [state.scanDelims(start, true), state.scanDelims(start, false)];
}

function compareAt(texts: Iterable<string>, markers: RegExp): number {
  let cases = 0;
  const differences: unknown[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(markers)) {
      cases++;
      const got = scans(fast, text, m.index);
      const want = scans(reference, text, m.index);
      if (JSON.stringify(got) !== JSON.stringify(want) && differences.length < 10)
        differences.push({ text: text.slice(Math.max(0, m.index - 5), m.index + 5), got, want });
    }
  }
  expect(differences).toEqual([]);
  return cases;
}

describe('the plain scanDelims', () => {
  it('needs Unicode’s classes for no ASCII character markdown-it’s table leaves out', () => {
    const { isMdAsciiPunct, isPunctCharCode } = reference.utils;
    const extra = Array.from({ length: 128 }, (_, c) => c).filter(
      (c) => isPunctCharCode(c) && !isMdAsciiPunct(c),
    );
    expect(extra).toEqual([]);
  });

  it.each([
    ['node_modules corpus', REAL_MARKDOWN['node_modules corpus'](), 15_000],
    ['docs corpus', REAL_MARKDOWN['docs corpus'](), 25_000],
    ['CommonMark and GFM examples', REAL_MARKDOWN['CommonMark and GFM examples'](), 500],
  ])('answers as markdown-it’s at every *, _ and ~ of the %s', (_name, texts, atLeast) => {
    expect(compareAt(texts, /[*_~]/g)).toBeGreaterThan(atLeast);
  });

  it('answers as markdown-it’s between every pair of characters that matter', () => {
    const around = [
      ...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)),
      ...'\u00a0\u1680\u2000\u200a\u202f\u205f\u3000\u00a1\u00a7\u00b6\u2014\u201c\u3002\u00a2\u20ac\u00d7\u00e9\u4e2d\u0301\ufffd',
      '\ud83d\ude00',
      '\ud835\udc00',
      '\ud800\udd01',
      '\ud83d',
      '\ude00',
    ];
    const texts: string[] = [];
    for (const before of ['', ...around])
      for (const after of ['', ...around])
        for (const run of ['*', '__', '~~']) texts.push(`${before}${run}${after}`);
    expect(compareAt(texts, /(?<![*_~])[*_~]/g)).toBe(71_148);
  });
});
