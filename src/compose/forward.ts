import type { MarkdownIt } from 'markdown-it';
import { FORWARD_PARTS, SYNTAX } from '../constructs/forward.js';
import { composeForward, type Forward } from '../convert/forward.js';
import type { BlockTokens } from '../markdown/lazy-inline.js';
import { createTokenizer as tokenizerWith } from '../markdown/tokenizer.js';
import type { Token } from '../markdown/types.js';

/**
 * The forward direction, composed at the top: the constructs' list (src/constructs/forward.ts)
 * handed to the tokenizer (their syntax plugins) and to the converter (their handlers and
 * repairs). Neither imports the list; everything that converts Markdown goes through here.
 */
export const FORWARD: Forward = composeForward(FORWARD_PARTS, SYNTAX);

/** A new tokenizer with every construct's syntax (tests compare it with and without fast paths). */
export function createTokenizer(options: { fastPaths?: boolean } = {}): MarkdownIt {
  return tokenizerWith(SYNTAX, options);
}

/** The tokens of mdadf's tokenizer, every inline token's children made (the benchmark's floor). */
export function tokenize(markdown: string): Token[] {
  return FORWARD.tokenizer().parse(markdown, {});
}

/** The converter's tokens (`Forward.blocks`): each inline token's children are made by `inline(token)`. */
export function tokenizeBlocks(markdown: string): BlockTokens {
  return FORWARD.blocks(markdown);
}
