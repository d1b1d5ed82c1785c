import type { MarkdownIt } from 'markdown-it';
import type { ForwardPart } from '../engine/parts.js';
import type { SyntaxPlugin } from '../markdown/types.js';
import { buildTable } from '../engine/maps.js';
import { type BlockTokens, lazyInlineTokenizer } from '../markdown/lazy-inline.js';
import { createTokenizer } from '../markdown/tokenizer.js';
import type { BlockHandler } from './blocks/handler.js';
import { CORE_BLOCK_HANDLERS } from './blocks/index.js';
import type { Repair } from './fit.js';
import type { InlineHandler } from './inline/handler.js';
import { CORE_INLINE_HANDLERS } from './inline/index.js';

/**
 * What the converter is handed by the root (src/compose/forward.ts): the tokenizer with the
 * constructs' syntax, and the tables derived from their forward parts, with the converter's own
 * entries beside them (a block's `inline` token, the HTML and directive tokens). The converter
 * never imports the constructs' list.
 */
export interface Forward {
  /** The tokenizer with every construct's syntax, made on first use. */
  tokenizer(): MarkdownIt;
  /** Its tokens for the converter, each inline token's children made when the walk reaches it (lazy-inline.ts). */
  blocks(markdown: string): BlockTokens;
  readonly blockHandlers: ReadonlyMap<string, BlockHandler>;
  readonly inlineHandlers: ReadonlyMap<string, InlineHandler>;
  /** Node type → its repair where the profile forbids it (fit.ts); else it moves out. */
  readonly repairs: ReadonlyMap<string, Repair>;
}

export function composeForward(parts: readonly ForwardPart[], syntax: readonly SyntaxPlugin[]): Forward {
  let md: MarkdownIt | undefined;
  let lazy: ((markdown: string) => BlockTokens) | undefined;
  const tokenizer = (): MarkdownIt => (md ??= createTokenizer(syntax));
  return {
    tokenizer,
    blocks: (markdown) => {
      lazy ??= lazyInlineTokenizer(tokenizer());
      return lazy(markdown);
    },
    blockHandlers: buildTable(parts, 'blockTokens', CORE_BLOCK_HANDLERS),
    inlineHandlers: buildTable(parts, 'inlineTokens', CORE_INLINE_HANDLERS),
    repairs: buildTable(parts, 'repairs'),
  };
}
