import type { MarkdownIt, StateBlock, StateCore, Token } from 'markdown-it';

type TokenClass = typeof Token;
type Nesting = Token['nesting'];

/**
 * markdown-it's core state, made once a parse, by assignments (its own constructor makes three
 * of its fields with class-field helper calls) and with the plain token class.
 */
export function plainCoreState(Core: typeof StateCore, PlainToken: TokenClass): typeof StateCore {
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
 * markdown-it's block state, made once a parse: the same fields in the same order, by
 * assignments, and the same line tables. Its constructor reads the source a character at a
 * time to find the line ends (5 MB of one line is 5 million turns of that loop); here each line's
 * indentation is read as it does, and its end is found with `indexOf`.
 */
export function plainBlockState(Block: typeof StateBlock, PlainToken: TokenClass): typeof StateBlock {
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
