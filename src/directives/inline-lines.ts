import type { StateCore, Token } from 'markdown-it';
import { INLINE_NODE_TYPES } from '../adf/node-kinds.js';
import type { Directive } from './parse-comment.js';
import { directiveSpec, RAW_NODE_DIRECTIVE } from '../registry/directives.js';

/**
 * A block that starts with an inline directive (`<!-- adf:status -->DONE`) or an inline
 * `adf:node` (a mention opening a line) is an HTML block to markdown-it, yet it is text: before
 * inline parsing it becomes a paragraph over the same lines, whose text is then parsed as any
 * paragraph's (the directive comments' HTML rule, tokens.ts, asks).
 */
export function isInlineDirective(first: Directive): boolean {
  if (first.name === RAW_NODE_DIRECTIVE) return INLINE_NODE_TYPES.has(rawNodeType(first.body));
  return directiveSpec(first.name)?.inline !== undefined;
}

export function inlineDirectiveParagraph(state: StateCore, block: Token): Token[] {
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

function rawNodeType(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
    return typeof type === 'string' ? type : '';
  } catch {
    return '';
  }
}
