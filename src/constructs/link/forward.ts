import { normalizeLink, type Token } from '../../markdown/tokenizer.js';
import type { InlineState } from '../../convert/inline/state.js';
import type { AdfMark } from '../../types.js';
import { Href, HrefTitle, MarkWithAttrs } from '../../convert/plain.js';

/** `href`: the token's, as hooks.ts read it. */
export function linkOpen(token: Token, state: InlineState, href: string): void {
  if (token.markup === 'linkify') {
    extendedAutolink(state, href);
    return;
  }
  state.pushMark(linkMarkOf(href, token.attrGet('title')));
  state.linkOpened.push(true);
}

/** The mark of a link (not an extended autolink) to `href`, with its title if it has one. */
export function linkMarkOf(href: string, title: string | number | null): AdfMark {
  // Both shapes in one constructor each: a title added afterwards would grow the object. Not
  // literals (convert/plain.ts).
  return new MarkWithAttrs('link', title ? new HrefTitle(href, String(title)) : new Href(href));
}

export function linkClose(_token: Token, state: InlineState): void {
  if (state.linkOpened.pop()) state.popMark('link');
}

/**
 * GFM's extended autolinks, on top of linkify-it's matches (fuzzy mode, so `www.` is found):
 * linkify-it also links a bare `example.com` and draws some boundaries differently, so the
 * match is re-cut by the GFM rules: only `www.`, a scheme, or a valid e-mail address; the link
 * runs to white space or `<`; trailing punctuation, unbalanced `)` and a trailing entity-like
 * `&name;` stay outside. Consumes the link's text, its close, and the text after it.
 */
function extendedAutolink(state: InlineState, href: string): void {
  const children = state.children;
  const at = state.index;
  const textToken = children[at + 1];
  const close = children[at + 2];
  if (textToken?.type !== 'text' || close?.type !== 'link_close') {
    state.linkOpened.push(false);
    return;
  }
  const written = textToken.content;
  state.index = at + 2;
  if (href.startsWith('mailto:')) {
    if (isGfmEmail(written)) link(state, written, href);
    else state.text(written);
    return;
  }
  if (!written.startsWith('www.') && !written.includes('://')) {
    state.text(written);
    return;
  }
  const after = children[at + 3];
  const rest = after?.type === 'text' ? after.content : '';
  let extent = 0;
  while (extent < rest.length && !isSpace(rest.charCodeAt(extent)) && rest[extent] !== '<') extent++;
  const candidate = written + rest.slice(0, extent);
  const linked = trimTrailing(candidate);
  const scheme = written.startsWith('www.') ? 'http://' : '';
  link(state, linked, normalizeLink(scheme + linked));
  if (after?.type === 'text') {
    state.text(candidate.slice(linked.length) + rest.slice(extent));
    state.index = at + 3;
  } else {
    state.text(candidate.slice(linked.length));
  }
}

function link(state: InlineState, text: string, href: string): void {
  state.pushMark(linkMarkOf(href, null));
  state.text(text);
  state.popMark('link');
}

const TRAILING_PUNCTUATION = new Set(['?', '!', '.', ',', ':', '*', '_', '~']);

function trimTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1];
    if (TRAILING_PUNCTUATION.has(last)) {
      end--;
    } else if (last === ')' && count(url, ')', end) > count(url, '(', end)) {
      end--;
    } else if (last === ';') {
      const amp = url.lastIndexOf('&', end - 1);
      if (amp < 0 || !isAlnumRun(url, amp + 1, end - 1)) break;
      end = amp;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}

/** local@domain: local of alphanumerics and `.-_+`; domain labels of alphanumerics, `-`, `_`, at least one dot. */
function isGfmEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0) return false;
  for (let i = 0; i < at; i++) if (!isAlnum(text.charCodeAt(i)) && !'.-_+'.includes(text[i])) return false;
  const domain = text.slice(at + 1);
  if (!domain.includes('.') || domain.endsWith('-') || domain.endsWith('_')) return false;
  for (let i = 0; i < domain.length; i++) {
    if (!isAlnum(domain.charCodeAt(i)) && !'.-_'.includes(domain[i])) return false;
  }
  return true;
}

function count(s: string, char: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (s[i] === char) n++;
  return n;
}

function isAlnumRun(s: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; i++) if (!isAlnum(s.charCodeAt(i))) return false;
  return true;
}

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
