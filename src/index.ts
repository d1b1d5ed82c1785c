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
