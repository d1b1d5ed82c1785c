import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/**
 * GitHub alerts: a quote whose first line is `[!NOTE]` (TIP, IMPORTANT, WARNING, CAUTION; any
 * case). The quote's tokens become `alert_open` / `alert_close` with `meta.alert` the upper-case
 * kind, and the marker line leaves the quote's first paragraph (the paragraph goes when the
 * marker was all of it).
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

const MARKER = new RegExp(`^\\[!(${ALERT_KINDS.join('|')})\\][ \\t]*$`, 'i');

export function alertsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('gfm_alerts', markAlerts);
}

function markAlerts(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'blockquote_open') continue;
    const kind = alertKind(tokens, i);
    if (!kind) continue;
    const close = matchingClose(tokens, i);
    if (close < 0) continue;
    tokens[i].type = 'alert_open';
    tokens[i].meta = { alert: kind };
    tokens[close].type = 'alert_close';
    stripMarker(tokens, i + 1);
  }
}

function alertKind(tokens: Token[], open: number): AlertKind | undefined {
  const paragraph = tokens[open + 1];
  const inline = tokens[open + 2];
  if (paragraph?.type !== 'paragraph_open' || inline?.type !== 'inline') return undefined;
  // The raw source, not the decoded text: an escaped `\[!NOTE]` is a literal, not a marker.
  if (!inline.content.startsWith('[')) return undefined;
  const [first, second] = inline.children ?? [];
  if (first?.type !== 'text') return undefined;
  if (second && second.type !== 'softbreak' && second.type !== 'hardbreak') return undefined;
  const match = MARKER.exec(first.content);
  return match ? (match[1].toUpperCase() as AlertKind) : undefined;
}

function matchingClose(tokens: Token[], open: number): number {
  const level = tokens[open].level;
  for (let j = open + 1; j < tokens.length; j++) {
    if (tokens[j].type === 'blockquote_close' && tokens[j].level === level) return j;
  }
  return -1;
}

/** Removes the marker line; the paragraph starts one line later, or goes when nothing is left. */
function stripMarker(tokens: Token[], paragraphAt: number): void {
  const inline = tokens[paragraphAt + 1];
  const children = inline.children!;
  children.splice(0, children.length > 1 ? 2 : 1);
  if (children.length === 0) {
    tokens.splice(paragraphAt, 3);
    return;
  }
  const newline = inline.content.indexOf('\n');
  inline.content = newline < 0 ? '' : inline.content.slice(newline + 1);
  for (const token of [tokens[paragraphAt], inline]) {
    if (token.map) token.map = [token.map[0] + 1, token.map[1]];
  }
}
