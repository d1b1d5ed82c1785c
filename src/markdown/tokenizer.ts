import MarkdownIt, { type Token } from 'markdown-it';
import { full as emoji } from 'markdown-it-emoji';
import { alertsPlugin } from './alerts.js';
import { footnotesPlugin } from './footnotes.js';

/**
 * How deep markdown-it may nest blocks (and inline runs) before it stops descending. It bounds
 * the tokenizer's recursion, so stack depth never depends on the input; content below the limit
 * is recovered as literal text by the converter (`nesting-too-deep`), never dropped.
 */
export const MAX_NESTING = 100;

function createTokenizer() {
  // The commonmark preset is the spec-exact base; GFM tables, strikethrough and bare-URL
  // autolinks are switched on, typographic replacements stay off (they would alter the text).
  const md = new MarkdownIt('commonmark', { html: true, linkify: true, typographer: false });
  md.enable(['table', 'strikethrough', 'linkify']);
  md.set({ maxNesting: MAX_NESTING });
  // GFM's extended autolinks need `www.` links, which linkify-it only finds in fuzzy mode; the
  // converter keeps as text the fuzzy matches GFM does not link (a bare `example.com`).
  md.linkify.set({ fuzzyLink: true, fuzzyEmail: true });
  // GitHub's shortcodes (`:smile:`) only: the emoticon shortcuts (`:)`, `:-(`) would change
  // ordinary text.
  md.use(emoji, { shortcuts: {} });
  md.use(footnotesPlugin);
  md.use(alertsPlugin);
  return md;
}

const tokenizer = createTokenizer();

export function tokenize(markdown: string): Token[] {
  return tokenizer.parse(markdown, {});
}

/** Inline Markdown alone (no blocks): one `inline` token whose children are the runs. */
export function tokenizeInline(markdown: string): Token[] {
  return tokenizer.parseInline(markdown, {});
}

/** markdown-it's URL normalisation (percent-encoding), for links the converter builds itself. */
export function normalizeLink(url: string): string {
  return tokenizer.normalizeLink(url);
}

export type { Token };
