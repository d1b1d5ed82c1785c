import { tokenizeInline } from '../../markdown/tokenizer.js';

/**
 * Inline code that reads as math (`$\alpha$`, as the forward direction made it) is written as
 * that math, which GitHub renders; null when the text is not exactly one math span where it
 * stands (a table cell splits at `|` before math is read).
 */
export function mathSpan(text: string, inTable: boolean): string | null {
  if (!text.startsWith('$') || /[\r\n]/.test(text) || (inTable && text.includes('|'))) return null;
  const children = tokenizeInline(text)[0]?.children ?? [];
  return children.length === 1 && children[0].type === 'math_inline' && children[0].content === text
    ? text
    : null;
}

/** A `math` code block's lines between `$$` lines; null when a line of it would close the block. */
export function mathBlockLines(text: string): string[] | null {
  const lines = text === '' ? [] : text.split('\n');
  return lines.some((line) => line.trim() === '$$') ? null : ['$$', ...lines, '$$'];
}
