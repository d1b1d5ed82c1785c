import type { ConvertOptions, MentionResolution } from '../types.js';

/**
 * Lookup tables in place of resolver code, for the CLI (`--mentions FILE`, `--images FILE`) and
 * the service (`mentions`, `images` fields): JSON objects read once into Maps, so any key,
 * `__proto__` included, is only a key.
 *
 * - mentions: `{ "Jane Doe": "557058:abc", "@bob": { "id": "42", "text": "@Bob R." } }`, the
 *   name as written after `@` (the `@` of a key is optional) → an account id, or the answer.
 * - images: `{ "./images/d.png": "686a1960-…", "logo.png": "https://cdn.example/logo.png",
 *   "x.png": { "id": "…", "collection": "contentId-1" } }`, the image URL as written → a media
 *   file id, an absolute URL, or the file's id and collection.
 */
export type LookupEntries = [string, Record<string, unknown>][];

export type MapKind = 'mentions' | 'images';

/** The entries of a valid map, or the problem (`"Jane": the value must be …`). */
export function readLookupMap(kind: MapKind, value: unknown): LookupEntries | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `must be a JSON object of ${kind === 'mentions' ? 'name → account id' : 'image URL → media id or URL'}`;
  }
  const entries: LookupEntries = [];
  for (const key of Object.keys(value)) {
    const answer = (kind === 'mentions' ? mentionAnswer : imageAnswer)(
      (value as Record<string, unknown>)[key],
    );
    if (typeof answer === 'string') return `${JSON.stringify(key)}: ${answer}`;
    entries.push([kind === 'mentions' && key.startsWith('@') ? key.slice(1) : key, answer]);
  }
  return entries;
}

function mentionAnswer(value: unknown): Record<string, unknown> | string {
  if (typeof value === 'string' && value !== '') return { id: value };
  const problem = 'the value must be an account id (a non-empty string) or { "id", "text"?, "accessLevel"? }';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return problem;
  const answer = value as Record<string, unknown>;
  const keys = Object.keys(answer);
  const strings = keys.every(
    (k) => ['id', 'text', 'accessLevel'].includes(k) && typeof answer[k] === 'string',
  );
  if (!strings || answer.id === '' || typeof answer.id !== 'string') return problem;
  return Object.fromEntries(keys.map((k) => [k, answer[k]]));
}

function imageAnswer(value: unknown): Record<string, unknown> | string {
  if (typeof value === 'string' && value !== '') {
    return /^[a-z][a-z0-9+.-]*:/i.test(value)
      ? { type: 'external', url: value }
      : { type: 'file', id: value, collection: '' };
  }
  const problem =
    'the value must be a media file id or an absolute URL (a non-empty string), { "id", "collection"? } or { "url" }';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return problem;
  const answer = value as Record<string, unknown>;
  const keys = Object.keys(answer).sort().join(',');
  if (keys === 'url' && typeof answer.url === 'string' && answer.url !== '')
    return { type: 'external', url: answer.url };
  const collection = answer.collection ?? '';
  const file = keys === 'id' || keys === 'collection,id';
  if (!file || typeof answer.id !== 'string' || answer.id === '' || typeof collection !== 'string')
    return problem;
  return { type: 'file', id: answer.id, collection };
}

/** The resolvers the maps stand for; a name or URL not in its map is left as written. */
export function resolversOf(
  mentions: LookupEntries | undefined,
  images: LookupEntries | undefined,
): Pick<ConvertOptions, 'resolveMention' | 'resolveImage'> {
  const options: Pick<ConvertOptions, 'resolveMention' | 'resolveImage'> = {};
  if (mentions) {
    const map = new Map(mentions);
    options.resolveMention = (text) => {
      const found = map.get(text.startsWith('@') ? text.slice(1) : text);
      return found ? ({ ...found } as unknown as MentionResolution) : undefined;
    };
  }
  if (images) {
    const map = new Map(images);
    options.resolveImage = (url) => {
      const found = map.get(url) ?? map.get(decoded(url));
      return found ? { ...found } : undefined;
    };
  }
  return options;
}

/** markdown-it percent-encodes image URLs (`my%20file.png`); the map holds them as written. */
function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
