import { MENTION_SCHEMES } from '../mention/tokens.js';
import type { Token } from '../../markdown/tokenizer.js';
import type { AdfMark, AdfNode, ConvertOptions } from '../../types.js';
import { plainText } from '../media/image.js';
import { linkMarkOf, linkOpen } from './forward.js';
import { closingIndex } from '../../convert/inline/skip.js';
import type { InlineState } from '../../convert/inline/state.js';
import { decodeId } from '../mention/id.js';

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
