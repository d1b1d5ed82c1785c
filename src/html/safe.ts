import { RASTER_DATA, schemeOf } from '../adf/url.js';

/**
 * What user data may reach an attribute that a browser acts on. ADF arrives from users over
 * HTTP, so every URL and colour is checked here before it is written.
 */

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);
/** An href a preview may follow: http(s), mailto, tel, relative, `#fragment`; anything else is `#`. */
export function safeHref(url: unknown): string {
  if (typeof url !== 'string') return '#';
  const scheme = schemeOf(url);
  return scheme === undefined || LINK_SCHEMES.has(scheme) ? url : '#';
}

/** An image source: http(s), relative, or an inline raster `data:image/...`; otherwise undefined. */
export function safeImageSrc(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '') return undefined;
  if (RASTER_DATA.test(url)) return url;
  const scheme = schemeOf(url);
  return scheme === undefined || IMAGE_SCHEMES.has(scheme) ? url : undefined;
}

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const NAMED = /^[a-zA-Z]{1,30}$/;
/** `rgb()`, `hsl()` and their alpha forms, of numbers and percentages only (no quote, no `;`). */
const FUNCTIONAL = /^(?:rgba?|hsla?)\([0-9.,%\s/-]{1,60}\)$/;

/** A CSS colour that cannot break out of a style attribute: `#hex` (3 to 8 digits) or a plain name. */
export function safeColour(value: unknown): string | undefined {
  return typeof value === 'string' && (HEX.test(value) || NAMED.test(value) || FUNCTIONAL.test(value))
    ? value
    : undefined;
}

/** A finite number within bounds, for widths and levels written into styles. */
export function boundedNumber(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : undefined;
}
