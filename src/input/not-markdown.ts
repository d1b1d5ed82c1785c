/** Past this share of characters that are not UTF-8 (decoded as U+FFFD), a file is not text. */
const MAX_INVALID_SHARE = 0.1;

/**
 * Why a file's text is not Markdown, or undefined: a binary file (a NUL byte, which no text
 * file holds, or mostly bytes that are not UTF-8) would convert into a document of control
 * characters, and an ADF document into a paragraph of its JSON. Asked by every command and tool
 * that reads Markdown from a file before it converts or publishes it (`adfHint` says what to do
 * with an ADF document there). One linear pass; JSON is parsed only for a text that starts
 * with `{`.
 */
export function whyNotMarkdown(text: string, adfHint: string): string | undefined {
  const nul = text.indexOf('\u0000');
  let invalid = 0;
  for (let i = text.indexOf('\ufffd'); i >= 0; i = text.indexOf('\ufffd', i + 1)) invalid++;
  if (nul >= 0 || invalid > text.length * MAX_INVALID_SHARE) {
    const why = nul >= 0 ? 'it holds NUL bytes' : `${invalid} of its ${text.length} characters are not UTF-8`;
    return `not a text file (${why}): Markdown is read as UTF-8 text`;
  }
  if (text.trimStart().startsWith('{') && isAdf(text)) return `an ADF document, not Markdown: ${adfHint}`;
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
