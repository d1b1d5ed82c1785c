import { readBack } from '../../reverse/inline/readback.js';
import type { AdfNode, Profile } from '../../types.js';

/**
 * Inline code that reads as math (`$\alpha$`, as the forward direction made it) is written as
 * that math, which GitHub renders; null when the text is not exactly one math span where it
 * stands (a table cell splits at `|` before math is read).
 */
export function mathSpan(text: string, inTable: boolean, profile: Profile): string | null {
  if (!text.startsWith('$') || /[\r\n]/.test(text) || (inTable && text.includes('|'))) return null;
  // Read between words, as it stands among text: alone on its line, `$$x$$` would be a math block.
  const [before, code, after, ...more] = readBack(`a ${text} a`, 'paragraph', profile) ?? [];
  return more.length === 0 &&
    plain(before, 'a ') &&
    plain(after, ' a') &&
    code?.type === 'text' &&
    code.text === text &&
    code.marks?.length === 1 &&
    code.marks[0].type === 'code'
    ? text
    : null;
}

const plain = (node: AdfNode | undefined, text: string): boolean =>
  node?.type === 'text' && node.text === text && !node.marks?.length;

/** A `math` code block's lines between `$$` lines; null when a line of it would close the block. */
export function mathBlockLines(text: string): string[] | null {
  const lines = text === '' ? [] : text.split('\n');
  return lines.some((line) => line.trim() === '$$') ? null : ['$$', ...lines, '$$'];
}
