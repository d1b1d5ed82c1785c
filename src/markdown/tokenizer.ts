import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import { SYNTAX } from '../constructs/forward.js';
import { linkNormalizePlugin } from './link-normalize.js';
import { sourceNormalizePlugin } from './source-normalize.js';
import { plainTokensPlugin } from './plain-tokens.js';

/**
 * How deep markdown-it may nest blocks (and inline runs) before it stops descending. It bounds
 * the tokenizer's recursion, so stack depth never depends on the input; content below the limit
 * is recovered as literal text by the converter (`nesting-too-deep`), never dropped.
 */
export const MAX_NESTING = 100;

/**
 * mdadf's markdown-it. `fastPaths: false` leaves out the rules that only make markdown-it's own
 * work cheaper (same tokens, checked by tests/markdown/fast-paths.test.ts).
 */
export function createTokenizer({ fastPaths = true } = {}): MarkdownIt {
  // The commonmark preset is the spec-exact base; GFM tables, strikethrough and bare-URL
  // autolinks are switched on, typographic replacements stay off (they would alter the text).
  const md = markdownIt('commonmark', { html: true, linkify: true, typographer: false });
  md.enable(['table', 'strikethrough', 'linkify']);
  // `maxNesting` is a real markdown-it option (presets set it) that its type declarations omit.
  md.set({ maxNesting: MAX_NESTING } as Parameters<typeof md.set>[0]);
  // GFM's extended autolinks: URLs with a scheme and e-mail addresses are linkify-it's own;
  // `www.` links are taught as a prefix (its fuzzy mode would also test every word against every
  // top-level domain, the single largest cost of a conversion). The converter re-cuts each match
  // by GFM's rules (src/convert/inline/link.ts).
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: true });
  // GFM links an e-mail address whatever its top-level domain (`foo@bar.baz`); linkify-it only
  // knows a fixed list. Its list entries are regular-expression alternatives, so one pattern
  // admits any label; the converter then checks GFM's own e-mail rule (link.ts).
  md.linkify.tlds(['[a-z0-9-]+'], true);
  md.linkify.add('www.', {
    validate: wwwLinkLength,
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });
  // The constructs' own syntax and the directive comments' rules, in the order that gives the
  // rule chains theirs (src/constructs/forward.ts).
  for (const plugin of SYNTAX) md.use(plugin);
  if (fastPaths) {
    skipTextsThatCannotLink(md.linkify);
    md.use(sourceNormalizePlugin);
    md.use(linkNormalizePlugin);
    md.use(plainTokensPlugin);
  }
  return md;
}

/**
 * Every match linkify-it can make here needs `//` (http, https, ftp and protocol-relative URLs
 * all start with it), `www.` or an `@` (e-mail). Its own test also tries each `word.word`
 * against the host pattern, which the any-label top-level domain above makes true of almost
 * every text, so the full scan ran on nearly every text token. Testing for the three marks
 * first gives the same answers without that work.
 */
function skipTextsThatCannotLink(linkify: MarkdownIt['linkify']): void {
  const test = linkify.test.bind(linkify);
  linkify.test = (text: string) => MAY_LINK.test(text) && test(text);
}

const MAY_LINK = /\/\/|@|www\./i;

/**
 * After `www.`: a domain (letters, digits, `-`, `_`, dots) and then everything up to white space
 * or `<`; the converter trims what GFM leaves out. Returns how many characters belong to the link.
 */
function wwwLinkLength(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && (isLabelChar(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
  if (i === pos || text.charCodeAt(pos) === 46) return 0;
  while (i < text.length && !isSpaceOrLt(text.charCodeAt(i))) i++;
  return i - pos;
}

function isLabelChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95 || c > 127
  );
}

function isSpaceOrLt(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 60;
}

// Made on first use: the constructs' forward parts, whose plugins it applies, import this module.
let made: MarkdownIt | undefined;
const tokenizer = (): MarkdownIt => (made ??= createTokenizer());

export function tokenize(markdown: string): Token[] {
  return tokenizer().parse(markdown, {});
}

/** markdown-it's URL normalisation (percent-encoding), for links the converter builds itself. */
export function normalizeLink(url: string): string {
  return tokenizer().normalizeLink(url);
}

/**
 * Whether a Markdown link to this URL reads back as exactly this URL: markdown-it accepts it
 * (no `javascript:`) and its normalisation (percent-encoding, punycode) leaves it as it is.
 */
export function linkKeepsUrl(url: string): boolean {
  const md = tokenizer();
  return md.validateLink(url) && md.normalizeLink(url) === url;
}

export type { Token };
