import type { Token } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import type { Locator } from '../locate.js';
import { FORWARD_PARTS } from '../../constructs/forward.js';
import { type Table, tableOf } from '../../engine/maps.js';
import type { InlineHandler } from './handler.js';
import { htmlInline } from './html-inline.js';
import { reportUnclosedTags } from './html-tags.js';
import { finishAwaiting, takeForDirective } from './inline-directive.js';
import { InlineState } from './state.js';

/** One handler per markdown-it inline token type, from every construct; raw HTML is the converter's. */
const HANDLERS: Table<InlineHandler> = tableOf(() => FORWARD_PARTS, 'inlineTokens', {
  html_inline: htmlInline,
});

/** Converts an inline token's children to ADF inline nodes. */
export function convertInline(
  ctx: ConvertContext,
  token: Token,
  locate: Locator,
  cell: AdfNode | undefined,
): AdfNode[] {
  const state = new InlineState(ctx, token.content, locate, cell);
  const children = token.children ?? [];
  state.children = children;
  // Handlers may consume the tokens after their own by advancing `state.index`.
  for (state.index = 0; state.index < children.length; state.index++) {
    const child = children[state.index];
    if (state.awaiting && takeForDirective(child, state)) continue;
    const handler = HANDLERS.get(child.type);
    if (handler) handler(child, state);
    else state.text(child.content);
  }
  finishAwaiting(state);
  reportUnclosedTags(state);
  return state.out;
}
