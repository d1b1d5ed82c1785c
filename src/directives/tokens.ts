import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import {
  commentBodyEnd,
  commentEnd,
  type Directive,
  directiveName,
  directiveStart,
  readDirective,
} from './parse-comment.js';
import { type DirectiveSpec, directiveSpec, RAW_NODE_DIRECTIVE } from '../registry/directives.js';
import { inlineDirectiveParagraph, isInlineDirective } from './inline-lines.js';

/**
 * Directive comments are tokens of their own. markdown-it finds HTML (`html_block`,
 * `html_inline`); these rules find the comments in it once, before the converter runs, and
 * leave it tokens it only has to read:
 *
 * - `adf_directive`: one directive comment (directiveOf reads it); a whole block's `tag` is its
 *   name, read here once.
 * - `adf_alone`: an HTML block made only of directives of one name that can be a node by
 *   themselves (`adf:paragraph`, `adf:extension`); `meta` is the Directive list.
 * - `html_comment`: a plain comment.
 * - `html_block`: the HTML of a block that is not a comment.
 *
 * A block's pieces keep the block's `map` and its whole text as `content`, so every offset maps
 * to a line and column the same way; `meta` is the piece's HtmlSpan, or null when the token is
 * the whole block (for a comment: the block's only one). An inline comment is always a whole
 * `html_inline` token. The tokens keep offsets, not parsed attributes: every token lives until
 * the converter reaches it, and a directive read only then costs the garbage collector nothing
 * to keep.
 */
export interface HtmlSpan {
  /** Where the piece starts (a comment: its `<!--`). */
  offset: number;
  /** Where it ends (a comment: its body, before `-->`). */
  end: number;
}

type Meta = Token['meta'];

export function directiveTokensPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'adf_html_blocks', splitHtmlBlocks);
  md.core.ruler.after('inline', 'adf_html_inline', inlineComments);
}

/** The comment of an `adf_directive` or `html_comment` token, as an HtmlSpan of its content. */
export function commentSpan(token: Token): HtmlSpan {
  const span = token.meta as unknown as HtmlSpan | null;
  if (span) return span;
  const offset = token.content.indexOf('<!--');
  return { offset, end: commentBodyEnd(token.content, offset) };
}

export function directiveOf(token: Token): Directive {
  const span = token.meta as unknown as HtmlSpan | null;
  if (span) return readDirective(token.content, span.offset, span.end)!;
  // A whole block or inline token (nearly every directive): no span object made to be read once.
  // A whole block's name is its tag (readHtmlBlock); a directive with no name has none.
  const offset = token.content.indexOf('<!--');
  const end = commentBodyEnd(token.content, offset);
  return readDirective(token.content, offset, end, token.tag === '' ? undefined : token.tag)!;
}

export const directivesOf = (token: Token): Directive[] => token.meta as unknown as Directive[];

/** The HTML of an `html_block` token that is not a comment. */
export function htmlText(token: Token): { text: string; offset: number } {
  const span = token.meta as unknown as HtmlSpan | null;
  return span
    ? { text: token.content.slice(span.offset, span.end), offset: span.offset }
    : { text: token.content, offset: 0 };
}

function splitHtmlBlocks(state: StateCore): void {
  const tokens = state.tokens;
  // A new list only once a block becomes several tokens: splicing would copy the rest each time.
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const replaced = token.type === 'html_block' ? readHtmlBlock(state, token) : undefined;
    if (replaced && !out) out = tokens.slice(0, i);
    if (!out) continue;
    if (replaced) for (let j = 0; j < replaced.length; j++) out.push(replaced[j]);
    else out.push(token);
  }
  if (out) state.tokens = out;
}

/** Retypes the block in place and returns undefined, or returns the tokens that replace it. */
function readHtmlBlock(state: StateCore, block: Token): Token[] | undefined {
  const html = block.content;
  const start = html.indexOf('<!--');
  if (start < 0) return undefined;
  const bodyEnd = commentBodyEnd(html, start);
  const at = directiveStart(html, start, bodyEnd);
  const name = at < 0 ? undefined : directiveName(html, at, bodyEnd);
  // Looked up once: whether it is inline and whether it can stand alone.
  const spec = name === undefined ? undefined : directiveSpec(name);
  const leading = isBlank(html, 0, start);
  if (name !== undefined && leading && inline(html, name, spec, start, bodyEnd))
    return inlineDirectiveParagraph(state, block);
  if (leading && isBlank(html, commentEnd(html, bodyEnd), html.length)) {
    // The usual case, one comment alone on its lines: the block itself becomes its token.
    if (name === undefined) block.type = 'html_comment';
    else if (spec?.alone !== undefined) setAlone(block, [readDirective(html, start, bodyEnd, name)!]);
    else {
      block.type = 'adf_directive';
      // The name as read here, so the converter does not read it again (nor hash it again to
      // look it up): a string the token holds until the converter reaches it.
      block.tag = name;
    }
    return undefined;
  }
  return splitBlock(state, block, start);
}

function inline(
  html: string,
  name: string,
  spec: DirectiveSpec | undefined,
  start: number,
  bodyEnd: number,
): boolean {
  if (name === RAW_NODE_DIRECTIVE) return isInlineDirective(readDirective(html, start, bodyEnd, name)!);
  return spec?.inline !== undefined;
}

function splitBlock(state: StateCore, block: Token, firstStart: number): Token[] {
  const html = block.content;
  const pieces: Token[] = [];
  const piece = (type: string, offset: number, end: number): void => {
    const token = new state.Token(type, '', 0);
    token.map = block.map;
    token.content = html;
    token.level = block.level;
    token.block = true;
    token.meta = { offset, end } satisfies HtmlSpan as unknown as Meta;
    pieces.push(token);
  };
  let pos = 0;
  let start = firstStart;
  let onlyDirectives = true;
  while (pos < html.length) {
    const otherEnd = start < 0 ? html.length : start;
    if (!isBlank(html, pos, otherEnd)) {
      piece('html_block', pos, otherEnd);
      onlyDirectives = false;
    }
    if (start < 0) break;
    const bodyEnd = commentBodyEnd(html, start);
    const directive = directiveStart(html, start, bodyEnd) >= 0;
    piece(directive ? 'adf_directive' : 'html_comment', start, bodyEnd);
    if (!directive) onlyDirectives = false;
    pos = commentEnd(html, bodyEnd);
    start = html.indexOf('<!--', pos);
  }
  if (onlyDirectives) {
    const directives = pieces.map(directiveOf);
    const name = directives[0].name;
    if (standsAlone(name) && directives.every((d) => d.name === name)) {
      setAlone(block, directives);
      return [block];
    }
  }
  return pieces;
}

function standsAlone(name: string): boolean {
  return directiveSpec(name)?.alone !== undefined;
}

function setAlone(token: Token, directives: Directive[]): void {
  token.type = 'adf_alone';
  token.meta = directives as unknown as Meta;
}

/** Inline comments: each is a whole `html_inline` token already. */
function inlineComments(state: StateCore): void {
  // Index loops: these run once a document, before V8 optimises them, where `for…of` would
  // allocate an iterator result per token.
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type !== 'inline' || !token.children || token.content.indexOf('<!--') < 0) continue;
    const children = token.children;
    for (let j = 0; j < children.length; j++) {
      const child = children[j];
      const html = child.content;
      if (child.type !== 'html_inline' || !html.startsWith('<!--')) continue;
      const directive = directiveStart(html, 0, commentBodyEnd(html, 0)) >= 0;
      child.type = directive ? 'adf_directive' : 'html_comment';
    }
  }
}

/** True when `s` has only white space (as String.prototype.trim has it) from `from` to `to`. */
export function isBlank(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    // Beyond ASCII, the language's own definition of white space decides.
    return c > 127 && s.slice(i, to).trim() === '';
  }
  return true;
}
