/**
 * What a URL's scheme is, as a browser reads it. Shared by the HTML renderer, which links only
 * safe schemes, and the forward direction, which warns when the Markdown carries a URL that
 * runs script.
 */

/** Browsers drop control characters and spaces before parsing a URL: `java\tscript:` is `javascript:`. */
function withoutIgnoredCharacters(url: string): string {
  let kept = '';
  for (const ch of url) {
    const code = ch.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) kept += ch;
  }
  return kept;
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** An inline raster image, which runs no script. */
export const RASTER_DATA = /^data:image\/(png|gif|jpeg|webp|avif);/i;

/** The URL's scheme in lower case, or undefined for a relative URL or a `#fragment`. */
export function schemeOf(url: string): string | undefined {
  return SCHEME.exec(withoutIgnoredCharacters(url))?.[1].toLowerCase();
}

/** Whether following the URL runs script: `javascript:`, `vbscript:`, or `data:` other than a raster image. */
export function runsScript(url: string): boolean {
  const scheme = schemeOf(url);
  if (scheme === 'data') return !RASTER_DATA.test(withoutIgnoredCharacters(url));
  return scheme === 'javascript' || scheme === 'vbscript';
}
