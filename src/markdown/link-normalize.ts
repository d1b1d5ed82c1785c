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

/**
 * Every character one mdurl's encoder keeps, `%` included; a second test checks each `%` starts
 * an escape. Expressions, not loops over charCodeAt: markdown-it's URLs are mostly slices of the
 * document, which read slowly one code unit at a time, and the scan runs for every link.
 */
const KEPT = /^[0-9A-Za-z;/?:@&=+$,\-_.!~*'()#%]*$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/**
 * After the scheme: labels of letters, digits and `-` (1 to 63 each) joined by dots, at most 255
 * characters in all, an optional `:port`, then the end or `/`, `?`, `#`. Each label ends at a dot
 * or at what follows the host, so a failed match backtracks at most 63 steps per label.
 */
const PLAIN_HTTP =
  /^https?:\/\/(?![A-Za-z0-9.-]{256})[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*(?::[0-9]+)?(?:[/?#]|$)/;

export function isNormalized(url: string): boolean {
  if (!KEPT.test(url) || (url.includes('%') && BAD_ESCAPE.test(url))) return false;
  return url.includes(':') ? PLAIN_HTTP.test(url) : !url.startsWith('//');
}
