import type { MarkdownIt, Token } from 'markdown-it';

/*
 * The tokenizer's types every stage shares, in a module that imports no other: the converter,
 * the constructs and the tokenizer itself name them without reaching each other.
 */

/** markdown-it's token, as the tokenizer gives it and the converter reads it. */
export type { Token };

/**
 * A markdown-it plugin of mdadf's syntax. `fastPaths: false` (tests only) leaves out the
 * shortcuts that only skip a rule where it cannot change a token, so that tests can check the
 * tokens are the same with and without them (src/markdown/tokenizer.ts).
 */
export type SyntaxPlugin = (md: MarkdownIt, options?: { fastPaths?: boolean }) => void;
