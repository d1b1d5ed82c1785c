import { leafText } from '../../adf/leaf-text.js';
import { walk } from '../../adf/walk.js';
import type { AdfDoc, AdfNode } from '../../types.js';

/**
 * A heading's two anchors: the one a Markdown link names (`#getting-started`, GitHub's slug,
 * which is what `.md` links are written against) and the one Confluence gives the heading on
 * the page (`#Getting-Started`: the text, runs of white space as `-`, case kept).
 */
export interface Heading {
  text: string;
  slug: string;
  anchor: string;
}

/** GitHub's slug: lower case, punctuation dropped, spaces as `-`; a repeated slug gets `-1`, `-2`. */
function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base);
    seen.set(base, (count ?? -1) + 1);
    return count === undefined ? base : `${base}-${count + 1}`;
  };
}

export const confluenceAnchor = (text: string): string =>
  encodeURIComponent(text.trim().replace(/\s+/g, '-'));

export function collectHeadings(doc: AdfDoc): Heading[] {
  const slug = slugger();
  const headings: Heading[] = [];
  walk<AdfNode>(doc, ({ node }) => {
    if (node.type !== 'heading') return undefined;
    const text = (node.content ?? []).map(leafText).join('');
    headings.push({ text, slug: slug(text), anchor: confluenceAnchor(text) });
    return 'skip';
  });
  return headings;
}

/** The Confluence anchor for a Markdown link's `#fragment`, or undefined when no heading has it. */
export function anchorForSlug(headings: readonly Heading[], fragment: string): string | undefined {
  const wanted = safeDecode(fragment).toLowerCase();
  return headings.find((h) => h.slug === wanted)?.anchor;
}

/** The Markdown slug for a Confluence anchor (the way back, for `pull`). */
export function slugForAnchor(headings: readonly Heading[], anchor: string): string | undefined {
  const wanted = safeDecode(anchor);
  return headings.find((h) => safeDecode(h.anchor) === wanted)?.slug;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
