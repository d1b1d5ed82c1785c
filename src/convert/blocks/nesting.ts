import { MAX_NESTING } from '../../markdown/tokenizer.js';
import type { Token } from '../../markdown/types.js';
import type { ConvertContext } from '../context.js';
import { literalParagraph } from './literal.js';

/**
 * markdown-it stops descending at MAX_NESTING and skips what lies deeper. A container opened
 * at the last level therefore comes without its content: put its source lines back, literally.
 */
export function recoverTooDeep(token: Token, ctx: ConvertContext): void {
  if (token.level < MAX_NESTING - 1 || !token.map) return;
  const [start, end] = token.map;
  const lines: string[] = [];
  for (let i = start; i < end; i++) lines.push(ctx.lines.line(i));
  const text = lines.join('\n').trim();
  if (text === '') return;
  ctx.report(
    'nesting-too-deep',
    `blocks are nested more than ${MAX_NESTING} levels deep; lines ${start + 1}-${end} are kept as literal text`,
    ctx.positionOf(undefined, start),
  );
  literalParagraph(ctx, text, token);
}
