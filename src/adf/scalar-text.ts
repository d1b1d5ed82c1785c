/**
 * A value from a user's document as text, for code that formats or compares it. ADF comes
 * from users: an attribute may be any JSON, and `String({ "toString": 1 })` throws. Strings,
 * numbers and booleans give their usual text; anything else gives '' (which reads back as
 * none of them, so a writer that checks its output falls back instead of guessing).
 */
export function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}
