import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { FootnoteEnv } from '../constructs/footnotes/tail.js';

/**
 * The converter's tokens, with each paragraph's inline content parsed only when the converter
 * reaches it. `tokenize` runs markdown-it's whole core chain, so every inline token's children
 * (most of a document's tokens) are made before the first is converted and live together until
 * the end: every young-generation collection during the parse copies them, and most survive
 * into the old generation. Here the chain stops before markdown-it's `inline` rule, and
 * `inline(token)` later does for one token what the rest of the chain does for all: markdown-it's
 * inline parse, then the core rules after it, in chain order, on a core state holding only that
 * token. The children then die with their paragraph.
 *
 * The tokens are the same as `tokenize`'s (tests/markdown/lazy-inline.test.ts), because each rule
 * after `inline` is one of these:
 *
 * - per token: it reads and changes only the children of each inline token, one token at a time
 *   (the mention, callout title and inline comment rules, markdown-it's linkify, replacements,
 *   smartquotes and text_join), so running it on one token at a time is running it on all;
 * - footnotes: the notes are listed at the end in the order of their first reference, which only
 *   the whole document's inline parse knows. Both rules do nothing unless the block stage found a
 *   definition (markdown-it-footnote's reference rule matches only defined labels), so a
 *   document with a definition takes the whole chain at once, as `tokenize` does;
 * - block only: `details` pairs the tags of HTML blocks and reads no inline token's children,
 *   so it runs on the block tokens before any inline parse (it is last in the chain).
 *
 * A rule of none of these kinds is refused when the tokenizer is made: a new rule after
 * `inline` must be placed in one of them.
 */
export interface BlockTokens {
  tokens: Token[];
  /** Parses an `inline` token's children as the chain would; undefined when they are parsed already. */
  inline: ((token: Token) => void) | undefined;
}

type CoreRule = (state: StateCore) => unknown;

interface Rule {
  name: string;
  enabled: boolean;
  fn: CoreRule;
}

const PER_TOKEN = new Set([
  'mention_at',
  'callout_titles',
  'adf_html_inline',
  'linkify',
  'replacements',
  'smartquotes',
  'text_join',
]);
const FOOTNOTES = new Set(['footnote_keep_unreferenced', 'footnote_tail']);
const BLOCK_ONLY = new Set(['details']);

export function lazyInlineTokenizer(md: MarkdownIt): (markdown: string) => BlockTokens {
  const rules = (md.core.ruler as unknown as { __rules__: Rule[] }).__rules__.filter((rule) => rule.enabled);
  const at = rules.findIndex((rule) => rule.name === 'inline');
  const after = rules.slice(at + 1);
  const unplaced = after.find(
    (rule) => !PER_TOKEN.has(rule.name) && !FOOTNOTES.has(rule.name) && !BLOCK_ONLY.has(rule.name),
  );
  if (at < 0 || unplaced)
    throw new Error(`core rule ${unplaced?.name ?? 'inline'} has no place in the lazy inline parse`);
  const fns = (list: Rule[]): CoreRule[] => list.map((rule) => rule.fn);
  const blockStage = fns(rules.slice(0, at));
  const whole = fns(rules.slice(at));
  const blockOnly = fns(after.filter((rule) => BLOCK_ONLY.has(rule.name)));
  const perToken = fns(after.filter((rule) => PER_TOKEN.has(rule.name)));
  return (markdown) => {
    const state = new md.core.State(markdown, md, {});
    for (const rule of blockStage) rule(state);
    if ((state.env as FootnoteEnv).footnotes !== undefined) {
      for (const rule of whole) rule(state);
      return { tokens: state.tokens, inline: undefined };
    }
    for (const rule of blockOnly) rule(state);
    const env = state.env;
    // One core state for every inline token, its token list holding that token while it is
    // parsed: one array for all of them, not one each (no rule after inline adds a block token).
    const one = new md.core.State('', md, env);
    const only: Token[] = [];
    const inline = (token: Token): void => {
      md.inline.parse(token.content, md, env, token.children!);
      only[0] = token;
      one.tokens = only;
      for (let r = 0; r < perToken.length; r++) perToken[r](one);
      one.tokens = NO_TOKENS;
    };
    return { tokens: state.tokens, inline };
  };
}

const NO_TOKENS: Token[] = [];
