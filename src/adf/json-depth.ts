const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the JSON text nests objects/arrays deeper than `limit`, by scanning the raw text
 * once (a flat loop, no recursion, no allocation): the check runs before `JSON.parse`, so
 * hostile text (a request body, an `adf:node` comment) never becomes a deep object tree for
 * later recursive code to trip over.
 * Brackets inside strings do not count. Malformed text is left for `JSON.parse` to reject.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}
