import { normalizeLink } from '../../markdown/tokenizer.js';
import type { Token } from '../../markdown/types.js';
import type { InlineState } from '../../convert/inline/state.js';
import type { ForwardPart } from '../../engine/parts.js';
import { linkConstruct } from './index.js';
import { MENTION_SCHEMES } from '../mention/tokens.js';
import type { AdfMark, AdfNode, ConvertOptions } from '../../types.js';
import { plainText } from '../media/image.js';
import { closingIndex } from '../../convert/inline/skip.js';
import { decodeId } from '../mention/id.js';
import { linkMarkOf } from './mark.js';

/** `href`: the token's, as `linkOpenWithHooks` read it. */
export function linkOpen(token: Token, state: InlineState, href: string): void {
  if (token.markup === 'linkify') {
    extendedAutolink(state, href);
    return;
  }
  state.pushMark(linkMarkOf(href, token.attrGet('title')));
  state.linkOpened.push(true);
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

export const linkForward: ForwardPart = {
  construct: linkConstruct,
  inlineTokens: { link_open: linkOpenWithHooks, link_close: linkClose },
};

/**
 * What a link may mean beyond a link mark: `[@Jane Doe](mention:ACCOUNT_ID)` (or
 * `accountid:ACCOUNT_ID`, the scheme people copy from Jira's wiki form) is a mention, and
 * the caller's `resolveLink` may answer a smart link card or other link attributes. Everything
 * else is the plain link of link.ts.
 */
export function linkOpenWithHooks(token: Token, state: InlineState): void {
  const href = String(token.attrGet('href') ?? '');
  const scheme = mentionScheme(href);
  if (scheme) {
    mention(state, href.slice(scheme.length), token.meta?.at === true);
    return;
  }
  const resolve = state.ctx.options.resolveLink;
  if (!resolve) {
    linkOpen(token, state, href);
  } else if (token.markup === 'linkify') {
    resolveAutolink(token, state, resolve, href);
  } else {
    resolveLink(token, state, resolve, href);
  }
}

export function mentionScheme(href: string): string | undefined {
  for (const scheme of MENTION_SCHEMES) if (href.startsWith(scheme)) return scheme;
  return undefined;
}

type Resolve = NonNullable<ConvertOptions['resolveLink']>;

/** link.ts writes a GFM autolink whole (its text is its URL): the answer replaces what it wrote. */
function resolveAutolink(token: Token, state: InlineState, resolve: Resolve, href: string): void {
  const at = state.size;
  linkOpen(token, state, href);
  const written = at < state.size ? state.out[at] : undefined;
  const mark = written?.type === 'text' ? written.marks?.find((m) => m.type === 'link') : undefined;
  if (!written || !mark) return;
  const answer = resolve(String(mark.attrs?.href ?? ''));
  if (!answer) return;
  if ('inlineCard' in answer) {
    state.replace(at, { type: 'inlineCard', attrs: { url: answer.inlineCard.url } });
  } else {
    state.replace(at, { ...written, marks: written.marks!.map((m) => (m === mark ? linkMark(answer) : m)) });
  }
}

function resolveLink(token: Token, state: InlineState, resolve: Resolve, href: string): void {
  linkOpen(token, state, href);
  const answer = resolve(href);
  if (!answer) return;
  state.popMark('link');
  // A card shows the page's own title: only a link that shows its URL becomes one.
  if ('inlineCard' in answer && isBare(token, state, href)) {
    state.linkOpened[state.linkOpened.length - 1] = false;
    state.node({ type: 'inlineCard', attrs: { url: answer.inlineCard.url } });
    // Up to (not past) the link_close, which pops the entry set above.
    state.index = closingIndex(state.children, state.index) - 1;
    return;
  }
  state.pushMark('inlineCard' in answer ? linkMark({ href }) : linkMark(answer));
}

function linkMark(attrs: { href: string; title?: string }): AdfMark {
  return linkMarkOf(attrs.href, attrs.title ?? null);
}

/** A bare URL (`<url>`) or a link whose text is its URL. */
function isBare(token: Token, state: InlineState, href: string): boolean {
  if (token.markup === 'autolink') return true;
  const close = closingIndex(state.children, state.index);
  return plainText(state.children.slice(state.index + 1, close)) === href;
}

/** `atOutside`: the `@` stood before the bracket (`@[Jane](mention:ID)`); the mention starts there. */
function mention(state: InlineState, rawId: string, atOutside: boolean): void {
  // The offset now (the search goes on from it), its position only for the diagnostic.
  const at = atOutside ? state.find('@[', 1) : state.find('[');
  const close = closingIndex(state.children, state.index);
  const written = plainText(state.children.slice(state.index + 1, close)).trim();
  state.index = close;
  const text = written.startsWith('@') ? written : `@${written}`;
  const id = decodeId(rawId);
  if (id !== '') {
    state.node({ type: 'mention', attrs: { id, text } });
    return;
  }
  const answer = state.ctx.options.resolveMention?.(text);
  if (answer) {
    state.node(mentionNode(answer, text));
    return;
  }
  state.ctx.report(
    'mention-unresolved',
    `mention "${text}" has no account id and resolveMention did not resolve it; kept as text`,
    state.locate(at),
  );
  state.text(written);
}

export function mentionNode(
  answer: { id: string; text?: string; accessLevel?: string },
  written: string,
): AdfNode {
  const attrs: Record<string, unknown> = { id: answer.id, text: answer.text ?? written };
  if (answer.accessLevel) attrs.accessLevel = answer.accessLevel;
  return { type: 'mention', attrs };
}
