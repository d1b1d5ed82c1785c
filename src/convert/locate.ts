import type { Position } from '../diagnostics/sink.js';
import type { ConvertContext } from './context.js';

/**
 * Maps an offset inside a piece of text that markdown-it took from the source (an HTML block,
 * a paragraph's inline content, a cell) back to a source line and column.
 *
 * markdown-it strips container prefixes (`> `, list indentation) from the left of each line, so
 * each line of the text is found again at the end of its source line; where it is not (the last
 * line of a paragraph loses trailing blanks), it is searched for.
 */
export type Locator = (offset: number) => Position;

export function locator(ctx: ConvertContext, firstLine: number, text: string, searchFrom = 0): Locator {
  return (offset) => {
    let line = 0;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    const lineEnd = text.indexOf('\n', lineStart);
    const piece = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    const source = ctx.line(firstLine + line);
    let base = source.endsWith(piece)
      ? source.length - piece.length
      : source.indexOf(piece, line === 0 ? searchFrom : 0);
    if (base < 0) base = 0;
    return { line: firstLine + line + 1, column: base + (offset - lineStart) + 1 };
  };
}
