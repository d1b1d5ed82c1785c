// First the large tables a conversion reads, data that gzip hardly shrinks (the character
// reference trie, which the HTML tokenizer imports first, the emoji shortcodes, the raw-node
// rules, which the reader of a node's own attributes imports first: 80 KB). A bundler lays
// modules out in the order they are first imported: so they sit at the head of a bundle rather
// than between its code, which gzip then compresses as one run (it looks back 32 KB): 2.6 KB
// lighter gzipped. Data and definitions only, so running them first changes nothing
// (docs/decisions.md, "The size ceiling"). Each through a module whose declarations a CommonJS
// project reads too (declarations keep these imports; `entities` is an ES module only).
import './markdown/generated/htmlparser2.js';
import './markdown/generated/emoji-shortcodes.js';
import './schema/own-attributes.js';
import { convertChecked } from './compose/convert.js';
import { readConvertOptions } from './convert/index.js';
import { readMarkdown } from './input/options.js';
import type { AdfDoc, ConvertOptions } from './types.js';

export { convertAsync } from './compose/async.js';
export { convert } from './compose/convert.js';
export { DIAGNOSTIC_CODES, type DiagnosticCode } from './diagnostics/codes.js';
export { adfToHtml, PREVIEW_CSS } from './compose/html.js';
export { InputError, type InputProblem } from './input/errors.js';
export { INPUT_LIMITS } from './input/json-snapshot.js';
// The public names stand for the rows with their text, as DIRECTIVES lists them.
export {
  type DescribedAttribute as AttributeSpec,
  type DescribedDirective as DirectiveSpec,
  DIRECTIVES,
} from './registry/directives.js';
export { adfToMarkdown, convertAdf } from './compose/reverse.js';
export {
  type AdfDoc,
  type AdfMark,
  type AdfNode,
  type AsyncConvertOptions,
  ConversionError,
  type ConvertOptions,
  type ConvertResult,
  type Diagnostic,
  type LinkResolution,
  type MentionResolution,
  PROFILES,
  type Profile,
  type Severity,
} from './types.js';
export { type ValidationError, type ValidationResult, validateAdf } from './validate/index.js';

/** Markdown → ADF document. Diagnostics are discarded; use `convert` to see them. */
export function markdownToAdf(markdown: string, options?: ConvertOptions): AdfDoc {
  return convertChecked(readMarkdown('markdownToAdf', markdown), readConvertOptions('markdownToAdf', options))
    .doc;
}
