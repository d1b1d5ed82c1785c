import markdownIt, { type MarkdownIt } from 'markdown-it';
import type { SyntaxPlugin } from './types.js';
import type { BlockTokens } from './lazy-inline.js';
import { linkifyFastPaths } from './linkify-fast-paths.js';
import { linkNormalizePlugin } from './link-normalize.js';
import { plainTokensPlugin } from './plain-tokens.js';

/**
 * How deep markdown-it may nest blocks (and inline runs) before it stops descending. It bounds
 * the tokenizer's recursion, so stack depth never depends on the input; content below the limit
 * is recovered as literal text by the converter (`nesting-too-deep`), never dropped.
 */
export const MAX_NESTING = 100;

/**
 * mdadf's markdown-it, with the constructs' `syntax` plugins the root hands it
 * (src/compose/forward.ts), applied in their order. `fastPaths: false` leaves out the rules that
 * only make markdown-it's own work cheaper and the syntax plugins' shortcuts past what cannot
 * match (same tokens, checked by tests/markdown/fast-paths.test.ts).
 */
export function createTokenizer(syntax: readonly SyntaxPlugin[], { fastPaths = true } = {}): MarkdownIt {
  // The commonmark preset is the spec-exact base; GFM tables, strikethrough and bare-URL
  // autolinks are switched on, typographic replacements stay off as the preset has them (they
  // would alter the text). `maxNesting` is a real markdown-it option (presets set it) that its
  // type declarations omit; options given here are set over the preset's.
  const md = markdownIt('commonmark', { html: true, linkify: true, maxNesting: MAX_NESTING } as Parameters<
    typeof markdownIt
  >[1]);
  md.enable(['table', 'strikethrough', 'linkify']);
  // GFM's extended autolinks: URLs with a scheme and e-mail addresses are linkify-it's own;
  // `www.` links are taught as a prefix (its fuzzy mode, off by default in linkify-it 6, would
  // also test every word against every top-level domain). Its e-mail addresses take any top-level
  // domain (`foo@bar.baz`, as GFM does); tests/markdown/url-validators.test.ts checks both
  // defaults. The converter re-cuts each match by GFM's rules (src/constructs/link/forward.ts).
  md.linkify.add('www.', {
    validate: wwwLinkLength,
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });
  // The constructs' own syntax and the directive comments' rules, in the order that gives the
  // rule chains theirs (src/constructs/forward.ts).
  for (const plugin of syntax) md.use(plugin, { fastPaths });
  if (fastPaths) {
    linkifyFastPaths(md.linkify);
    md.use(linkNormalizePlugin);
    md.use(plainTokensPlugin);
  }
  return md;
}

/**
 * After `www.`: a domain (letters, digits, `-`, `_`, dots, not starting with a dot) and then
 * everything up to white space or `<`, that is, everything up to white space or `<` from a first
 * letter, digit, `-`, `_` or character above ASCII. The converter trims what GFM leaves out.
 * Returns how many characters belong to the link.
 */
function wwwLinkLength(text: string, pos: number): number {
  WWW_TAIL.lastIndex = pos;
  return WWW_TAIL.exec(text)?.[0].length ?? 0;
}

const WWW_TAIL = /[-\w\x80-\uffff][^ \t\n\r<]*/y;

// Made on first use, without the constructs' syntax: link normalisation and validation are
// markdown-it's own and no syntax plugin changes them.
let links: MarkdownIt | undefined;
const linkTokenizer = (): MarkdownIt => (links ??= createTokenizer([]));

/** markdown-it's URL normalisation (percent-encoding), for links the converter builds itself. */
export function normalizeLink(url: string): string {
  return linkTokenizer().normalizeLink(url);
}

/**
 * Whether a Markdown link to this URL reads back as exactly this URL: markdown-it accepts it
 * (no `javascript:`) and its normalisation (percent-encoding, punycode) leaves it as it is.
 */
export function linkKeepsUrl(url: string): boolean {
  const md = linkTokenizer();
  return md.validateLink(url) && md.normalizeLink(url) === url;
}

export type { BlockTokens };
