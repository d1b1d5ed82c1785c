import { InputError } from '../input/errors.js';
import { readDocument } from '../input/document.js';
import { readOptions } from '../input/options.js';
import type { AdfDoc, AdfNode, Diagnostic } from '../types.js';
import type { ReverseOptions } from './options.js';
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
  return reverse('convertAdf', doc, options);
}

/**
 * The document is read through the input guard (src/input/): any value that is not JSON data
 * within INPUT_LIMITS, or not `{ type: "doc", content: [...] }`, is an InputError.
 */
function reverse(fn: string, doc: unknown, options: unknown): ReverseResult {
  const { profile = 'extended' } = readOptions(fn, options, { profile: 'profile' });
  const data = readDocument(fn, doc);
  if (data.type !== 'doc' || !Array.isArray(data.content)) {
    throw new InputError(
      fn,
      'doc',
      '',
      'wrong-type',
      'expected an ADF document ({ type: "doc", content: [...] })',
    );
  }
  const rendered = serializeBlocks(data as unknown as AdfNode, { profile });
  const diagnostics: Diagnostic[] = rendered.notes
    .map((n) => ({ ...n, line: n.line + 1, column: n.column + 1 }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
  return { markdown: `${rendered.lines.join('\n')}\n`, diagnostics };
}

export function adfToMarkdown(doc: AdfDoc, options?: ReverseOptions): string {
  return reverse('adfToMarkdown', doc, options).markdown;
}
