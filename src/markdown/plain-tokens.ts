import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';

type TokenClass = typeof Token;
type Nesting = Token['nesting'];

/**
 * markdown-it 15 ships compiled with its class fields turned into helper calls
 * (`_defineProperty(this, "map", null)`, a type check and a property-key conversion each): a
 * token costs thirteen of them, an inline state (made for every paragraph, heading and cell)
 * twelve, and they were the single largest cost of a parse (the floor's CPU falls by about 40%
 * without them). Here the same objects are made by plain assignments: same prototype (so
 * `instanceof` and the methods hold), same fields in the same order (so the token array is the
 * same, down to its JSON). Only the constructors and the two `push`es, which name the token
 * class directly, are replaced; every other method is markdown-it's own. The states are replaced
 * per parser instance, never patched, so other users of markdown-it in the process see nothing.
 *
 * This copies markdown-it's constructors, so markdown-it is pinned to one exact version in
 * package.json; tests/markdown/plain-tokens.test.ts fails on any other.
 */
export function plainTokensPlugin(md: MarkdownIt): void {
  const PlainToken = plainToken(new md.core.State('', md, {}).Token);
  md.core.State = plainCoreState(md.core.State, PlainToken);
  md.block.State = plainBlockState(md.block.State, PlainToken);
  md.inline.State = plainInlineState(md.inline.State, PlainToken);
}

/** markdown-it's core state, made once a parse (its constructor makes three of its fields with helper calls). */
function plainCoreState(Core: typeof StateCore, PlainToken: TokenClass): typeof StateCore {
  function PlainCoreState(this: StateCore, src: string, md: MarkdownIt, env: StateCore['env']): void {
    this.tokens = [];
    this.inlineMode = false;
    this.Token = PlainToken;
    this.src = src;
    this.env = env;
    this.md = md;
  }
  PlainCoreState.prototype = Core.prototype;
  return PlainCoreState as unknown as typeof StateCore;
}

/**
 * markdown-it's block state, made once a parse: the same fields in the same order and the same
 * line tables. Its constructor reads the source a character at a time to find the line ends;
 * here each line's indentation is read as it does, and its end is found with `indexOf`, several
 * times faster on real documents.
 */
function plainBlockState(Block: typeof StateBlock, PlainToken: TokenClass): typeof StateBlock {
  function PlainBlockState(
    this: StateBlock,
    src: string,
    md: MarkdownIt,
    env: StateBlock['env'],
    tokens: Token[],
  ): void {
    this.bMarks = [];
    this.eMarks = [];
    this.tShift = [];
    this.sCount = [];
    this.bsCount = [];
    this.blkIndent = 0;
    this.line = 0;
    this.lineMax = 0;
    this.tight = false;
    this.listIndent = -1;
    this.parentType = 'root';
    this.level = 0;
    this.Token = PlainToken;
    this.src = src;
    this.md = md;
    this.env = env;
    this.tokens = tokens;
    markLines(this, src);
    this.lineMax = this.bMarks.length - 1;
  }
  const proto: StateBlock = Object.create(Block.prototype);
  // markdown-it's own push, with the plain token.
  proto.push = function push(this: StateBlock, type: string, tag: string, nesting: Nesting): Token {
    const token = new PlainToken(type, tag, nesting);
    token.block = true;
    if (nesting < 0) this.level--;
    token.level = this.level;
    if (nesting > 0) this.level++;
    this.tokens.push(token);
    return token;
  };
  PlainBlockState.prototype = proto;
  return PlainBlockState as unknown as typeof StateBlock;
}

/**
 * markdown-it's line tables: for each line its start, its end (before the `\n`), the number of
 * spaces and tabs it starts with and their width with tabs to stops of 4. As in markdown-it, a
 * last line of only spaces and tabs with no `\n` after it gets no entry, and the tables end with
 * an entry for the end of the source.
 */
function markLines(state: StateBlock, s: string): void {
  const len = s.length;
  let start = 0;
  while (start < len) {
    let pos = start;
    let indent = 0;
    let offset = 0;
    for (; pos < len; pos++) {
      const ch = s.charCodeAt(pos);
      if (ch === 0x20) offset++;
      else if (ch === 0x09) offset += 4 - (offset % 4);
      else break;
      indent++;
    }
    if (pos === len) break;
    const newline = s.indexOf('\n', pos);
    const end = newline < 0 ? len : newline;
    state.bMarks.push(start);
    state.eMarks.push(end);
    state.tShift.push(indent);
    state.sCount.push(offset);
    state.bsCount.push(0);
    start = end + 1;
  }
  state.bMarks.push(len);
  state.eMarks.push(len);
  state.tShift.push(0);
  state.sCount.push(0);
  state.bsCount.push(0);
}

/** markdown-it's inline state, made once per inline token. */
function plainInlineState(Inline: typeof StateInline, PlainToken: TokenClass): typeof StateInline {
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
