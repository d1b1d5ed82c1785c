import type { Token } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';
import { FORWARD_PARTS } from '../../constructs/forward.js';
import { buildTable } from '../../engine/maps.js';
import type { InlineHandler } from './handler.js';
import { directiveInline, htmlCommentInline, htmlInline } from './html-inline.js';
import { reportUnclosedTags } from './html-tags.js';
import { finishAwaiting, takeForDirective } from './inline-directive.js';
import { InlineState } from './state.js';
import { plainRun } from './plain-run.js';

const NO_CHILDREN: readonly Token[] = [];

const CORE: Readonly<Record<string, InlineHandler>> = {
  html_inline: htmlInline,
  html_comment: htmlCommentInline,
  adf_directive: directiveInline,
};

/**
 * One handler per markdown-it inline token type, from every construct; raw HTML and comments are
 * the converter's. Built on the first conversion (the parts' modules import this one, so the list
 * is complete only once every module has loaded), then read as a plain Map, once per token.
 */
let handlers: ReadonlyMap<string, InlineHandler> | undefined;

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
  // Most runs are text with plain marks and links only: their nodes are made directly, without
  // the state's run over the handlers (plain-run.ts).
  if (ctx.options.resolveMention === undefined) {
    const plain = plainRun(children, spare);
    if (plain !== undefined) return plain;
  }
  const state = spare.busy ? new InlineState(ctx) : spare;
  state.reset(token.content, line, searchFrom, cell);
  state.busy = true;
  state.children = children;
  handlers ??= buildTable(FORWARD_PARTS, 'inlineTokens', CORE);
  const table = handlers;
  // Handlers may consume the tokens after their own by advancing `state.index`.
  for (state.index = 0; state.index < children.length; state.index++) {
    const child = children[state.index];
    if (state.awaiting && takeForDirective(child, state)) continue;
    const handler = table.get(child.type);
    if (handler) handler(child, state);
    else state.text(child.content);
  }
  finishAwaiting(state);
  reportUnclosedTags(state);
  const out = state.take();
  state.release();
  return out;
}
