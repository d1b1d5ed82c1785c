import type { MarkdownIt, StateInline, Token } from 'markdown-it';
import { plainBlockState, plainCoreState } from './plain-states.js';
import { plainScanDelims } from './scan-delims.js';

type TokenClass = typeof Token;
type Nesting = Token['nesting'];

/**
 * markdown-it 15 ships compiled with its class fields turned into helper calls
 * (`_defineProperty(this, "map", null)`, a type check and a property-key conversion each): a
 * token costs thirteen of them, and they were the single largest function of a conversion (12% of
 * its CPU time, the floor's too). Here the same token is made by plain assignments: same
 * prototype (so `instanceof Token` and its methods hold), same fields in the same order (so the
 * token array is the same, down to its JSON). The states that make tokens are replaced per
 * parser instance, never patched, so other users of markdown-it in the process see nothing.
 */
export function plainTokensPlugin(md: MarkdownIt): void {
  const PlainToken = plainToken(new md.core.State('', md, {}).Token);
  md.core.State = plainCoreState(md.core.State, PlainToken);
  md.block.State = plainBlockState(md.block.State, PlainToken);
  md.inline.State = plainInlineState(md.inline.State, PlainToken, plainScanDelims(md.utils));
}

/**
 * markdown-it's inline state, made once per inline token: its constructor too is thirteen helper
 * calls, so it is replaced by one making the same fields, in the same order, by assignment. Its
 * scanDelims is scan-delims.ts's.
 */
function plainInlineState(
  Inline: typeof StateInline,
  PlainToken: TokenClass,
  scanDelims: StateInline['scanDelims'],
): typeof StateInline {
  function PlainInlineState(
    this: StateInline,
    src: string,
    md: MarkdownIt,
    env: StateInline['env'],
    outTokens: Token[],
  ): void {
    this.pos = 0;
    this.level = 0;
    this.pending = '';
    this.pendingLevel = 0;
    this.cache = {};
    this.backticks = {};
    this.backticksScanned = false;
    this.skipHtmlSpecial = false;
    this.linkLevel = 0;
    this.delimiters = [];
    this._prev_delimiters = [];
    this.Token = PlainToken;
    this.src = src;
    this.env = env;
    this.md = md;
    this.tokens = outTokens;
    this.tokens_meta = Array(outTokens.length);
    this.posMax = this.src.length;
  }
  const proto: StateInline = Object.create(Inline.prototype);
  proto.scanDelims = scanDelims;
  // markdown-it's own pushPending and push, with the plain token.
  proto.pushPending = function pushPending(this: StateInline): Token {
    const token = new PlainToken('text', '', 0);
    token.content = this.pending;
    token.level = this.pendingLevel;
    this.tokens.push(token);
    this.pending = '';
    return token;
  };
  proto.push = function push(this: StateInline, type: string, tag: string, nesting: Nesting): Token {
    if (this.pending) this.pushPending();
    const token = new PlainToken(type, tag, nesting);
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
  PlainInlineState.prototype = proto;
  return PlainInlineState as unknown as typeof StateInline;
}

/** markdown-it's Token, built by assignments in the order of its own constructor. */
function plainToken(Token: TokenClass): TokenClass {
  function PlainToken(this: Token, type: string, tag: string, nesting: Nesting): void {
    this.map = null;
    this.level = 0;
    this.children = null;
    this.content = '';
    this.markup = '';
    this.info = '';
    this.block = false;
    this.hidden = false;
    this.type = type;
    this.tag = tag;
    this.attrs = null;
    this.nesting = nesting;
    this.meta = null;
  }
  PlainToken.prototype = Token.prototype;
  return PlainToken as unknown as TokenClass;
}
