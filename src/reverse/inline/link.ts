/**
 * The `(destination "title")` part of a link. The destination is written bare when that is
 * unambiguous, else in the `<...>` form; both process backslash escapes and entities.
 * Returns null when no form can hold the destination (a line break).
 */
const ENTITY_LIKE = /&(?=#[xX][0-9a-fA-F]{1,6};|#[0-9]{1,7};|[A-Za-z][A-Za-z0-9]{1,31};)/g;

const isControl = (ch: string): boolean => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

function escapeBackslashes(text: string): string {
  return text.replace(/\\(?=[!-/:-@[-`{-~]|$)/g, '\\\\');
}

export function linkDestination(href: string): string | null {
  if (/[\r\n]/.test(href)) return null;
  const bare = href !== '' && /^[^\s<>()]+$/.test(href) && ![...href].some(isControl);
  const escaped = escapeBackslashes(href).replace(ENTITY_LIKE, '\\&');
  if (bare) return escaped;
  return `<${escaped.replace(/[<>]/g, (ch) => `\\${ch}`)}>`;
}

export function linkTitle(title: string): string {
  const escaped = escapeBackslashes(title)
    .replace(ENTITY_LIKE, '\\&')
    .replaceAll('"', '\\"')
    .replace(/[\r\n]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `"${escaped}"`;
}

export function linkTail(href: string, title: string | undefined): string | null {
  const destination = linkDestination(href);
  if (destination === null) return null;
  return title === undefined ? `](${destination})` : `](${destination} ${linkTitle(title)})`;
}

/**
 * A value inside a double-quoted HTML attribute, read back by decoding entities alone; `|` too
 * is a reference, since a table row is split at it before any inline syntax is read.
 */
export function htmlAttribute(value: string): string {
  return value
    .replace(ENTITY_LIKE, '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('|', '&#124;')
    .replace(/[\r\n]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
