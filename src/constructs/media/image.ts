import type { Token } from '../../markdown/types.js';
import type { InlineState } from '../../convert/inline/state.js';
import { linkMarkOf } from '../link/mark.js';

/**
 * ADF has no inline image (media stands alone as a block; a lone image becomes `mediaSingle`,
 * see blocks/inline.ts). An image inside text keeps its words: its alt text (or URL) linked to
 * the image, inside the surrounding link if there is one (the common badge `[![b](img)](url)`).
 */
export function image(token: Token, state: InlineState): void {
  const src = String(token.attrGet('src') ?? '');
  const alt = plainText(token.children ?? []);
  const inLink = state.marks.some((m) => m.type === 'link');
  state.ctx.report(
    'inline-replaced',
    `an image inside text has no ADF form; kept as ${inLink ? 'the text' : 'a link'} "${alt || src}"`,
    state.locate(state.find('![')),
  );
  if (!inLink) state.pushMark(linkMarkOf(src, null));
  state.text(alt || src);
  if (!inLink) state.popMark('link');
}

/** The text of inline tokens as a reader sees it: an image inside counts its own alt text. */
export function plainText(tokens: readonly Token[]): string {
  let out = '';
  // Images nest in alt text; a stack of the runs still to read, not recursion.
  const pending: Token[][] = [[...tokens].reverse()];
  while (pending.length > 0) {
    const t = pending[pending.length - 1].pop();
    if (!t) {
      pending.pop();
      continue;
    }
    if (t.type === 'text' || t.type === 'text_special' || t.type === 'code_inline' || t.type === 'emoji')
      out += t.content;
    else if (t.type === 'image') pending.push([...(t.children ?? [])].reverse());
    else if (t.type === 'softbreak' || t.type === 'hardbreak') out += ' ';
  }
  return out;
}
