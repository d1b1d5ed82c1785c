import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { type HtmlSpan, htmlText, isBlank } from '../../directives/tokens.js';
import { decodeEntities } from '../../markdown/entities.js';

/**
 * `<details><summary>Title</summary>` … Markdown … `</details>` is ADF's expand. markdown-it
 * gives the tags as HTML blocks around the Markdown between them (a blank line after the
 * summary); this core rule, the last of the chain (so footnotes have moved to where the
 * converter reads them), finds the tags in the HTML once and pairs them:
 *
 * - `details_open`, `details_summary`, `details_close`, each with its block's `map` and text
 *   (`content`) and its DetailsTag in `meta`; the HTML between the tags stays `html_block`.
 * - A `<details>` still open when the markdown-it block around it closes (or the document
 *   ends) gets a `details_close` there, marked `unclosed`; a `</details>` with no `<details>`
 *   open in its own block has no `open`.
 */
export interface DetailsTag extends HtmlSpan {
  /** `details_open`: directly inside another `<details>` (no block between them). */
  inDetails?: boolean;
  /** Set by the converter: the `<details>` was flattened into the expand around it. */
  flattened?: boolean;
  /** Set by the converter: the flattened `<details>` has had its title line. */
  titled?: boolean;
  /** `details_summary`: the title, as text; the `<details>` it stands directly in, if any. */
  title?: string;
  details?: DetailsTag;
  /** `details_close`: the `<details>` it closes (none for a stray one); true when added at the end of a block. */
  open?: DetailsTag;
  unclosed?: boolean;
}

type Meta = Token['meta'];

export const detailsTagOf = (token: Token): DetailsTag => token.meta as unknown as DetailsTag;

export function detailsPlugin(md: MarkdownIt, { fastPaths = true } = {}): void {
  // The walk keeps a stack of every block, yet changes nothing unless an HTML block holds one of
  // the tags (nothing else opens a `<details>` or starts a new token array): much cheaper to
  // look for first.
  md.core.ruler.push('details', (state: StateCore) => {
    if (!fastPaths || state.tokens.some((token) => token.type === 'html_block' && splitTags(state, token)))
      details(state);
  });
}

function details(state: StateCore): void {
  const tokens = state.tokens;
  let out: Token[] | undefined;
  // The open blocks (null) and `<details>` (their tags), innermost last.
  const open: Array<DetailsTag | null> = [];
  const emit = (token: Token) => out?.push(token);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const pieces = token.type === 'html_block' ? splitTags(state, token) : undefined;
    if (pieces && !out) out = tokens.slice(0, i);
    if (token.nesting === 1) open.push(null);
    else if (token.nesting === -1) {
      if (open.length > 0 && open[open.length - 1] !== null) {
        out ??= tokens.slice(0, i);
        closeUnclosed(state, open, token, out);
      }
      open.pop();
    }
    if (!pieces) {
      emit(token);
      continue;
    }
    for (const piece of pieces) {
      pair(piece, open);
      emit(piece);
    }
  }
  const last = tokens.at(-1);
  if (open.length > 0 && last) {
    out ??= tokens.slice();
    closeUnclosed(state, open, last, out);
  }
  if (out) state.tokens = out;
}

function pair(piece: Token, open: Array<DetailsTag | null>): void {
  const top = open.length > 0 ? open[open.length - 1] : null;
  const tag = piece.type === 'html_block' ? null : detailsTagOf(piece);
  if (piece.type === 'details_open') {
    tag!.inDetails = top !== null;
    open.push(tag);
  } else if (piece.type === 'details_close') {
    if (top) {
      tag!.open = top;
      open.pop();
    }
  } else if (piece.type === 'details_summary' && top) {
    tag!.details = top;
  }
}

/** Closes, before `before`, the `<details>` still open in the innermost block. */
function closeUnclosed(state: StateCore, open: Array<DetailsTag | null>, before: Token, out: Token[]): void {
  while (open.length > 0 && open[open.length - 1] !== null) {
    const close = new state.Token('details_close', '', 0);
    close.block = true;
    close.level = before.level;
    close.meta = {
      offset: 0,
      end: 0,
      open: open.pop()!,
      unclosed: true,
    } satisfies DetailsTag as unknown as Meta;
    out.push(close);
  }
}

/** The tags in an HTML block's text and the HTML between them; undefined when it has no tag. */
function splitTags(state: StateCore, block: Token): Token[] | undefined {
  const { text, offset: base } = htmlText(block);
  const html = block.content;
  let found = nextTag(html, base, base + text.length);
  if (!found) return undefined;
  const pieces: Token[] = [];
  const piece = (type: string, span: DetailsTag): void => {
    const token = new state.Token(type, '', 0);
    token.map = block.map;
    token.content = html;
    token.level = block.level;
    token.block = true;
    token.meta = span as unknown as Meta;
    pieces.push(token);
  };
  const end = base + text.length;
  let last = base;
  while (found) {
    const [type, start, tagEnd, title] = found;
    if (!isBlank(html, last, start)) piece('html_block', { offset: last, end: start });
    piece(type, title === undefined ? { offset: start, end: tagEnd } : { offset: start, end: tagEnd, title });
    last = tagEnd;
    found = nextTag(html, last, end);
  }
  if (!isBlank(html, last, end)) piece('html_block', { offset: last, end });
  return pieces;
}

type Found = [type: string, start: number, end: number, title?: string];

/** The first `<details …>`, `</details>` or `<summary …>…</summary>` from `from` (tag names in any case). */
function nextTag(html: string, from: number, to: number): Found | undefined {
  for (let p = html.indexOf('<', from); p >= 0 && p < to; p = html.indexOf('<', p + 1)) {
    const found = tagAt(html, p, to);
    if (found) return found;
  }
  return undefined;
}

function tagAt(html: string, p: number, to: number): Found | undefined {
  if (named(html, p + 1, 'details', to)) {
    const end = openTagEnd(html, p + 8, to);
    return end < 0 ? undefined : ['details_open', p, end];
  }
  if (html.charCodeAt(p + 1) === 47 /* / */ && named(html, p + 2, 'details', to)) {
    const end = closeTagEnd(html, p + 9, to);
    return end < 0 ? undefined : ['details_close', p, end];
  }
  if (!named(html, p + 1, 'summary', to)) return undefined;
  const bodyStart = openTagEnd(html, p + 8, to);
  if (bodyStart < 0) return undefined;
  // The first `</summary>` after it ends it.
  for (let q = html.indexOf('<', bodyStart); q >= 0 && q < to; q = html.indexOf('<', q + 1)) {
    if (html.charCodeAt(q + 1) !== 47 || !named(html, q + 2, 'summary', to)) continue;
    const end = closeTagEnd(html, q + 9, to);
    if (end >= 0) return ['details_summary', p, end, titleOf(html.slice(bodyStart, q))];
  }
  return undefined;
}

/** After a tag's name: `>` directly, or white space and everything up to the first `>`. Returns the end, or -1. */
function openTagEnd(html: string, i: number, to: number): number {
  if (i >= to) return -1;
  if (html.charCodeAt(i) === 62) return i + 1;
  if (!isSpace(html, i)) return -1;
  const gt = html.indexOf('>', i);
  return gt >= 0 && gt < to ? gt + 1 : -1;
}

/** After a closing tag's name: white space, then `>`. Returns the end, or -1. */
function closeTagEnd(html: string, i: number, to: number): number {
  while (i < to && isSpace(html, i)) i++;
  return i < to && html.charCodeAt(i) === 62 ? i + 1 : -1;
}

/** The ASCII letters of `name` (lower case) at `i`, in either case. */
function named(html: string, i: number, name: string, to: number): boolean {
  if (i + name.length > to) return false;
  for (let k = 0; k < name.length; k++) {
    const c = html.charCodeAt(i + k);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (!letter || (c | 32) !== name.charCodeAt(k)) return false;
  }
  return true;
}

/** White space as the language has it (`\s`, String.prototype.trim). */
function isSpace(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  return c > 127 && s[i].trim() === '';
}

/** A summary is HTML: its tags are dropped, its entities decoded, its blanks collapsed. */
function titleOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
