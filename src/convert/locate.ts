import type { Position } from '../diagnostics/sink.js';
import type { SourceLines } from './source-lines.js';

/**
 * Maps an offset inside a piece of text that markdown-it took from the source (an HTML block,
 * a paragraph's inline content, a cell) back to a source line and column.
 *
 * markdown-it strips container prefixes (`> `, list indentation) from the left of each line, so
 * each line of the text is found again at the end of its source line; where it is not (the last
 * line of a paragraph loses trailing blanks), it is searched for.
 *
 * A paragraph can ask for thousands of positions (one per tag or diagnostic), so the line
 * starts are indexed once and each line's source column is found once: a lookup costs a
 * binary search, not a scan of the text before it.
 */
export type Locator = (offset: number) => Position;

/** What a locator needs of its conversion (ConvertContext): the source's lines, and a place for the last locator made. */
export interface LocatorHost {
  readonly lines: SourceLines;
  lastLocator: LastLocator | undefined;
}

export function locator(ctx: LocatorHost, firstLine: number, text: string, searchFrom = 0): Locator {
  // The pieces of one HTML block (thousands of comments on a line) share its text: one locator
  // for all of them keeps the cost linear, where one each would index the text once per piece.
  const last = ctx.lastLocator;
  if (last && last.text === text && last.firstLine === firstLine && last.searchFrom === searchFrom)
    return last.locate;
  const locate = newLocator(ctx, firstLine, text, searchFrom);
  // One record per conversion, rewritten: a record per directive block was garbage at once.
  if (!last) ctx.lastLocator = { text, firstLine, searchFrom, locate };
  else {
    last.text = text;
    last.firstLine = firstLine;
    last.searchFrom = searchFrom;
    last.locate = locate;
  }
  return locate;
}

/**
 * The last locator made in a conversion, kept on its context. Not in a WeakMap keyed by the
 * context: the locator holds the context, and the young-generation collector keeps an entry
 * whose value reaches its own key, so every finished conversion outlived two scavenges, was
 * promoted and stayed in the old generation until a full collection.
 */
export interface LastLocator {
  text: string;
  firstLine: number;
  searchFrom: number;
  locate: Locator;
}

function newLocator(ctx: LocatorHost, firstLine: number, text: string, searchFrom: number): Locator {
  // Both made on the first position asked for: most texts are never asked for one.
  let starts: number[] | undefined;
  let bases: Map<number, number> | undefined;
  return (offset) => {
    starts ??= lineStarts(text);
    bases ??= new Map();
    const line = lineAt(starts, offset);
    const lineStart = starts[line];
    let base = bases.get(line);
    if (base === undefined) {
      const lineEnd = line + 1 < starts.length ? starts[line + 1] - 1 : text.length;
      const piece = text.slice(lineStart, lineEnd);
      const source = ctx.lines.line(firstLine + line);
      base = source.endsWith(piece)
        ? source.length - piece.length
        : source.indexOf(piece, line === 0 ? searchFrom : 0);
      if (base < 0) base = 0;
      bases.set(line, base);
    }
    return { line: firstLine + line + 1, column: base + (offset - lineStart) + 1 };
  };
}

/** Offsets where each line of `text` starts (`\n` ends a line; the first starts at 0). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The 0-based line holding `offset`: the last line that starts at or before it. */
export function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}
