import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import type { InlineHandler } from './handler.js';
import { directiveInline, htmlCommentInline, htmlInline } from './html-inline.js';
import { reportUnclosedTags } from './html-tags.js';
import { finishAwaiting, takeForDirective } from './inline-directive.js';
import { InlineState } from './state.js';

const NO_CHILDREN: readonly Token[] = [];

/**
 * The handler of `text` tokens in the table last used, known without a lookup: they are about
 * half of all inline tokens, and a Map lookup each was a few percent of a conversion.
 */
let textTable: ReadonlyMap<string, InlineHandler> | undefined;
let textHandler: InlineHandler | undefined;

/** The inline token types the converter handles itself: raw HTML, comments and directives (forward.ts adds the constructs'). */
export const CORE_INLINE_HANDLERS: Readonly<Record<string, InlineHandler>> = {
  html_inline: htmlInline,
  html_comment: htmlCommentInline,
  adf_directive: directiveInline,
};

/**
 * Converts an inline token's children to ADF inline nodes. `line` is the source line the token
 * starts on, `searchFrom` where on that line its text is to be looked for (a table cell's).
 */
export function convertInline(
  ctx: ConvertContext,
  token: Token,
  line: number,
  searchFrom: number,
  cell: AdfNode | undefined,
): AdfNode[] {
  const children = token.children ?? NO_CHILDREN;
  ctx.inlineState ??= new InlineState(ctx);
  const spare = ctx.inlineState;
  const state = spare.busy ? new InlineState(ctx) : spare;
  const block = ctx.current.type;
  state.reset(token.content, line, searchFrom, cell, block);
  state.busy = true;
  state.children = children;
  const table = ctx.inlineHandlers;
  if (table !== textTable) {
    textTable = table;
    textHandler = table.get('text');
  }
  // Handlers may consume the tokens after their own by advancing `state.index`.
  for (state.index = 0; state.index < children.length; state.index++) {
    const child = children[state.index];
    if (state.awaiting && takeForDirective(child, state)) continue;
    const handler = child.type === 'text' ? textHandler : table.get(child.type);
    if (handler) handler(child, state);
    else state.text(child.content);
  }
  finishAwaiting(state);
  reportUnclosedTags(state);
  const out = state.take();
  if (state.fits && out.length > 0) ctx.checkedRuns.add(out, block);
  state.release();
  return out;
}
