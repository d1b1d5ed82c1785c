import type { Token } from '../../markdown/types.js';
import type { InlineState } from '../../convert/inline/state.js';
import type { ForwardPart } from '../../engine/parts.js';
import { emojiConstruct } from './index.js';
import { emojiPlugin } from './tokens.js';

/** `:smile:` (markdown-it-emoji: `markup` is the short name, `content` the character). */
export function emoji(token: Token, state: InlineState): void {
  state.node({ type: 'emoji', attrs: { shortName: `:${token.markup}:`, text: token.content } });
}

export const emojiForward: ForwardPart = {
  construct: emojiConstruct,
  syntax: emojiPlugin,
  inlineTokens: { emoji },
};
