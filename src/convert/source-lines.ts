/**
 * The source's lines, read on demand: `line(i)` without its line break. Lines are mostly asked
 * for in source order (table rows, quotes, the build's diagnostics), and most documents ask for
 * few or none, so a cursor reads forward from the last line asked for; an array of every line's
 * start, made for a document's first diagnostic, was most of what a position cost.
 */
export class SourceLines {
  constructor(readonly source: string) {}

  /** Where each source line starts, once the cursor is done with (readTo); found without copying lines. */
  private lineStarts: number[] | undefined;
  /** Line `cursorLine` spans `cursorStart` to `cursorEnd` (-1: not found yet) (readTo). */
  private cursorLine = 0;
  private cursorStart = 0;
  private cursorEnd = -1;
  /** Characters read to find lines with the cursor; -1 where `\r` ends lines. */
  private cursorRead = 0;
  private rewound = false;

  /** Line `index` (0-based) of the source without its line break; '' past the end. */
  line(index: number): string {
    if (!(index >= 0)) return '';
    const source = this.source;
    const starts = this.lineStarts ?? this.readTo(index);
    if (!starts) return this.cursorLine === index ? source.slice(this.cursorStart, this.cursorEnd) : '';
    if (index >= starts.length) return '';
    const start = starts[index];
    let end = index + 1 < starts.length ? starts[index + 1] : source.length;
    if (end > start && source.charCodeAt(end - 1) === 10) end--;
    if (end > start && source.charCodeAt(end - 1) === 13) end--;
    return source.slice(start, end);
  }

  /**
   * Moves the cursor to line `index` (or the last line), reading forward from it. Lines are
   * mostly asked for in source order (table rows, quotes, the build's diagnostics), and most
   * documents ask for few or none: an array of every line's start, made for a document's first
   * diagnostic, was most of what a position cost. The first line asked for before the cursor
   * (the fit pass's first diagnostic, after the build read on) starts the cursor again from the
   * top, as the fit pass asks in source order too; from the second, or where `\r` ends lines,
   * the line starts are found once and returned instead.
   */
  private readTo(index: number): number[] | undefined {
    const source = this.source;
    if (this.cursorRead === 0 && source.indexOf('\r') >= 0) this.cursorRead = -1;
    if (this.cursorRead >= 0 && index < this.cursorLine && !this.rewound) {
      this.rewound = true;
      this.cursorLine = 0;
      this.cursorStart = 0;
      this.cursorEnd = -1;
    }
    if (this.cursorRead < 0 || index < this.cursorLine) {
      this.lineStarts = lineStarts(source);
      return this.lineStarts;
    }
    if (index === this.cursorLine && this.cursorEnd >= 0) return undefined;
    const from = this.cursorStart;
    let line = this.cursorLine;
    let start = from;
    let end = this.cursorEnd >= 0 ? this.cursorEnd : lineEnd(source, start);
    while (line < index && end < source.length) {
      start = end + 1;
      line++;
      end = lineEnd(source, start);
    }
    this.cursorRead += end - from + 1;
    this.cursorLine = line;
    this.cursorStart = start;
    this.cursorEnd = end;
    return undefined;
  }
}

/** Where the line starting at `start` ends: its `\n`, or the end of the source. */
function lineEnd(source: string, start: number): number {
  const end = source.indexOf('\n', start);
  return end < 0 ? source.length : end;
}

/** Offsets where the lines of `source` start; `\r\n`, `\r` and `\n` each end a line. */
function lineStarts(source: string): number[] {
  const starts = [0];
  if (source.indexOf('\r') < 0) {
    // The common case, \n alone: indexOf finds line breaks far faster than a loop over every character.
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
    return starts;
  }
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (source.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  return starts;
}
