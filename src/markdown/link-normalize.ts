import type { MarkdownIt } from 'markdown-it';

/**
 * markdown-it normalises every link destination by parsing it into a URL object (mdurl),
 * punycoding its host and percent-encoding the formatted result: about a tenth of a parse on
 * READMEs, which are full of links. For the two shapes most links have, that round trip gives
 * back the string it was given, so they skip it; anything else still takes markdown-it's path.
 *
 * - an `http://` or `https://` URL whose host is ASCII labels (letters, digits, `-`; 1 to 63
 *   characters each, at most 255 in all) with an optional port, followed by nothing or by `/`,
 *   `?` or `#`: mdurl finds exactly that host, punycode leaves ASCII labels alone, and formatting
 *   puts the same pieces back in the same order;
 * - a relative reference without `:` that does not start with `//`: mdurl finds no scheme and no
 *   host, and formatting gives back path, query and fragment as they were;
 *
 * and in both every character is one mdurl's encoder keeps (ASCII letters, digits and
 * `;/?:@&=+$,-_.!~*'()#`, and `%` only before two hexadecimal digits).
 */
export function linkNormalizePlugin(md: MarkdownIt): void {
  const full = md.normalizeLink.bind(md);
  md.normalizeLink = (url: string): string => (isNormalized(url) ? url : full(url));
}

const KEPT = new Uint8Array(128);
for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz;/?:@&=+$,-_.!~*'()#") {
  KEPT[c.charCodeAt(0)] = 1;
}

const PERCENT = 0x25;
const COLON = 0x3a;
const SLASH = 0x2f;

export function isNormalized(url: string): boolean {
  const length = url.length;
  let colon = false;
  for (let i = 0; i < length; i++) {
    const c = url.charCodeAt(i);
    if (c === PERCENT) {
      if (!(i + 2 < length && isHex(url.charCodeAt(i + 1)) && isHex(url.charCodeAt(i + 2)))) return false;
      i += 2;
    } else if (c >= 128 || KEPT[c] === 0) {
      return false;
    } else if (c === COLON) {
      colon = true;
    }
  }
  if (!colon) return !(url.charCodeAt(0) === SLASH && url.charCodeAt(1) === SLASH);
  if (url.startsWith('https://')) return plainHostAt(url, 8);
  if (url.startsWith('http://')) return plainHostAt(url, 7);
  return false;
}

/** Labels of letters, digits and `-` joined by dots, an optional `:port`, then the end or `/`, `?`, `#`. */
function plainHostAt(url: string, start: number): boolean {
  let i = start;
  let label = 0;
  while (i < url.length) {
    const c = url.charCodeAt(i);
    if (isAlnum(c) || c === 0x2d) {
      if (++label > 63) return false;
    } else if (c === 0x2e) {
      if (label === 0) return false;
      label = 0;
    } else {
      break;
    }
    i++;
  }
  if (label === 0 || i - start > 255) return false;
  if (url.charCodeAt(i) === COLON) {
    const port = ++i;
    while (i < url.length && isDigit(url.charCodeAt(i))) i++;
    if (i === port) return false;
  }
  if (i === url.length) return true;
  const c = url.charCodeAt(i);
  return c === SLASH || c === 0x3f || c === 0x23;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlnum(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isHex(c: number): boolean {
  return isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}
