import type { AdfMark } from '../../types.js';
import { Href, HrefTitle, MarkWithAttrs } from '../../convert/plain.js';

/** The mark of a link (not an extended autolink) to `href`, with its title if it has one. */
export function linkMarkOf(href: string, title: string | number | null): AdfMark {
  // Both shapes in one constructor each: a title added afterwards would grow the object. Not
  // literals (convert/plain.ts).
  return new MarkWithAttrs('link', title ? new HrefTitle(href, String(title)) : new Href(href));
}
