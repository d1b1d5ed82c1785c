import { createRng } from './prng.js';

/**
 * Seeded URL-like texts for the URL validators: a lead, then `//` and a host (ASCII or Unicode
 * labels, `localhost`, IPv4, bracketed IPv6, punycode, broken forms) or an e-mail name and `@`,
 * a port, a path of pieces linkify-it treats specially (pairs, quotes, dots, dashes, `!`, `?`),
 * trailing punctuation and what follows the URL. Most of them are ASCII up to their first space,
 * the stretch the ASCII validators read; many are not, in every part of the URL.
 */
export interface UrlLike {
  text: string;
  /** Each schema with the position its validator is given (just after the schema). */
  checks: ReadonlyArray<readonly [schema: string, pos: number]>;
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

const ASCII_LABEL = [...'abcdefghijklmnopqrstuvwxyzABCZ0123456789'];
const NAME = [...ASCII_LABEL, '.', '+', '-', '_', '"', "'", '!', '#', '..'];
const LABEL_MARKS = ['-', '_', '--'];
const UNICODE_LABEL = ['ü', 'я', 'д', '中文', '✪', 'ß', 'ﻡﻮﻘﻋ', '😀', 'ǅ', 'K', 'ſ', 'İ', 'ı', 'ﬀ', '\u200d'];
const ODD = [
  '\uD800',
  '\uDC00',
  '\uD83D',
  '\uDE00',
  '\u00a0',
  '\u3000',
  '\u2028',
  '\u0085',
  '\uff5c',
  '\ufeff',
];
const UNICODE_PUNCTUATION = ['—', '。', '「', '」', '·', '…', '¿', '«', '»', '\u2019', '\u201c', '⟨'];
const LEADS = ['', ' ', 'x', '(', '<', '"', "'", ':', '/', '_', 'é', 'text ', '[a](', '\n', '|'];
const SCHEMES = ['http:', 'https:', 'ftp:', 'HTTP:', 'Ftp:'];
const PATH_PIECES = [
  '/',
  '/',
  '?',
  '#',
  'abc',
  'A-Z',
  '0',
  '(x)',
  '(x',
  ')',
  '[a]',
  '[',
  ']',
  '{b}',
  '{',
  '}',
  '"q"',
  '"',
  "'s'",
  "I'm",
  "'",
  "'-",
  '...',
  '..',
  '.',
  '..:a',
  ',',
  ',,',
  ';',
  '!',
  '!!',
  '?',
  '??',
  '-',
  '--',
  '---',
  '%20',
  '%',
  '&',
  '=',
  '_',
  '~',
  '*',
  ':',
  '@',
  '\\',
  '<',
  '>',
  '|',
  '^',
  '`',
  '$',
  '+',
  '/../',
];
const TRAILS = [
  '',
  '',
  '.',
  ',',
  '!',
  '?',
  ')',
  ']',
  '}',
  "'",
  '"',
  ':',
  ';',
  '-',
  '_',
  '*',
  '>',
  '...',
  '?!',
];
const AFTERS = [
  ...['', '', ' ', '\n', '\t', ' more text é', ' ü', '\r\n', '\x00', '\x7f', '\x1f', ' http://x.y'],
  ...[' \uDC00', '\n\uDE00x', ' \uD83D\uDE00', '\t\uDC00\uDC00 ', ' \uDC00\uDC00a'],
];

export function urlLikeTexts(seed: number, count: number): UrlLike[] {
  const rng = createRng(seed);
  const chance = (p: number): boolean => rng() < p;
  const int = (n: number): number => Math.floor(rng() * n);
  const unicode = (): string =>
    pick(rng, chance(0.5) ? UNICODE_LABEL : chance(0.5) ? ODD : UNICODE_PUNCTUATION);
  const asciiLabel = (): string => {
    let s = '';
    for (let i = 1 + int(chance(0.1) ? 70 : 8); i > 0; i--)
      s += chance(0.08) ? pick(rng, LABEL_MARKS) : pick(rng, ASCII_LABEL);
    return s;
  };
  const label = (): string => (chance(0.07) ? unicode() + (chance(0.5) ? asciiLabel() : '') : asciiLabel());
  const hex = (): string =>
    int(0x10000)
      .toString(16)
      .slice(0, 1 + int(4));
  const ipv6 = (): string => {
    const groups = Array.from({ length: int(9) }, hex);
    if (chance(0.6)) groups.splice(int(groups.length + 1), 0, '');
    if (chance(0.2)) groups.push(ipv4());
    const body = groups.join(':');
    return `[${chance(0.05) ? body.replace(':', '::') : body}${chance(0.05) ? '' : ']'}`;
  };
  const ipv4 = (): string =>
    Array.from({ length: 3 + int(3) }, () => String(int(chance(0.9) ? 256 : 1000))).join('.');
  const host = (): string => {
    const r = rng();
    if (r < 0.08) return 'localhost';
    if (r < 0.16) return ipv4();
    if (r < 0.26) return ipv6();
    if (r < 0.3) return `xn--${asciiLabel()}`;
    if (r < 0.33) return pick(rng, ['', '.', '-a.com', 'a-.com', 'a..b', '.a.b', 'a.b.', 'a_b.c', 'a.-b']);
    return Array.from({ length: 1 + int(chance(0.05) ? 14 : 4) }, label).join('.');
  };
  const port = (): string =>
    chance(0.75)
      ? ''
      : `:${pick(rng, [String(int(70000)), String(int(100)), '', 'x', '65535', '65536', '080'])}`;
  const path = (): string => {
    let s = '';
    for (let i = int(chance(0.1) ? 40 : 8); i > 0; i--)
      s += chance(0.08) ? unicode() : pick(rng, PATH_PIECES);
    return s;
  };
  const name = (): string => {
    let s = '';
    for (let i = 1 + int(chance(0.05) ? 80 : 10); i > 0; i--) s += chance(0.06) ? unicode() : pick(rng, NAME);
    return s;
  };
  const out: UrlLike[] = [];
  for (let n = 0; n < count; n++) {
    const lead = pick(rng, LEADS);
    const tail = `${port()}${path()}${pick(rng, TRAILS)}${chance(0.05) ? unicode() : ''}${pick(rng, AFTERS)}`;
    if (chance(0.2)) {
      const prefix = `${lead}${pick(rng, ['mailto:', 'MAILTO:', ''])}`;
      out.push({ text: `${prefix}${name()}@${host()}${tail}`, checks: [['mailto:', prefix.length]] });
    } else {
      const prefix = `${lead}${chance(0.7) ? pick(rng, SCHEMES) : ''}`;
      const auth = chance(0.05) ? `${asciiLabel()}${chance(0.5) ? ':pw' : ''}@` : '';
      const text = `${prefix}//${auth}${host()}${tail}`;
      out.push({
        text,
        checks: [
          ['http:', prefix.length],
          ['//', prefix.length + 2],
        ],
      });
    }
  }
  return out;
}
