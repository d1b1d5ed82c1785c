import { REVERSE_PARTS } from '../constructs/reverse.js';
import { type Reverse, type ReverseOptions, type ReverseResult, writeMarkdown } from '../reverse/index.js';
import { composeReverse } from '../reverse/writers.js';
import type { AdfDoc } from '../types.js';

export type { ReverseOptions, ReverseResult } from '../reverse/index.js';

/**
 * The reverse direction, composed at the top: the constructs' reverse parts
 * (src/constructs/reverse.ts) handed to the writer (src/reverse/), which never imports the list.
 */
const REVERSE: Reverse = composeReverse(REVERSE_PARTS);

/**
 * ADF → Extended Markdown: GFM syntax where GFM has one, directive comments (from the
 * registry) for attributes, `<!-- adf:node {JSON} -->` for everything else. Reading the
 * result back with `markdownToAdf` gives the same document (see docs/reverse.md for the
 * normalisations). Deterministic; ends with exactly one newline; no line ends in white space.
 */
export function convertAdf(doc: AdfDoc, options?: ReverseOptions): ReverseResult {
  return writeMarkdown(REVERSE, 'convertAdf', doc, options);
}

export function adfToMarkdown(doc: AdfDoc, options?: ReverseOptions): string {
  return writeMarkdown(REVERSE, 'adfToMarkdown', doc, options).markdown;
}
