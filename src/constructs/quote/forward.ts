import { closeCallout, openCallout } from '../callout/forward.js';
import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import type { BlockHandler } from '../../convert/blocks/handler.js';
import { openBlock } from '../../convert/blocks/handler.js';
import { recoverTooDeep } from '../../convert/blocks/nesting.js';
import type { ForwardPart } from '../../engine/parts.js';
import { alertsPlugin } from './alerts.js';
import { flattenQuote } from './fit.js';
import { close } from '../../convert/blocks/handler.js';
import { quoteConstruct } from './index.js';

export const blockquoteOpen: BlockHandler = (token, ctx) => {
  openQuote(ctx, { type: 'blockquote', content: undefined }, token);
};

/** GitHub alerts and Obsidian callouts (alerts.ts): a panel at the quote's `>`. */
export const alertOpen: BlockHandler = (token, ctx) => {
  openCallout(ctx, token, (panel) => openQuote(ctx, panel, token));
};

export const alertClose: BlockHandler = (token, ctx) => {
  closeCallout(ctx, token);
};

/** A `>` container (quote or panel); positions point at its own `>` on the line. */
function openQuote(ctx: ConvertContext, node: AdfNode, token: Token): void {
  // At the top of the document (nearly every quote) there is no outer quote to count, and no
  // lookup: a read of markupOf makes it index every node written since the last read.
  const outer =
    ctx.stack.length === 1 ? 0 : ctx.stack.filter((open) => ctx.markupOf.get(open) === '>').length;
  const quote = openBlock(ctx, node, token);
  const column = nthIndexOf(ctx.lines.line(token.map?.[0] ?? 0), '>', outer);
  if (column >= 0) ctx.setColumn(quote, column);
  recoverTooDeep(token, ctx);
}

/** Where the n-th (0-based) `>` of the line stands: the marker of the quote at that depth. */
function nthIndexOf(text: string, char: string, n: number): number {
  let at = text.indexOf(char);
  for (let i = 0; i < n && at >= 0; i++) at = text.indexOf(char, at + 1);
  return at;
}

export const quoteForward: ForwardPart = {
  construct: quoteConstruct,
  syntax: alertsPlugin,
  blockTokens: {
    blockquote_open: blockquoteOpen,
    blockquote_close: close,
    alert_open: alertOpen,
    alert_close: alertClose,
  },
  repairs: { blockquote: flattenQuote },
};
