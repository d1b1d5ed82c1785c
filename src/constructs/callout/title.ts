import type { StateCore, Token } from 'markdown-it';

/**
 * A callout's title is its first paragraph, in bold: readable in Jira, and written back as
 * `**Title**` it reads as the same panel. The title is Markdown (Obsidian allows it), parsed
 * with the rest of the inline content; `boldTitles` then wraps it in `strong`.
 */
export function titleParagraph(
  TokenClass: StateCore['Token'],
  title: string,
  line: number,
  level: number,
): Token[] {
  const open = new TokenClass('paragraph_open', 'p', 1);
  const inline = new TokenClass('inline', '', 0);
  const close = new TokenClass('paragraph_close', 'p', -1);
  open.map = inline.map = [line, line + 1];
  open.block = close.block = true;
  open.level = close.level = level;
  inline.level = level + 1;
  inline.content = title;
  inline.children = [];
  inline.meta = { calloutTitle: true };
  return [open, inline, close];
}

/** After markdown-it's inline rule: each title's inline content inside one `strong`. */
export function boldTitles(state: StateCore): void {
  const tokens = state.tokens;
  // An index loop: `for…of` allocated an iterator result per token of the document.
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type !== 'inline' || token.meta?.calloutTitle !== true || !token.children) continue;
    const open = new state.Token('strong_open', 'strong', 1);
    const close = new state.Token('strong_close', 'strong', -1);
    open.markup = close.markup = '**';
    token.children = [open, ...token.children, close];
  }
}
