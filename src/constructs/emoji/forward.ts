import type { Token } from '../../markdown/tokenizer.js';
import type { InlineState } from '../../convert/inline/state.js';

/** `:smile:` (markdown-it-emoji: `markup` is the short name, `content` the character). */
export function emoji(token: Token, state: InlineState): void {
  state.node({ type: 'emoji', attrs: { shortName: `:${token.markup}:`, text: token.content } });
}
