import type { Token } from '../../markdown/tokenizer.js';
import type { AdfMark, AdfNode } from '../../types.js';
import { linkMarkOf } from '../../constructs/link/forward.js';
import { mentionScheme } from '../../constructs/link/hooks.js';
import { list, MarkedText, Text } from '../plain.js';
import { type InlineState, plainBit } from './state.js';

// The marks a plain run can open, one bit each (state.ts owns the order ADF writes them in).
const EM = plainBit('em');
const STRONG = plainBit('strong');
const STRIKE = plainBit('strike');
const CODE = plainBit('code');

/**
 * The ADF of an inline run made only of plain tokens: text, soft and hard breaks, code spans,
 * emphasis, strong, strike and links that are plain link marks (most paragraphs and headings),
 * or undefined for any other run, which the handlers convert. The same nodes as the handlers
 * write one token at a time (text joined while its marks stay equal, code never joined to text),
 * made directly: no state to reset, no mark stacks, each node's text built as it is gathered
 * and its node made once it is complete. Not for a run whose text may hold mentions to resolve,
 * nor links a caller resolves. Writes into the state's `plainOut` by index and answers a copy of
 * exactly its length, as `take` does; reads nothing else of the state but its options, so it may run while the
 * state is busy with another run.
 */
export function plainRun(children: readonly Token[], state: InlineState): AdfNode[] | undefined {
  const out = state.plainOut;
  const resolvesLinks = state.ctx.options.resolveLink !== undefined;
  let size = 0;
  let em = 0;
  let strong = 0;
  let strike = 0;
  let link: AdfMark | undefined;
  // The text being gathered (none yet: ''), its marks as bits and its link.
  let text = '';
  let bits = 0;
  let textLink: AdfMark | undefined;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const type = child.type;
    let value: string;
    let code = 0;
    if (type === 'text' || type === 'text_special') value = child.content;
    else if (type === 'softbreak') value = ' ';
    else if (type === 'code_inline') {
      value = child.content;
      code = CODE;
    } else {
      if (type === 'em_open') em++;
      else if (type === 'em_close') em = em > 0 ? em - 1 : 0;
      else if (type === 'strong_open') strong++;
      else if (type === 'strong_close') strong = strong > 0 ? strong - 1 : 0;
      else if (type === 's_open') strike++;
      else if (type === 's_close') strike = strike > 0 ? strike - 1 : 0;
      else if (type === 'link_open') {
        if (link !== undefined || child.markup === 'linkify' || resolvesLinks) return undefined;
        const href = String(child.attrGet('href') ?? '');
        if (mentionScheme(href) !== undefined) return undefined;
        link = linkMarkOf(href, child.attrGet('title'));
      } else if (type === 'link_close') link = undefined;
      else if (type === 'hardbreak') {
        if (text !== '') out[size++] = textNode(state, text, bits, textLink);
        text = '';
        out[size++] = { type: 'hardBreak' };
      } else return undefined;
      continue;
    }
    // Empty text adds nothing and does not part its neighbours.
    if (value === '') continue;
    const valueBits = (em > 0 ? EM : 0) | (strong > 0 ? STRONG : 0) | (strike > 0 ? STRIKE : 0) | code;
    // Code with another mark may lose that mark where it stands (fitting-marks.ts), reported at
    // the code's own place: the handlers convert such a run, knowing which token each text is.
    if (code !== 0 && valueBits !== CODE) return undefined;
    if (text !== '' && valueBits === bits && sameLink(textLink, link)) {
      text += value;
      continue;
    }
    if (text !== '') out[size++] = textNode(state, text, bits, textLink);
    text = value;
    bits = valueBits;
    textLink = link;
  }
  if (text !== '') out[size++] = textNode(state, text, bits, textLink);
  return out.slice(0, size); // as InlineState.take
}

/** Equal link marks, as sameMarks compares them: by their attributes. */
function sameLink(a: AdfMark | undefined, b: AdfMark | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return a.attrs!.href === b.attrs!.href && a.attrs!.title === b.attrs!.title;
}

/** One constructor per shape, as the state's text nodes (not literals: plain.ts). */
function textNode(state: InlineState, text: string, bits: number, link: AdfMark | undefined): AdfNode {
  if (link === undefined) return bits === 0 ? new Text(text) : new MarkedText(text, state.plainMarks(bits));
  return new MarkedText(text, bits === 0 ? list(link) : withLink(link, state.plainMarks(bits)));
}

/** The link first, then the plain marks (ADF's order), in an array of exactly that length. */
function withLink(link: AdfMark, marks: readonly AdfMark[]): AdfMark[] {
  return list(link, ...marks);
}
