import { readFileSync } from 'node:fs';
import type { Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { loadDocsCorpus } from '../../bench/workloads.js';
import { ASCII_ZPCC, asciiToSpace } from '../../src/markdown/linkify-fast-paths.js';
import { createTokenizer } from '../../src/compose/forward.js';
import { loadCorpus } from '../support/corpus.js';
import { createRng } from '../support/prng.js';
import { urlLikeTexts } from '../support/url-like.js';

/**
 * The ASCII URL validators (src/markdown/linkify-fast-paths.ts) must give linkify-it's own
 * answer, the matched length or 0, for every text and position: checked against a tokenizer
 * without fast paths, whose linkify keeps linkify-it's validators, on every place a validator
 * can be asked about in both real corpora and the spec examples, on linkify-it's own fixtures,
 * on seeded URL-like texts and on every short tail over an alphabet of the characters that
 * matter.
 */
const tokenizer = createTokenizer();
const fast = tokenizer.linkify;
const reference = createTokenizer({ fastPaths: false }).linkify;

class Tally {
  cases = 0;
  ascii = 0;
  linked = 0;
  differences: unknown[] = [];

  check(text: string, schema: string, pos: number): void {
    const got = fast.testSchemaAt(text, schema, pos);
    const want = reference.testSchemaAt(text, schema, pos);
    this.cases++;
    if (asciiToSpace(text, pos)) this.ascii++;
    if (want) this.linked++;
    if (got !== want && this.differences.length < 10)
      this.differences.push({ schema, pos, got, want, text: text.slice(Math.max(0, pos - 8), pos + 100) });
  }
}

/** A character an e-mail name can hold: a name can start only after one that is not. */
const NAME_CHAR = /[-!#$%&'*+/=?^_`{|}~a-zA-Z0-9."]/;

/** Every position a validator may be given in this text: after `//`, `mailto:`, and where a name before an `@` may start. */
function checkEveryCandidate(tally: Tally, text: string): void {
  for (let i = text.indexOf('//'); i >= 0; i = text.indexOf('//', i + 1)) {
    tally.check(text, 'http:', i);
    tally.check(text, '//', i + 2);
  }
  for (const m of text.matchAll(/mailto:/gi)) tally.check(text, 'mailto:', m.index + 7);
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    for (let p = Math.max(0, at - 66); p <= at; p++) {
      if (p === 0 || p === at || !NAME_CHAR.test(text[p - 1])) tally.check(text, 'mailto:', p);
    }
  }
}

/**
 * The texts linkify sees of a document: each inline token's content (its test, and the tail the
 * inline rule hands to it) and each text token's (its match), and the source itself.
 */
function textsOf(markdown: string): Set<string> {
  const texts = new Set([markdown]);
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if (token.type === 'inline' || token.type === 'text') texts.add(token.content);
      if (token.children) walk(token.children);
    }
  };
  walk(tokenizer.parse(markdown, {}));
  return texts;
}

describe('ASCII URL validators', () => {
  it('use linkify-it’s class of spaces, punctuation and controls on ASCII, and stop only at its spaces and controls', () => {
    const mismatches: unknown[] = [];
    for (const flags of ['', 'i']) {
      const theirs = new RegExp(`^(?:${reference.re.src_ZPCc})$`, flags);
      const ours = new RegExp(`^(?:${ASCII_ZPCC})$`, flags);
      for (let c = 0; c < 128; c++) {
        const char = String.fromCharCode(c);
        if (theirs.test(char) !== ours.test(char)) mismatches.push([flags, c]);
      }
    }
    expect(mismatches).toEqual([]);
    // The fast path ends its stretch at characters below `!` only: each is a space or control
    // character to linkify-it.
    const stops = new RegExp(`^(?:${reference.re.src_ZCc})$`);
    for (let c = 0; c < 33; c++) expect([c, stops.test(String.fromCharCode(c))]).toEqual([c, true]);
  });

  it('run on a linkify that finds no fuzzy links and finds e-mail addresses of any top-level domain', () => {
    expect([fast.__opts__.fuzzyLink, fast.__opts__.fuzzyEmail]).toEqual([false, true]);
    expect(fast.match('see foo@bar.baz and example.com')?.map((m) => m.raw)).toEqual(['foo@bar.baz']);
  });

  it.each([
    ['node_modules corpus', loadCorpus(), 30_000],
    ['docs corpus', loadDocsCorpus(), 10_000],
  ])('give linkify-it’s answers at every candidate of the %s', (_name, documents, atLeast) => {
    const tally = new Tally();
    for (const { text } of documents) for (const piece of textsOf(text)) checkEveryCandidate(tally, piece);
    expect(tally.differences).toEqual([]);
    expect(tally.cases).toBeGreaterThan(atLeast);
    expect(tally.linked).toBeGreaterThan(atLeast / 10);
  });

  it('give linkify-it’s answers on the CommonMark spec examples', async () => {
    const { commonmarkExamples } = await import('../conformance/examples.js');
    const tally = new Tally();
    for (const { markdown } of commonmarkExamples())
      for (const piece of textsOf(markdown)) checkEveryCandidate(tally, piece);
    expect(tally.differences).toEqual([]);
    expect(tally.cases).toBeGreaterThan(200);
  });

  it('give linkify-it’s answers at every position of linkify-it’s own fixtures', () => {
    const lines = ['links.txt', 'not_links.txt']
      .flatMap((file) =>
        readFileSync(new URL(`../fixtures/linkify-it/${file}`, import.meta.url), 'utf8').split('\n'),
      )
      .filter((line) => line !== '' && !line.startsWith('%'));
    expect(lines.length).toBe(203);
    const tally = new Tally();
    for (const line of lines) {
      for (const text of [line, `http://${line}`, `//${line}`, `mailto:${line}`, `x ${line}.`]) {
        for (let p = 0; p <= text.length; p++)
          for (const schema of ['http:', '//', 'mailto:']) tally.check(text, schema, p);
      }
      expect(fast.match(line)).toEqual(reference.match(line));
    }
    expect(tally.differences).toEqual([]);
    expect([tally.cases, tally.linked]).toEqual([102_531, 7_491]);
  });

  it('give linkify-it’s answers on 60,000 seeded URL-like texts', () => {
    const tally = new Tally();
    for (const { text, checks } of urlLikeTexts(15, 60_000))
      for (const [schema, pos] of checks) tally.check(text, schema, pos);
    expect(tally.differences).toEqual([]);
    expect([tally.cases, tally.ascii, tally.linked]).toEqual([107_958, 44_329, 31_209]);
  });

  it('give linkify-it’s answers on every tail of up to three characters after a host, a path or an e-mail', () => {
    const alphabet = [
      ...'aZ09-_.:/?#[]()"\'!,;@%| \n\x7f<',
      'é',
      '\u00a0',
      '—',
      '\uD83D',
      '\uDE00',
      '\u3000',
    ];
    const heads: Array<[string, string, number]> = [
      ['http://a', 'http:', 5],
      ['x http://a.b/c', 'http:', 7],
      ['//a.b', '//', 2],
      ['(//[::1]', '//', 3],
      ['mailto:a@b', 'mailto:', 7],
      ['a.b@c.d', 'mailto:', 0],
    ];
    const tally = new Tally();
    const tails = [''];
    for (let length = 1; length <= 3; length++)
      for (const tail of tails.filter((t) => t.length === length - 1))
        for (const c of alphabet) tails.push(tail + c);
    for (const [head, schema, pos] of heads) for (const tail of tails) tally.check(head + tail, schema, pos);
    expect(tally.differences).toEqual([]);
    expect([tally.cases, tally.ascii, tally.linked]).toEqual([222_360, 116_034, 199_757]);
  });

  it('give linkify-it’s answers on long random tails', () => {
    const rng = createRng(1515);
    const chars = [...'a0.-/?#()[]{}"\'!,;: ', 'ü', '—', '\u00a0'];
    const tally = new Tally();
    for (let n = 0; n < 2000; n++) {
      let tail = '';
      for (let i = Math.floor(rng() * 300); i > 0; i--) tail += chars[Math.floor(rng() * chars.length)];
      for (const [text, schema, pos] of [
        [`http://a${tail}`, 'http:', 5],
        [`//a.b${tail}`, '//', 2],
      ] as const)
        tally.check(text, schema, pos);
    }
    expect(tally.differences).toEqual([]);
    expect(tally.cases).toBe(4000);
  });
});
