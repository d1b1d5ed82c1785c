import type { MarkdownIt, StateBlock } from 'markdown-it';
import { type CalloutMeta, calloutMeta, isTypeChar, titleLine } from './kinds.js';
import { titleParagraph } from './title.js';

/**
 * Callouts written as blocks of their own:
 *
 * - MkDocs admonitions: `!!! type "Title"` (`???` foldable, `???+` open), the body indented four
 *   spaces below it.
 * - Docusaurus / VitePress containers: `:::type Title` (or `:::type[Title]`, `::: type`) up to a
 *   line of at least as many colons; more colons outside let containers nest. VitePress's
 *   `::: details Title` is an expand. Without its closing line a container is not one.
 *
 * Both give `callout_open` / `callout_close` around the body's own blocks, with the meta of
 * kinds.ts (and `column`, where the marker stands).
 */
export function calloutBlocksPlugin(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'admonition', admonition);
  // As markdown-it-container (VitePress): a container may interrupt a paragraph.
  md.block.ruler.before('fence', 'callout_container', container, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}

function admonition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const c = firstChar(state, startLine);
  if (c !== 0x21 && c !== 0x3f) return false;
  const line = lineText(state, startLine);
  const kind = line.slice(0, 3);
  if (kind !== '!!!' && kind !== '???') return false;
  let at = line[3] === '+' && kind === '???' ? 4 : 3;
  if (line[at] !== ' ') return false;
  while (line[at] === ' ') at++;
  const start = at;
  while (at < line.length && isTypeChar(line.charCodeAt(at))) at++;
  const word = line.slice(start, at);
  const title = quotedTitle(line.slice(at));
  if (word === '' || title === null) return false;
  if (silent) return true;
  const indent = state.sCount[startLine] + 4;
  let end = startLine + 1;
  for (let next = end; next < endLine; next++) {
    if (state.isEmpty(next)) continue;
    if (state.sCount[next] < indent) break;
    end = next + 1;
  }
  const meta = calloutMeta(word, kind === '???', title);
  tokenizeBody(state, startLine, startLine + 1, end, indent, meta, title);
  return true;
}

/** `"Title"` or nothing after the type; null for anything else (not an admonition). */
function quotedTitle(rest: string): string | undefined | null {
  const trimmed = rest.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length < 2 || !trimmed.startsWith('"') || !trimmed.endsWith('"')) return null;
  return trimmed.slice(1, -1).trim();
}

function container(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  if (firstChar(state, startLine) !== 0x3a) return false;
  const line = lineText(state, startLine);
  let colons = 0;
  while (line[colons] === ':') colons++;
  if (colons < 3) return false;
  let at = colons;
  while (line[at] === ' ') at++;
  const start = at;
  while (at < line.length && isTypeChar(line.charCodeAt(at))) at++;
  const word = line.slice(start, at);
  const title = containerTitle(line.slice(at));
  if (word === '' || title === null) return false;
  const close = closingLine(state, startLine, endLine, colons);
  if (close < 0) return false;
  if (silent) return true;
  const meta: CalloutMeta =
    word.toLowerCase() === 'details'
      ? { panelType: 'info', expandOnly: true, title: title ?? 'Details' }
      : calloutMeta(word, false, title);
  tokenizeBody(state, startLine, startLine + 1, close, state.blkIndent, meta, title);
  state.line = close + 1;
  return true;
}

/**
 * Per container depth and range: the first line from which a scan for a closing line of at
 * least that many colons found none, so a run of unclosed `:::` lines costs one scan, not one
 * each (a later opener of as many colons or more, further down, cannot close either).
 */
const unclosedFrom = new WeakMap<StateBlock, Map<string, number>>();

function closingLine(state: StateBlock, startLine: number, endLine: number, colons: number): number {
  const known = unclosedFrom.get(state) ?? new Map<string, number>();
  unclosedFrom.set(state, known);
  const key = `${state.blkIndent}:${endLine}:`;
  for (let k = 3; k <= colons; k++) if (startLine > (known.get(key + k) ?? endLine)) return -1;
  for (let next = startLine + 1; next < endLine; next++) {
    const text = lineText(state, next);
    if (text !== '' && state.sCount[next] < state.blkIndent) break;
    if (text.length >= colons && onlyColons(text)) return next;
  }
  known.set(key + colons, Math.min(startLine, known.get(key + colons) ?? startLine));
  return -1;
}

/** ` Title`, `[Title]`, or nothing; null when something else follows the type word. */
function containerTitle(rest: string): string | undefined | null {
  const trimmed = rest.trim();
  if (trimmed === '') return undefined;
  if (rest.startsWith('[')) return trimmed.endsWith(']') ? trimmed.slice(1, -1).trim() : null;
  return rest.startsWith(' ') || rest.startsWith('\t') ? trimmed : null;
}

/** The callout's tokens: open, a bold title paragraph, the body's blocks, close. */
function tokenizeBody(
  state: StateBlock,
  startLine: number,
  from: number,
  to: number,
  indent: number,
  meta: CalloutMeta,
  title: string | undefined,
): void {
  const open = state.push('callout_open', 'div', 1);
  open.map = [startLine, to];
  open.block = true;
  open.meta = { ...meta, column: state.sCount[startLine] };
  const heading = titleLine(meta, title);
  if (heading) state.tokens.push(...titleParagraph(state.Token, heading, startLine, state.level));
  const saved = { blkIndent: state.blkIndent, lineMax: state.lineMax, parentType: state.parentType };
  state.blkIndent = indent;
  state.lineMax = to;
  state.parentType = 'container' as typeof state.parentType;
  state.md.block.tokenize(state, from, to);
  state.blkIndent = saved.blkIndent;
  state.lineMax = saved.lineMax;
  state.parentType = saved.parentType;
  const close = state.push('callout_close', 'div', -1);
  close.block = true;
  close.meta = meta;
  state.line = to;
}

function onlyColons(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text[i] !== ':') return false;
  return true;
}

/**
 * The line's first character after its indentation: both rules are tried at the start of nearly
 * every line, and most lines are ruled out by it without copying the line.
 */
function firstChar(state: StateBlock, line: number): number {
  return state.src.charCodeAt(state.bMarks[line] + state.tShift[line]);
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trimEnd();
}
