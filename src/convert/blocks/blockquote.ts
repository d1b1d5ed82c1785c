import type { BlockHandler } from './handler.js';
import { openBlock } from './handler.js';
import { recoverTooDeep } from './nesting.js';

export const blockquoteOpen: BlockHandler = (token, ctx) => {
  const outer = ctx.stack.filter((node) => node.type === 'blockquote').length;
  const quote = openBlock(ctx, { type: 'blockquote', content: [] }, token);
  const column = nthIndexOf(ctx.line(token.map?.[0] ?? 0), '>', outer);
  if (column >= 0) ctx.columnOf.set(quote, column);
  recoverTooDeep(token, ctx);
};

/** Where the n-th (0-based) `>` of the line stands: the marker of the quote at that depth. */
function nthIndexOf(text: string, char: string, n: number): number {
  let at = text.indexOf(char);
  for (let i = 0; i < n && at >= 0; i++) at = text.indexOf(char, at + 1);
  return at;
}
