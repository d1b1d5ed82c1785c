import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { INLINE_NODE_TYPES } from '../adf/node-kinds.js';
import { splitComments } from '../directives/parse-comment.js';
import { directiveSpec, RAW_NODE_DIRECTIVE } from '../registry/directives.js';

/**
 * A block that starts with an inline directive (`<!-- adf:status -->DONE`) or an inline
 * `adf:node` (a mention opening a line) is an HTML block to markdown-it, yet it is text: before
 * inline parsing it becomes a paragraph over the same lines, whose text is then parsed as any
 * paragraph's.
 */
export function inlineDirectiveLinesPlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'inline_directive_lines', toParagraphs);
}

function toParagraphs(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const block = tokens[i];
    if (block.type !== 'html_block' || !startsWithInlineDirective(block.content)) continue;
    tokens.splice(i, 1, ...paragraph(state, block));
    i += 2;
  }
}

function paragraph(state: StateCore, block: Token): Token[] {
  const open = new state.Token('paragraph_open', 'p', 1);
  const inline = new state.Token('inline', '', 0);
  const close = new state.Token('paragraph_close', 'p', -1);
  open.map = block.map;
  inline.map = block.map;
  inline.content = block.content.replace(/\n+$/, '');
  inline.children = [];
  inline.level = block.level + 1;
  for (const token of [open, close]) {
    token.level = block.level;
    token.block = true;
  }
  return [open, inline, close];
}

function startsWithInlineDirective(html: string): boolean {
  if (!html.trimStart().startsWith('<!--')) return false;
  const first = splitComments(html)[0];
  if (first?.kind !== 'directive') return false;
  if (first.name === RAW_NODE_DIRECTIVE) return INLINE_NODE_TYPES.has(rawNodeType(first.body));
  return directiveSpec(first.name)?.inline !== undefined;
}

function rawNodeType(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    return typeof type === 'string' ? type : '';
  } catch {
    return '';
  }
}
