import type { Token } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import type { Locator } from '../locate.js';
import { emClose, emOpen, strikeClose, strikeOpen, strongClose, strongOpen } from './emphasis.js';
import type { InlineHandler } from './handler.js';
import { htmlInline } from './html-inline.js';
import { reportUnclosedTags } from './html-tags.js';
import { image } from './image.js';
import { finishAwaiting, takeForDirective } from './inline-directive.js';
import { jiraMention } from './jira-mention.js';
import { linkClose } from './link.js';
import { linkOpenWithHooks } from './link-hooks.js';
import { emoji, footnoteRef } from './nodes.js';
import { InlineState } from './state.js';
import { codeInline, hardbreak, softbreak, text } from './text.js';

/** One handler per markdown-it inline token type. */
const HANDLERS: ReadonlyMap<string, InlineHandler> = new Map<string, InlineHandler>([
  ['text', text],
  ['text_special', text],
  ['softbreak', softbreak],
  ['hardbreak', hardbreak],
  ['code_inline', codeInline],
  ['strong_open', strongOpen],
  ['strong_close', strongClose],
  ['em_open', emOpen],
  ['em_close', emClose],
  ['s_open', strikeOpen],
  ['s_close', strikeClose],
  ['link_open', linkOpenWithHooks],
  ['link_close', linkClose],
  ['image', image],
  ['html_inline', htmlInline],
  ['emoji', emoji],
  ['footnote_ref', footnoteRef],
  ['jira_mention', jiraMention],
]);

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
