import { displayWidth } from '../reverse/string-width.js';
import { printable } from './printable.js';

/**
 * The source line under a diagnostic, with a caret at its column, as compilers print it:
 *
 *     notes.md:12:3: warning: ... [code]
 *        12 | | a | b |
 *           |   ^
 */

/** Lines longer than this are shown as a window around the column. */
const MAX_SHOWN = 160;
const CONTEXT_BEFORE = 60;
const TAB = '    ';

export function excerptLines(source: string, line: number, column: number): string[] {
  let text = source;
  let caretAt = Math.max(0, column - 1);
  let before = '';
  let after = '';
  if (text.length > MAX_SHOWN) {
    const start = Math.max(0, Math.min(caretAt - CONTEXT_BEFORE, text.length - MAX_SHOWN));
    before = start > 0 ? '…' : '';
    after = start + MAX_SHOWN < text.length ? '…' : '';
    text = text.slice(start, start + MAX_SHOWN);
    caretAt -= start;
  }
  const shown = (part: string) => printable(part.replaceAll('\t', TAB));
  const gutter = ' '.repeat(String(line).length);
  const offset = displayWidth(before + shown(text.slice(0, Math.min(caretAt, text.length))));
  return [`${String(line)} | ${before}${shown(text)}${after}`, `${gutter} | ${' '.repeat(offset)}^`].map(
    (l) => `  ${l}`,
  );
}

/**
 * Adds to each positioned diagnostic the text of its line (`source`), so that the excerpt can
 * be printed wherever the diagnostics end up (the main thread prints what workers found).
 * Lines are found once, in one pass, only when some diagnostic needs them.
 */
export function withSourceLines<D extends { line?: number; source?: string }>(
  diagnostics: readonly D[],
  text: string,
): D[] {
  if (!diagnostics.some((d) => d.line !== undefined)) return [...diagnostics];
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return diagnostics.map((d) => {
    if (d.line === undefined || d.line < 1 || d.line > starts.length) return d;
    const start = starts[d.line - 1];
    const end = d.line < starts.length ? starts[d.line] - 1 : text.length;
    return { ...d, source: text.slice(start, end).replace(/\r$/, '') };
  });
}
