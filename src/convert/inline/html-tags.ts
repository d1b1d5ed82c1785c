import type { Position } from '../../diagnostics/sink.js';
import type { AdfMark } from '../../types.js';
import type { InlineState } from './state.js';

/**
 * Inline HTML tags with an ADF meaning (markdown-it gives each tag as its own token): the pairs
 * push and pop a mark like `**` does, `<br>` is a hard break. A tag with attributes other than
 * these, or any other tag, is not recognised (the caller keeps it as literal text).
 */
const MARK_TAGS: ReadonlyMap<string, AdfMark> = new Map<string, AdfMark>([
  ['b', { type: 'strong' }],
  ['strong', { type: 'strong' }],
  ['i', { type: 'em' }],
  ['em', { type: 'em' }],
  ['u', { type: 'underline' }],
  ['ins', { type: 'underline' }],
  ['s', { type: 'strike' }],
  ['del', { type: 'strike' }],
  ['strike', { type: 'strike' }],
  ['code', { type: 'code' }],
  ['kbd', { type: 'code' }],
  ['sub', { type: 'subsup', attrs: { type: 'sub' } }],
  ['sup', { type: 'subsup', attrs: { type: 'sup' } }],
]);

/** `<span style="color: #rrggbb">`, the one attribute form recognised. */
const COLOUR_SPAN = /^\s+style\s*=\s*(["'])\s*color\s*:\s*(#[0-9a-fA-F]{6})\s*;?\s*\1$/i;

const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s[^>]*?)?)\s*(\/?)>$/;

/** An open HTML tag whose mark is on the stack, to be popped by its closing tag. */
export interface OpenTag {
  tag: string;
  markType: string;
  at: Position;
}

/** Applies the tag when it has an ADF meaning; false when it must stay literal text. */
export function applyHtmlTag(html: string, state: InlineState, at: Position): boolean {
  const match = TAG.exec(html.trim());
  if (!match) return false;
  const [, closing, name, attributes, selfClosing] = match;
  const tag = name.toLowerCase();
  if (tag === 'br') {
    if (closing || attributes.trim() !== '') return false;
    state.node({ type: 'hardBreak' });
    return true;
  }
  if (selfClosing) return false;
  if (closing) return closeTag(tag, state);
  const mark = markOf(tag, attributes);
  if (!mark) return false;
  state.pushMark(mark);
  state.openTags.push({ tag, markType: mark.type, at });
  return true;
}

function markOf(tag: string, attributes: string): AdfMark | undefined {
  if (tag === 'span') {
    const colour = COLOUR_SPAN.exec(attributes);
    return colour ? { type: 'textColor', attrs: { color: colour[2] } } : undefined;
  }
  return attributes.trim() === '' ? MARK_TAGS.get(tag) : undefined;
}

function closeTag(tag: string, state: InlineState): boolean {
  const open = state.openTags;
  for (let i = open.length - 1; i >= 0; i--) {
    if (open[i].tag !== tag) continue;
    state.popMark(open[i].markType);
    open.splice(i, 1);
    return true;
  }
  return false;
}

/** Tags still open when the paragraph ends: their marks ran to its end. */
export function reportUnclosedTags(state: InlineState): void {
  for (const open of state.openTags) {
    state.ctx.report(
      'html-tag-unclosed',
      `\`<${open.tag}>\` is not closed in its paragraph; its ${open.markType} runs to the end of the paragraph`,
      open.at,
    );
  }
}
