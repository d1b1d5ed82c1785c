import type { StateInline, Token } from 'markdown-it';
import type * as Lazy from '../src/markdown/lazy-inline.js';
import type * as Tokenizer from '../src/markdown/tokenizer.js';
import { type Convert, importDist } from './converters.js';

/**
 * What markdown-it's inline tokens cost, as converters for bench/lower-bound.ts (measurements
 * only, on a tokenizer of the build made for them): mdadf's tokens parsed the way its walk parses
 * them (`tokenizeBlocks`, then `inline(token)` on every inline token, in order), the same without
 * any inline parse (the block tokens alone), and the same with an inline state whose `push` makes
 * no new token for most types: code spans, breaks, images and the plugins' tokens are one object
 * reused and rewritten. The types in REAL stay real, because markdown-it's core rules read them
 * back (text tokens are joined by concatenating their contents, which on one shared object would
 * double it at every step; emphasis delimiters are pushed as text and turned into `em_open` and
 * the like afterwards). The difference is what a direct build, one that makes the tree without
 * making these tokens, would save on them.
 */
export type InlineCost = 'lazy' | 'blocks' | 'no-inline-tokens';

export async function loadInlineCost(dist: URL, variant: InlineCost): Promise<Convert> {
  const load = async <T>(path: string) => (await importDist(new URL(path, dist))) as unknown as T;
  const { createTokenizer } = await load<typeof Tokenizer>('markdown/tokenizer.js');
  const { lazyInlineTokenizer } = await load<typeof Lazy>('markdown/lazy-inline.js');
  const md = createTokenizer();
  if (variant === 'no-inline-tokens') reusePushedTokens(md.inline.State.prototype);
  const blocks = lazyInlineTokenizer(md);
  return (markdown) => {
    const { tokens, inline } = blocks(markdown);
    if (variant !== 'blocks' && inline !== undefined)
      for (let i = 0; i < tokens.length; i++) if (tokens[i].type === 'inline') inline(tokens[i]);
    return tokens;
  };
}

/**
 * Types whose tokens markdown-it's own rules read back after later pushes: text (joined), link
 * delimiters (linkify walks back from a `link_close` to its `link_open`), HTML (linkify reads it).
 */
const REAL = new Set(['text', 'text_special', 'link_open', 'link_close', 'html_inline']);

/** markdown-it's (and plain-tokens.ts's) push, with one token rewritten for every other type. */
function reusePushedTokens(proto: StateInline): void {
  const push = proto.push;
  let shared: Token | undefined;
  proto.push = function pushShared(this: StateInline, type, tag, nesting) {
    if (REAL.has(type)) return push.call(this, type, tag, nesting);
    if (this.pending) this.pushPending();
    shared ??= new this.Token(type, tag, nesting);
    const token = shared;
    token.type = type;
    token.tag = tag;
    token.nesting = nesting;
    token.attrs = null;
    token.map = null;
    token.children = null;
    token.content = '';
    token.markup = '';
    token.info = '';
    token.meta = null;
    let meta: StateInline['tokens_meta'][number];
    if (nesting < 0) {
      this.level--;
      this.delimiters = this._prev_delimiters.pop()!;
    }
    token.level = this.level;
    if (nesting > 0) {
      this.level++;
      this._prev_delimiters.push(this.delimiters);
      this.delimiters = [];
      meta = { delimiters: this.delimiters };
    }
    this.pendingLevel = this.level;
    this.tokens.push(token);
    this.tokens_meta.push(meta);
    return token;
  };
}
