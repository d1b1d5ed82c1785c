import { readFileSync } from 'node:fs';
import type { Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { createTokenizer } from '../../src/compose/forward.js';
import { REAL_MARKDOWN } from '../support/real-markdown.js';
import { urlLikeTexts } from '../support/url-like.js';

/**
 * linkify's test and match search an all-ASCII text with the ASCII builder
 * (src/markdown/linkify-fast-paths.ts): both must give linkify-it's own answers, checked
 * against a tokenizer without fast paths on every text linkify is given in both corpora and the
 * spec examples, on linkify-it's own fixtures and on seeded URL-like texts.
 */
const tokenizer = createTokenizer();
const fast = tokenizer.linkify;
const reference = createTokenizer({ fastPaths: false }).linkify;
const isAscii = (text: string): boolean => [...text].every((c) => c.charCodeAt(0) < 128);

/** Compares both searches on each text; returns how many texts were ASCII and how many had a link. */
function compare(texts: Iterable<string>): { texts: number; ascii: number; linked: number } {
  const tally = { texts: 0, ascii: 0, linked: 0 };
  const differences: unknown[] = [];
  for (const text of texts) {
    const want = { test: reference.test(text), match: reference.match(text) };
    const got = { test: fast.test(text), match: fast.match(text) };
    tally.texts++;
    if (isAscii(text)) tally.ascii++;
    if (want.match) tally.linked++;
    if (JSON.stringify(got) !== JSON.stringify(want) && differences.length < 10)
      differences.push({ text, got, want });
  }
  expect(differences).toEqual([]);
  return tally;
}

/** The texts linkify searches in a document: each inline token's content and each text token's. */
function textsOf(documents: readonly string[]): Set<string> {
  const texts = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'inline' || token.type === 'text') texts.add(token.content);
      if (token.children) walk(token.children);
    }
  };
  for (const markdown of documents) walk(tokenizer.parse(markdown, {}));
  return texts;
}

describe('linkify’s search of ASCII texts', () => {
  it.each([
    ['node_modules corpus', REAL_MARKDOWN['node_modules corpus'](), 5_000],
    ['docs corpus', REAL_MARKDOWN['docs corpus'](), 100],
    ['CommonMark and GFM examples', REAL_MARKDOWN['CommonMark and GFM examples'](), 20],
  ])('gives linkify-it’s tests and matches on every text of the %s', (_name, documents, atLeast) => {
    const tally = compare(textsOf(documents));
    expect(tally.linked).toBeGreaterThan(atLeast);
    expect(tally.ascii).toBeGreaterThan(tally.texts / 2);
  });

  it('gives linkify-it’s tests and matches on linkify-it’s own fixtures', () => {
    const lines = ['links.txt', 'not_links.txt']
      .flatMap((file) =>
        readFileSync(new URL(`../fixtures/linkify-it/${file}`, import.meta.url), 'utf8').split('\n'),
      )
      .filter((line) => line !== '' && !line.startsWith('%'));
    const texts = lines.flatMap((line) => [
      line,
      `x ${line}.`,
      `(${line})`,
      `a@b.cc ${line} é`,
      `${line}\u00a0//x.io`,
    ]);
    expect(compare(texts)).toEqual({ texts: 1_015, ascii: 573, linked: 823 });
  });

  it('gives linkify-it’s tests and matches on 60,000 seeded URL-like texts', () => {
    const texts = urlLikeTexts(17, 60_000).map(({ text }) => text);
    expect(compare(texts)).toEqual({ texts: 60_000, ascii: 18_902, linked: 19_894 });
  });
});
