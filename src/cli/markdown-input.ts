import type { ReportedDiagnostic } from './diagnostics-format.js';

/** Past this share of characters that are not UTF-8 (decoded as U+FFFD), a file is not text. */
const MAX_INVALID_SHARE = 0.1;

/**
 * Why `convert` refuses an input as Markdown, or undefined: a binary file (a NUL byte, which no
 * text file holds, or mostly bytes that are not UTF-8) would convert into a document of control
 * characters, and an ADF document into a paragraph of its JSON. One linear pass; JSON is parsed
 * only for a text that starts with `{`.
 */
export function notMarkdown(
  text: string,
  adfHint = '`mdadf to-markdown` turns it into Markdown (`mdadf html` previews it)',
): ReportedDiagnostic | undefined {
  const nul = text.indexOf('\u0000');
  let invalid = 0;
  for (let i = text.indexOf('\ufffd'); i >= 0; i = text.indexOf('\ufffd', i + 1)) invalid++;
  if (nul >= 0 || invalid > text.length * MAX_INVALID_SHARE) {
    const why = nul >= 0 ? 'it holds NUL bytes' : `${invalid} of its ${text.length} characters are not UTF-8`;
    return refusal(`not a text file (${why}): Markdown is read as UTF-8 text`);
  }
  if (text.trimStart().startsWith('{') && isAdf(text))
    return refusal(`an ADF document, not Markdown: ${adfHint}`);
  return undefined;
}

function isAdf(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';
  } catch {
    return false;
  }
}

const refusal = (message: string): ReportedDiagnostic => ({
  severity: 'error',
  code: 'not-markdown',
  message,
});
