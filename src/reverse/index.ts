import type { AdfDoc, Diagnostic } from '../types.js';
import { type ReverseOptions, settle } from './options.js';
import { serializeBlocks } from './serializer.js';

export type { ReverseOptions } from './options.js';

export interface ReverseResult {
  markdown: string;
  /** One `node-as-json` warning per node written as `adf:node`, at its line and column in `markdown`. */
  diagnostics: Diagnostic[];
}

/**
 * ADF → Extended Markdown: GFM syntax where GFM has one, directive comments (from the
 * registry) for attributes, `<!-- adf:node {JSON} -->` for everything else. Reading the
 * result back with `markdownToAdf` gives the same document (see docs/reverse.md for the
 * normalisations). Deterministic; ends with exactly one newline; no line ends in white space.
 */
export function convertAdf(doc: AdfDoc, options?: ReverseOptions): ReverseResult {
  if (doc === null || typeof doc !== 'object' || doc.type !== 'doc' || !Array.isArray(doc.content)) {
    throw new TypeError('convertAdf: expected an ADF document ({ type: "doc", content: [...] })');
  }
  const rendered = serializeBlocks(doc, settle(options));
  const diagnostics: Diagnostic[] = rendered.notes
    .map((n) => ({ ...n, line: n.line + 1, column: n.column + 1 }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
  return { markdown: `${rendered.lines.join('\n')}\n`, diagnostics };
}

export function adfToMarkdown(doc: AdfDoc, options?: ReverseOptions): string {
  return convertAdf(doc, options).markdown;
}
