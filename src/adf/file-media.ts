/**
 * A file in Jira's or Confluence's media store (an attachment) written as an image URL:
 * `media:ID` when its collection is empty (Jira), `media:COLLECTION/ID` otherwise. Both
 * directions use this one definition.
 */
export const FILE_MEDIA_SCHEME = 'media:';

export interface FileMediaRef {
  id: string;
  collection: string;
}

/** The reference an image URL names, or null when it is not a `media:` URL. */
export function parseFileMediaUrl(url: string): FileMediaRef | null {
  if (!url.startsWith(FILE_MEDIA_SCHEME)) return null;
  const rest = decode(url.slice(FILE_MEDIA_SCHEME.length));
  const slash = rest.lastIndexOf('/');
  const id = rest.slice(slash + 1);
  if (id === '') return null;
  return { id, collection: slash < 0 ? '' : rest.slice(0, slash) };
}

/** The URL for a reference, or null when the id holds a `/` (it would read back split). */
export function fileMediaUrl(ref: FileMediaRef): string | null {
  if (ref.id === '' || ref.id.includes('/')) return null;
  return `${FILE_MEDIA_SCHEME}${ref.collection === '' ? '' : `${ref.collection}/`}${ref.id}`;
}

/** markdown-it percent-encodes destinations; the reference is what was written. */
function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
