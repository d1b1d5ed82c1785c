import markdownIt, { type StateInline, type Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/convert/index.js';
import { lazyInlineTokenizer } from '../../src/markdown/lazy-inline.js';
import { plainInline } from '../../src/markdown/plain-inline.js';
import { createTokenizer } from '../../src/markdown/tokenizer.js';
import { createRng } from '../support/prng.js';
import { REAL_MARKDOWN } from '../support/real-markdown.js';
import { convertWithWholeParse } from '../support/whole-parse.js';

/**
 * The inline tokens whose children are made without markdown-it's inline parse
 * (src/markdown/plain-inline.ts): taken only when the text holds no character an inline rule
 * can start on, and then the same tokens, ADF and diagnostics as the whole parse gives.
 */
const md = createTokenizer();
type Rule = { name: string; fn: (state: StateInline, silent: boolean) => boolean };
const rulesOf = (ruler: unknown): Rule[] => (ruler as { __rules__: Rule[] }).__rules__;
const pristineText = rulesOf(markdownIt().inline.ruler).find((rule) => rule.name === 'text')!.fn;

/** Every code unit markdown-it's own `text` rule stops on, asked of it here, `\n` aside. */
const TRIGGERS = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).filter(
  (ch) => ch !== '\n' && !pristineText({ src: ch, pos: 0, posMax: 1, pending: '' } as StateInline, true),
);

/**
 * Whether an inline token's text holds a character an inline rule but `text` can start on. The
 * per-token core rules (linkify, callout titles, mentions) run on every token's children alike.
 */
function triggered(token: Token): boolean {
  return [...token.content].some((ch) => TRIGGERS.includes(ch));
}

type MakePlain = typeof plainInline;

/** The plain path, recording the tokens it takes. */
function recording(taken: Token[], make: MakePlain = plainInline): MakePlain {
  return (m) => {
    const plain = make(m);
    return (token) => {
      const before = token.children!.length;
      const took = plain(token);
      if (took) taken.push(token);
      // A token given back gets no child from it.
      else expect(token.children!.length).toBe(before);
      return took;
    };
  };
}

/** The plain path taken on every token, trigger or not. */
const forced: MakePlain = (m) => plainInline(m, false);

function lazyTokens(text: string, make: MakePlain): Token[] {
  const { tokens, inline } = lazyInlineTokenizer(md, make)(text);
  if (inline) for (const token of tokens) if (token.type === 'inline') inline(token);
  return tokens;
}

const WORDS = [
  'alpha',
  'Beta',
  'naïve',
  '東京',
  'emoji🎉',
  'x.y',
  'example.com',
  'www',
  '//',
  'a/b',
  '"q"',
  "it's",
  '(p)',
  '1.',
  '2)',
  '?',
  ',',
  ';',
  '.',
  '|',
];
const GAPS = [' ', ' ', ' ', '  ', '\t', '\n', ' \n', '  \n', '   \n   ', '\t\n\t', '\n ', ' \t \n'];
const FRAMES = [
  (t: string) => t,
  (t: string) => `# ${t}`,
  (t: string) => `> ${t}`,
  (t: string) => `- ${t}`,
  (t: string) => `1. ${t}`,
  (t: string) => `${t}\n===`,
  (t: string) => `| h |\n| - |\n| ${t.replace(/\n/g, ' ')} |`,
  (t: string) => `> [!NOTE] ${t}\n> ${t}`,
  (t: string) => `- [ ] ${t}`,
];

/** Documents of plain words and every kind of line end, half of them with a trigger put somewhere. */
function generated(count: number, seed: number): string[] {
  const random = createRng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const texts: string[] = [];
  for (let n = 0; n < count; n++) {
    let text = pick(WORDS);
    for (let w = Math.floor(random() * 12); w > 0; w--) text += pick(GAPS) + pick(WORDS);
    if (n % 2 === 1) {
      const at = Math.floor(random() * (text.length + 1));
      const trigger =
        random() < 0.1 ? pick(['www.a.io', '//a.io/x', 'x@y.io']) : pick(TRIGGERS.filter((c) => c < '\x80'));
      text = text.slice(0, at) + trigger + text.slice(at);
    }
    texts.push(`${pick(FRAMES)(text)}\n\n${pick(FRAMES)(text)}\n`);
  }
  return texts;
}

const TEXTS = [...Object.values(REAL_MARKDOWN).flatMap((texts) => texts()), ...generated(3000, 21)];

describe('the plain inline path', () => {
  it('runs markdown-it’s own text rule, which stops on these characters and on no code unit above ASCII', () => {
    expect(rulesOf(md.inline.ruler)[0].fn).toBe(pristineText);
    expect(TRIGGERS.every((ch) => ch < '\x80')).toBe(true);
    expect(TRIGGERS.join('')).toBe('!#$%&*+-:<=>@[\\]^_`{}~');
  });

  it('never takes a token with a trigger, and takes the others', () => {
    const taken: Token[] = [];
    const seen: Token[] = [];
    for (const text of TEXTS) {
      const tokens = lazyTokens(text, recording(taken));
      if (lazyInlineTokenizer(md)(text).inline)
        seen.push(...tokens.filter((token) => token.type === 'inline'));
    }
    expect(taken.length).toBeGreaterThan(10_000);
    expect(taken.filter(triggered).map((token) => token.content)).toEqual([]);
    expect(taken.length).toBe(seen.filter((token) => !triggered(token)).length);
  });

  it('gives the whole parse’s tokens on real and generated documents', () => {
    const differ = (make: MakePlain) =>
      TEXTS.filter((text) => JSON.stringify(lazyTokens(text, make)) !== JSON.stringify(md.parse(text, {})));
    expect(differ(plainInline)).toEqual([]);
    // Taken on every token, the comparison above would notice.
    expect(differ(forced).length).toBeGreaterThan(500);
    const taken: Token[] = [];
    for (const text of TEXTS.slice(0, 200)) lazyTokens(text, recording(taken, forced));
    expect(taken.filter(triggered).length).toBeGreaterThan(0);
  });

  it('gives the converter’s ADF and diagnostics exactly, with the whole parse’s', async () => {
    const whole = await convertWithWholeParse();
    const generatedTexts = generated(3000, 7);
    expect(
      generatedTexts.filter((text) => JSON.stringify(convert(text)) !== JSON.stringify(whole(text))),
    ).toEqual([]);
  });

  it('stands on chains where only text and newline start on a text without triggers', () => {
    const enabled = (ruler: unknown) =>
      (ruler as { __rules__: Array<Rule & { enabled: boolean }> }).__rules__.filter((rule) => rule.enabled);
    const inline = enabled(md.inline.ruler);
    const newline = inline.findIndex((rule) => rule.name === 'newline');
    // A rule placed before `newline` is tried on every line end: it must start on another character.
    expect(inline.slice(0, newline + 1).map((rule) => rule.name)).toEqual([
      'text',
      'linkify',
      'emoji',
      'newline',
    ]);
    for (const rule of inline.slice(1, newline))
      for (const src of ['\n', 'x\n', 'http:\n//a.io', ':smile\n:', ' \n\t'])
        for (let pos = 0; pos < src.length; pos++)
          if (src[pos] !== ':')
            expect(rule.fn(Object.assign(new md.inline.State(src, md, {}, []), { pos }), true)).toBe(false);
    // The second chain pairs delimiters and joins adjacent texts: a plain text has neither.
    expect(enabled(md.inline.ruler2).map((rule) => rule.name)).toEqual([
      'balance_pairs',
      'strikethrough',
      'emphasis',
      'fragments_join',
    ]);
  });
});
