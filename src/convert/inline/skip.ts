import type { Token } from '../../markdown/types.js';

/** Index of the `*_close` token that matches the `*_open` at `open` (or the last index). */
export function closingIndex(tokens: readonly Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    depth += tokens[i].nesting;
    if (depth === 0) return i;
  }
  return tokens.length - 1;
}
