import type { Token } from '../../markdown/types.js';
import type { AdfNode } from '../../types.js';
import type { ConvertContext } from '../context.js';

/** Text that has no ADF form, kept as a paragraph that shows it literally, line by line. */
export function literalParagraph(ctx: ConvertContext, text: string, token?: Token): void {
  const content: AdfNode[] = [];
  for (const line of text.split('\n')) {
    if (content.length > 0) content.push({ type: 'hardBreak' });
    if (line !== '') content.push({ type: 'text', text: line });
  }
  if (content.length > 0 && content[content.length - 1].type === 'hardBreak') content.pop();
  ctx.append({ type: 'paragraph', content }, token);
}
