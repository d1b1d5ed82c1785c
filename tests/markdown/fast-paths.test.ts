import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syntheticCorpus } from '../../bench/synthetic.js';
import { loadDocsCorpus } from '../../bench/workloads.js';
import { isNormalized } from '../../src/markdown/link-normalize.js';
import { createTokenizer } from '../../src/compose/forward.js';
import { commonmarkExamples, gfmExtensionExamples } from '../conformance/examples.js';
import { loadCorpus } from '../support/corpus.js';
import { markdownDocument } from '../support/markdown-arbitrary.js';

/**
 * The tokenizer's fast paths (src/markdown/link-normalize.ts, linkify-fast-paths.ts, and the
 * rules' own shortcuts, such as the mention and
 * `<details>` rules skipping what cannot hold theirs) only skip work: markdown-it's tokens must be
 * exactly the same with and without them, on both real corpora, the spec examples, generated
 * documents and the inputs each fast path is careful about.
 */
const fast = createTokenizer();
const reference = createTokenizer({ fastPaths: false });

describe('tokenizer fast paths', () => {
  it.each([
    ['node_modules corpus', loadCorpus()],
    ['docs corpus', loadDocsCorpus()],
    [
      'CommonMark and GFM examples',
      [...commonmarkExamples(), ...gfmExtensionExamples()].map((e) => ({
        path: `${e.spec} ${e.number}`,
        text: e.markdown,
      })),
    ],
  ])('give markdown-it’s own tokens on every document of the %s', (_name, documents) => {
    expect(documents.length).toBeGreaterThan(100);
    for (const { path, text } of documents) {
      const got = JSON.stringify(fast.parse(text, {}));
      const want = JSON.stringify(reference.parse(text, {}));
      if (got !== want) expect({ path, tokens: got }).toEqual({ path, tokens: want });
    }
  });

  it('give markdown-it’s own tokens on generated documents', () => {
    for (const { text } of syntheticCorpus()) expect(fast.parse(text, {})).toEqual(reference.parse(text, {}));
    fc.assert(
      fc.property(markdownDocument(), (text) => {
        expect(fast.parse(text, {})).toEqual(reference.parse(text, {}));
      }),
      { numRuns: 300, seed: 17 },
    );
  });

  it.each([
    'a\r\nb\rc\n\0d\r\n',
    'x @[Jane](mention:1) y&#64;[J](mention:2) \\@[K](accountid:3) @ [L](mention:4) a@[M](http://m.io)',
    '@[Jane][ref]\n\n[ref]: mention:ID\n',
    '<details><summary>T</summary>\n\nbody\n\n</details>\n\n> <details>\n>\n> x\n\n<DETAILS >\n',
    '<div>\n</details>\n</div>\n\n- <summary>s</summary>\n',
    'line\r\n\r\n# heading\r\n',
    '[x](http://a.com) www.example.com/path x@y.zz ftp://f.org //proto.rel/a http://ünicode.de',
    'http\\://example.com and <http://a.com/b> and WWW.EXAMPLE.COM and mailto:a@b.cc',
    'no links here: a.b c.d, e.g. node.js',
  ])('give markdown-it’s own tokens for %j', (text) => {
    expect(fast.parse(text, {})).toEqual(reference.parse(text, {}));
  });

  it('make tokens of markdown-it’s own class, with its methods, at block, inline and core level', () => {
    const Token = reference.parse('a', {})[0].constructor;
    const tokens = fast.parse('# a\n\n[b](c "t") www.example.com\n', {});
    const all = tokens.flatMap((t) => [t, ...(t.children ?? [])]);
    expect(all.map((t) => t.type)).toEqual([
      'heading_open',
      'inline',
      'text',
      'heading_close',
      'paragraph_open',
      'inline',
      'link_open',
      'text',
      'link_close',
      'text',
      'link_open',
      'text',
      'link_close',
      'paragraph_close',
    ]);
    for (const token of all) expect(token).toBeInstanceOf(Token);
    expect(all[6].attrGet('href')).toBe('c');
    expect(all[10].attrGet('href')).toBe('http://www.example.com');
  });

  /** Destinations the fast path returns as they are. */
  const kept = [
    '',
    'docs/readme.md',
    '#anchor',
    '#a?b',
    'a?b#c',
    './x/y.png?raw=true',
    '/abs/path',
    'http://a.com',
    'http://a.com/',
    'https://img.shields.io/npm/v/x.svg?style=flat',
    'http://a.com:8080/x',
    'http://a.com?q=1',
    'http://a.com#f',
    'http://a.com/x@y',
    `http://${'a'.repeat(63)}.com/`,
    `https://${'abcdefghi.'.repeat(25)}abcde/x`,
    'http://a.com/%20',
    "http://a.com/'q'(1)",
  ];
  /** Destinations left to markdown-it's own normalisation. */
  const passedOn = [
    '//host.com/x',
    '///x',
    'http://a.com:/x',
    'http://user@a.com/',
    'http://a.com@b.com/',
    'http://a..b/',
    'http://a.com./',
    'http://a_b.com/',
    `http://${'a'.repeat(64)}.com/`,
    `http://${'abcdefgh.'.repeat(30)}com/`,
    `https://${'abcdefghi.'.repeat(25)}abcdef/x`,
    'http://a.com:8x/',
    'HTTP://A.COM/',
    'http://ünicode.de/',
    'http://a.com/ü',
    'http://a.com/a b',
    'http://a.com/%2',
    'http://a.com/%zz',
    'a%2',
    '100%',
    'http://a.com/[x]',
    'mailto:a@b.cc',
    'x:y',
    'javascript:alert(1)',
    ' http://a.com ',
    'http://[::1]/',
  ];

  it.each([...kept, ...passedOn])('normalise %j as markdown-it does', (url) => {
    expect(fast.normalizeLink(url)).toBe(reference.normalizeLink(url));
  });

  it('take the fast path for the common shapes only', () => {
    expect(kept.filter((url) => !isNormalized(url))).toEqual([]);
    expect(passedOn.filter(isNormalized)).toEqual([]);
  });
});
