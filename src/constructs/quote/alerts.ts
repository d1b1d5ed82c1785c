import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { calloutMeta, isTypeChar, titleLine } from '../callout/kinds.js';
import { boldTitles, titleParagraph } from '../callout/title.js';

/**
 * GitHub alerts and Obsidian callouts: a quote whose first line is `[!TYPE]` (GitHub: NOTE,
 * TIP, IMPORTANT, WARNING, CAUTION alone on the line; Obsidian: any type word, a fold marker `-`
 * or `+`, a title after it; any case). The quote's tokens become `alert_open` / `alert_close`
 * with the callout's meta (constructs/callout/kinds.ts), the marker line leaves the quote's first
 * paragraph (which goes when the marker was all of it), and a title becomes a bold paragraph.
 * It runs before inline parsing, on the raw text, so an escaped `\[!NOTE]` is not a marker.
 */
export const ALERT_KINDS = ['NOTE', 'TIP', 'IMPORTANT', 'WARNING', 'CAUTION'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Each alert kind as the ADF panel type it becomes (and comes back from). */
export const ALERT_PANEL_TYPES: Readonly<Record<AlertKind, string>> = {
  NOTE: 'info',
  TIP: 'success',
  IMPORTANT: 'note',
  WARNING: 'warning',
  CAUTION: 'error',
};

export function alertsPlugin(md: MarkdownIt): void {
  md.core.ruler.before('inline', 'callouts', markCallouts);
  md.core.ruler.after('inline', 'callout_titles', boldTitles);
}

interface Marker {
  word: string;
  fold: boolean;
  title: string | undefined;
}

function markCallouts(state: StateCore): void {
  // A marker opens a quote's first paragraph: `[!` after its `>` and white space (all a
  // paragraph's trim takes). A document without one (nearly all) skips the walk; `[![badge]`
  // links alone do not make one.
  if (!state.src.includes('[!') || !MARKER_AFTER_QUOTE.test(state.src)) return;
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'blockquote_open') continue;
    const paragraph = tokens[i + 1];
    const inline = tokens[i + 2];
    if (paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline') continue;
    const newline = inline.content.indexOf('\n');
    const marker = readMarker(inline.content.slice(0, newline < 0 ? undefined : newline), state);
    const close = marker ? matchingClose(tokens, i) : -1;
    if (!marker || close < 0) continue;
    const meta = calloutMeta(marker.word, marker.fold, marker.title);
    tokens[i].type = 'alert_open';
    tokens[i].meta = meta;
    tokens[close].type = 'alert_close';
    tokens[close].meta = meta;
    if (newline < 0) {
      tokens.splice(i + 1, 3);
    } else {
      inline.content = inline.content.slice(newline + 1);
      for (const token of [paragraph, inline]) if (token.map) token.map = [token.map[0] + 1, token.map[1]];
    }
    const title = titleLine(meta, marker.title);
    const line = tokens[i].map?.[0] ?? 0;
    if (title) tokens.splice(i + 1, 0, ...titleParagraph(state.Token, title, line, tokens[i].level + 1));
  }
}

const MARKER_AFTER_QUOTE = />\s*\[!/;

/** `[!type]`, then `-` or `+`, then white space and a title; undefined when the line is not one. */
function readMarker(line: string, state: StateCore): Marker | undefined {
  if (!line.startsWith('[!')) return undefined;
  let end = 2;
  while (end < line.length && isTypeChar(line.charCodeAt(end))) end++;
  if (end === 2 || line[end] !== ']') return undefined;
  const word = line.slice(2, end);
  // A defined `[!x]` is a CommonMark link.
  const references = state.env?.references as Record<string, unknown> | undefined;
  if (references && state.md.utils.normalizeReference(`!${word}`) in references) return undefined;
  let rest = line.slice(end + 1);
  const fold = rest.startsWith('-') || rest.startsWith('+');
  if (fold) rest = rest.slice(1);
  if (rest !== '' && rest[0] !== ' ' && rest[0] !== '\t') return undefined;
  const title = rest.trim();
  return { word, fold, title: title === '' ? undefined : title };
}

function matchingClose(tokens: Token[], open: number): number {
  const level = tokens[open].level;
  for (let j = open + 1; j < tokens.length; j++) {
    if (tokens[j].type === 'blockquote_close' && tokens[j].level === level) return j;
  }
  return -1;
}
