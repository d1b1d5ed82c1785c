import { convert, type Profile, validateAdf } from '../../src/index.js';
import { undocumentedProblems } from '../support/editor-schema.js';

/**
 * What must hold for any input, as one function shared by the property tests, the regression
 * tests over saved crashes and `npm run fuzz`: convert does not throw, its document is valid
 * for the profile, and every diagnostic points at a real line (and column >= 1).
 * Returns the broken properties as readable strings; empty means fine.
 */
export function conversionProblems(
  markdown: string,
  profile: Profile,
  lines = lineCount(markdown),
): string[] {
  let result: ReturnType<typeof convert>;
  try {
    result = convert(markdown, { profile });
  } catch (error) {
    const where = error instanceof Error ? (error.stack?.split('\n')[1]?.trim() ?? '') : '';
    return [`threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)} ${where}`];
  }
  const found: string[] = [];
  const validation = validateAdf(result.doc, { profile });
  if (!validation.valid) found.push(...validation.errors.map((e) => `invalid at ${e.path}: ${e.message}`));
  if (profile === 'atlassian') found.push(...undocumentedProblems(result.doc).map((p) => `editor: ${p}`));
  for (const d of result.diagnostics) {
    if (!(Number.isInteger(d.line) && d.line >= 1 && d.line <= lines)) {
      found.push(`${d.code} at line ${d.line}, input has ${lines} line(s)`);
    }
    if (!(Number.isInteger(d.column) && d.column >= 1)) found.push(`${d.code} at column ${d.column}`);
  }
  return found;
}

/** Lines of the input as diagnostics count them (`\r\n`, `\r` or `\n` end one). */
export function lineCount(markdown: string): number {
  return markdown.split(/\r\n|\r|\n/).length;
}
