import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

/**
 * Math as GitHub reads it, so its backslashes survive (CommonMark's escapes would turn
 * `$\{x\}$` into `${x}$`):
 *
 * - `math_inline`: `$…$` (the opening `$` not followed by white space, the closing one not
 *   preceded by white space nor followed by a digit, `\$` inside not closing), `$$…$$`, and
 *   `` $`…`$ `` (GitHub's form for math holding Markdown characters). `content` is the source
 *   exactly as written, delimiters included.
 * - `math_block`: a line `$$` up to the next line `$$` (or `$$…$$` alone on its line); `content`
 *   is the lines between, verbatim. Without a closing line it is not math.
 */
const DOLLAR = 0x24;
const BACKSLASH = 0x5c;
const BACKTICK = 0x60;

export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const end =
    src.charCodeAt(pos + 1) === DOLLAR
      ? displayEnd(src, pos + 2, posMax)
      : src.charCodeAt(pos + 1) === BACKTICK
        ? codeFormEnd(state, pos + 1, posMax)
        : dollarEnd(src, pos + 1, posMax);
  if (end < 0) return false;
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.content = src.slice(pos, end);
    token.markup = '$';
  }
  state.pos = end;
  return true;
}

/** `$…$`: the end after the closing `$`, or -1. */
function dollarEnd(src: string, from: number, max: number): number {
  if (from >= max || isSpace(src.charCodeAt(from))) return -1;
  for (let i = from; i < max; i++) {
    const c = src.charCodeAt(i);
    if (c === BACKSLASH) {
      i++;
      continue;
    }
    if (c !== DOLLAR) continue;
    if (i === from || isSpace(src.charCodeAt(i - 1))) return -1;
    const after = src.charCodeAt(i + 1);
    if (after >= 0x30 && after <= 0x39) return -1;
    return i + 1;
  }
  return -1;
}

/** `$$…$$` inline: the end after the closing `$$`, or -1. */
function displayEnd(src: string, from: number, max: number): number {
  for (let i = from; i + 1 < max; i++) {
    const c = src.charCodeAt(i);
    if (c === BACKSLASH) {
      i++;
      continue;
    }
    if (c === DOLLAR && src.charCodeAt(i + 1) === DOLLAR)
      return src.slice(from, i).trim() === '' ? -1 : i + 2;
  }
  return -1;
}

/**
 * Per inline run: for each backtick run length, a position from which no closing run of that
 * length follows, so many unclosed `` $` `` openers cost one scan, not one each.
 */
const unclosedFrom = new WeakMap<StateInline, Map<number, number>>();

/** `` $`…`$ ``: a code span right after the `$` and a `$` right after it; -1 otherwise. */
function codeFormEnd(state: StateInline, from: number, max: number): number {
  const src = state.src;
  let run = from;
  while (run < max && src.charCodeAt(run) === BACKTICK) run++;
  const size = run - from;
  const known = unclosedFrom.get(state) ?? new Map<number, number>();
  unclosedFrom.set(state, known);
  if (run >= (known.get(size) ?? max + 1)) return -1;
  for (let i = run; i < max; i++) {
    if (src.charCodeAt(i) !== BACKTICK) continue;
    let close = i;
    while (close < max && src.charCodeAt(close) === BACKTICK) close++;
    if (close - i === size) return src.charCodeAt(close) === DOLLAR && i > run ? close + 1 : -1;
    i = close - 1;
  }
  known.set(size, run);
  return -1;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  // Tried at the start of nearly every block: most are ruled out without copying the line.
  if (state.src.charCodeAt(state.bMarks[startLine] + state.tShift[startLine]) !== DOLLAR) return false;
  const first = lineText(state, startLine);
  if (!first.startsWith('$$')) return false;
  const oneLine = first.length > 4 && first.endsWith('$$');
  if (first !== '$$' && !oneLine) return false;
  let last = startLine;
  if (!oneLine) {
    for (let line = startLine + 1; line < endLine && last === startLine; line++) {
      const text = lineText(state, line);
      // A less indented line ends the container (list item) the block stands in.
      if (text !== '' && state.sCount[line] < state.blkIndent) return false;
      if (text === '$$') last = line;
    }
    if (last === startLine) return false;
  }
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = oneLine
    ? first.slice(2, -2).trim()
    : state.getLines(startLine + 1, last, state.sCount[startLine], false).replace(/\n$/, '');
  token.markup = '$$';
  token.map = [startLine, last + 1];
  state.line = last + 1;
  return true;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trimEnd();
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || Number.isNaN(c);
}
