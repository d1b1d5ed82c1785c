import type { Token } from '../../markdown/tokenizer.js';
import type { AdfNode } from '../../types.js';
import type { InlineState } from '../../convert/inline/state.js';

/**
 * The ADF of an inline run made only of this construct's plain tokens (text, soft breaks, code
 * spans: most paragraphs and headings), or undefined for any other run. The same nodes as the
 * handlers write one token at a time (text joined across soft breaks, each code span its own
 * node unless code follows code), made directly: no state to reset, and each node's text is
 * built once, when the node is complete. Not for a run whose text may hold mentions to resolve
 * (the `text` handler's). Writes into the state's `plainOut` by index and answers a copy of
 * exactly its length, as `take` does; reads nothing else of the state, so it may run while the
 * state is busy with another run.
 */
export function plainRun(children: readonly Token[], state: InlineState): AdfNode[] | undefined {
  for (let i = 0; i < children.length; i++) {
    const type = children[i].type;
    if (type !== 'text' && type !== 'softbreak' && type !== 'code_inline' && type !== 'text_special') {
      return undefined;
    }
  }
  const out = state.plainOut;
  let size = 0;
  // The node being gathered: its text so far and whether it is code (none yet: no text).
  let text = '';
  let code = false;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const isCode = child.type === 'code_inline';
    const value = child.type === 'softbreak' ? ' ' : child.content;
    // Empty text adds nothing and does not part its neighbours.
    if (value === '') continue;
    if (text === '' || isCode === code) {
      text = text === '' ? value : text + value;
    } else {
      out[size++] = code ? { type: 'text', text, marks: state.codeMarks() } : { type: 'text', text };
      text = value;
    }
    code = isCode;
  }
  if (text === '') return [];
  const last: AdfNode = code ? { type: 'text', text, marks: state.codeMarks() } : { type: 'text', text };
  if (size === 0) return [last];
  out[size++] = last;
  return out.slice(0, size);
}
