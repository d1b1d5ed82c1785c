/**
 * The entry of dist/browser/mdadf.js (`mdadf/browser`): the library for a page or a worker in one
 * ES module, as the playground runs it. Everything the main entry has except `validateAdf`,
 * whose validators would triple the size: import it from `mdadf/validate` when needed.
 */
export {
  adfToHtml,
  adfToMarkdown,
  ConversionError,
  convert,
  convertAdf,
  convertAsync,
  DIAGNOSTIC_CODES,
  DIRECTIVES,
  markdownToAdf,
  PREVIEW_CSS,
  PROFILES,
} from './index.js';
export type * from './index.js';
