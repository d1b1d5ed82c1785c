import type { Token } from '../../markdown/tokenizer.js';
import type { InlineState } from './state.js';

export function linkOpen(token: Token, state: InlineState): void {
  const href = String(token.attrGet('href') ?? '');
  if (token.markup === 'linkify' && !isGfmAutolink(href, state.next()?.content ?? '')) {
    state.linkOpened.push(false);
    return;
  }
  const attrs: Record<string, unknown> = { href };
  const title = token.attrGet('title');
  if (title) attrs.title = title;
  state.pushMark({ type: 'link', attrs });
  state.linkOpened.push(true);
}

export function linkClose(_token: Token, state: InlineState): void {
  if (state.linkOpened.pop()) state.popMark('link');
}

/**
 * linkify-it in fuzzy mode also links a bare `example.com`; GFM's extended autolinks are only
 * `www.` domains, URLs with a scheme, and e-mail addresses.
 */
function isGfmAutolink(href: string, written: string): boolean {
  return href.startsWith('mailto:') || written.startsWith('www.') || written.includes('://');
}
