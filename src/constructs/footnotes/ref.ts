import type { Token } from '../../markdown/types.js';
import type { InlineState } from '../../convert/inline/state.js';
import { linkMarkOf } from '../link/mark.js';

/**
 * A footnote reference `[^label]` is its number as ADF can show it: `[1]`, superscript, linked
 * to the note (`#fn-1`) in the list the notes become at the end (forward.ts).
 */
export function footnoteRef(token: Token, state: InlineState): void {
  const number = Number(token.meta?.id ?? 0) + 1;
  state.pushMark(linkMarkOf(`#fn-${number}`, null));
  state.pushMark({ type: 'subsup', attrs: { type: 'sup' } });
  state.text(`[${number}]`);
  state.popMark('subsup');
  state.popMark('link');
  state.find('[^');
}
