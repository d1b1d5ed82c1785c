import type { Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { lazyInlineTokenizer } from '../../src/markdown/lazy-inline.js';
import { createTokenizer } from '../../src/compose/forward.js';
import type { ConvertResult } from '../../src/types.js';
import { REAL_MARKDOWN } from '../support/real-markdown.js';
import { convertWithWholeParse } from '../support/whole-parse.js';

/**
 * The converter's tokenizer parses each inline token's children when its walk reaches the token
 * (src/markdown/lazy-inline.ts). Its tokens, once every inline token is parsed in stream order
 * as the walk does, must be `tokenize`'s exactly, and so must the converter's ADF and diagnostics
 * be with `tokenize`'s tokens.
 */
const md = createTokenizer();
const lazy = lazyInlineTokenizer(md);

function lazyTokens(text: string, tokenizer = lazy): Token[] {
  const { tokens, inline } = tokenizer(text);
  if (inline) for (const token of tokens) if (token.type === 'inline') inline(token);
  return tokens;
}

/** The documents whose tokens the lazy parse differs on, by JSON. */
function differing(texts: readonly string[], tokenizer = lazy): string[] {
  return texts.filter(
    (text) => JSON.stringify(lazyTokens(text, tokenizer)) !== JSON.stringify(md.parse(text, {})),
  );
}

/** The constructs whose rules run after markdown-it's inline rule, or read what it leaves. */
const CASES = [
  'x @[Jane](mention:1) y&#64;[J](mention:2) \\@[K](accountid:3) @ [L](mention:4) a@[M](http://m.io)',
  '[~accountid:5b10a2844c20165700ede21g] and [~jsmith] and [~x](http://a.b)\n\n[~y]: http://y.z\n\n[~y]',
  '@[Jane][ref]\n\n[ref]: mention:ID\n',
  '> [!NOTE]\n> body with www.example.com\n\n> [!tip]- *Folded* title @[J](mention:1)\n> text\n',
  '> [!WARNING] Title with `code`\n\n> [!x]\n\n[!x]: http://defined.link\n',
  '- [ ] task www.a.com\n- [x] done &amp; <!-- adf:status text="x" -->\n  - [ ] nested\n',
  'Text <!-- adf:status text="Done" color="green" --> and <!-- a comment --> end.\n',
  '<!-- adf:panel type="info" -->\nA paragraph with http\\://example.com and <http://a.com/b>.\n',
  '<!-- adf:paragraph -->\n\n<!-- adf:extension key="k" -->\n<!-- adf:extension key="l" -->\n',
  '<details><summary>T &amp; *u*</summary>\n\nbody www.x.org\n\n</details>\n\n> <details>\n>\n> x\n\n<DETAILS >\n',
  'Note[^1] and again[^1] and[^n].\n\n[^1]: First *note* www.a.com.\n[^n]: Second.\n[^u]: Unreferenced.\n',
  '[^a]: only a definition\n\ntext @[J](mention:1)\n',
  'A [^missing] reference with no definition.\n',
  '| a | b@[J](mention:1) |\n| - | - |\n| www.a.com | `c` \\| d |\n',
  '# Heading &copy; x@y.zz\n\nSetext\n===\n\n    code www.a.com\n\n```\nfence\n```\n',
  'a\r\nb\rc\n\0d\r\n',
];

describe('lazy inline parsing', () => {
  it.each(Object.entries(REAL_MARKDOWN))(
    'gives tokenize’s tokens on every document of the %s',
    (_name, texts) => {
      const documents = texts();
      expect(documents.length).toBeGreaterThan(100);
      expect(differing(documents)).toEqual([]);
    },
  );

  it.each(CASES)('gives tokenize’s tokens for %j', (text) => {
    expect(lazyTokens(text)).toEqual(md.parse(text, {}));
  });

  it('parses a document with a footnote definition whole, and any other inline token by inline token', () => {
    expect(lazy(CASES[10]).inline).toBeUndefined();
    expect(lazy(CASES[11]).inline).toBeUndefined();
    const { tokens, inline } = lazy(CASES[12]);
    expect(inline).toBeDefined();
    expect(tokens.filter((token) => token.type === 'inline').map((token) => token.children)).toEqual([[]]);
  });

  it('is noticed when the rules after inline run in another order', () => {
    // The per-token rules read from the chain in its order; moved, the lazy parse must differ.
    const moved = createTokenizer();
    const rules = (moved.core.ruler as unknown as { __rules__: Array<{ name: string }> }).__rules__;
    const textJoin = rules.findIndex((rule) => rule.name === 'text_join');
    const [rule] = rules.splice(textJoin, 1);
    rules.splice(
      rules.findIndex((r) => r.name === 'mention_at'),
      0,
      rule,
    );
    expect(differing(CASES, lazyInlineTokenizer(moved)).length).toBeGreaterThan(0);
  });
});

describe('the converter with lazy inline parsing', () => {
  it('gives the ADF and diagnostics it gives with tokenize’s tokens', async () => {
    const eager = await convertWithWholeParse();
    const texts = [...CASES, ...Object.values(REAL_MARKDOWN).flatMap((texts) => texts())];
    const differ = (text: string, want: ConvertResult) =>
      JSON.stringify(convert(text)) !== JSON.stringify(want);
    expect(texts.filter((text) => differ(text, eager(text)))).toEqual([]);
  });
});
