/**
 * Text from input files (attribute values, file names) reaches the terminal inside
 * diagnostics and messages. Control characters in it could move the cursor, recolour or
 * retitle the terminal, or hide text (bidirectional overrides), so they are shown escaped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const hex = (c: string, digits: number) => c.charCodeAt(0).toString(16).padStart(digits, '0');

/** `a\u001b[31mb` → `a\x1b[31mb`: every control character as a visible escape. */
export function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (c) => NAMED[c] ?? (c <= '\u00ff' ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`),
  );
}

/**
 * JSON text for a terminal: `JSON.stringify` escapes C0 controls but leaves DEL, the C1
 * controls (U+009B is a terminal's CSI) and bidirectional overrides raw. They can only occur
 * inside strings, where `\uXXXX` keeps the same value.
 */
const RAW_IN_JSON = /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function printableJson(json: string): string {
  return json.replace(RAW_IN_JSON, (c) => `\\u${hex(c, 4)}`);
}
