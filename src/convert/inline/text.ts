import type { Token } from '../../markdown/tokenizer.js';
import type { InlineState } from './state.js';

export function text(token: Token, state: InlineState): void {
  state.text(token.content);
}

/** A soft line break is a space between the words it separates (ADF has no soft break). */
export function softbreak(_token: Token, state: InlineState): void {
  state.text(' ');
}

export function hardbreak(_token: Token, state: InlineState): void {
  state.node({ type: 'hardBreak' });
}

export function codeInline(token: Token, state: InlineState): void {
  state.textWith(token.content, { type: 'code' });
}
