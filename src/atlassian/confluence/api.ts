import type { AdfDoc } from '../../types.js';
import type { ConfluenceHttp, HttpAnswer } from './http.js';

/**
 * Typed calls over the shared client for the parts of Confluence Cloud publishing needs: the
 * v2 pages API (bodies in `atlas_doc_format`), spaces, labels, content properties and
 * attachments, plus the two v1 endpoints v2 lacks (attachment upload, adding labels). Each
 * function is one request, or one listing followed through its `_links.next` cursors.
 */
const V2 = '/wiki/api/v2';
const V1 = '/wiki/rest/api';

export interface Space {
  id: string;
  key: string;
  name?: string;
  homepageId?: string;
  /** The site's Confluence base URL as the site names it (`https://acme.atlassian.net/wiki`), from the answer's `_links.base`. */
  base?: string;
}

export interface PageVersion {
  number: number;
  authorId?: string;
  message?: string;
  createdAt?: string;
}

export interface PageSummary {
  id: string;
  title: string;
  spaceId?: string;
  parentId?: string | null;
  version?: PageVersion;
  /** `base`: the site's Confluence address (`https://acme.atlassian.net/wiki`), on a page answered alone. */
  _links?: { webui?: string; base?: string };
}

export interface Page extends PageSummary {
  body?: { atlas_doc_format?: { value: string; representation?: string } };
}

export interface ContentProperty<V = unknown> {
  id: string;
  key: string;
  value: V;
  version?: { number: number };
}

export interface Attachment {
  id: string;
  title: string;
  fileId?: string;
  fileSize?: number;
  comment?: string;
  mediaType?: string;
  pageId?: string;
  downloadLink?: string;
  _links?: { download?: string };
}

export interface Label {
  id?: string;
  name: string;
  prefix?: string;
}

/** The largest page a listing may ask for: fewer round trips when a space has many pages. */
const PAGE_SIZE = 250;

/** Every result of a v2 listing, following `_links.next` (a path under the site) to the end. */
export async function listAll<T>(
  http: ConfluenceHttp,
  path: string,
  query: Record<string, string | number | undefined>,
): Promise<T[]> {
  const results: T[] = [];
  let answer = await http.get(path, { query });
  for (;;) {
    const body = answer.body as { results?: T[]; _links?: { next?: string } };
    results.push(...(body.results ?? []));
    const next = body._links?.next;
    if (!next) return results;
    // `next` is relative to the site's /wiki base in Cloud (`/wiki/api/v2/pages?cursor=…`).
    answer = await http.get(next.startsWith('/wiki/') ? next : `/wiki${next}`, {});
  }
}

export async function getSpaceByKey(http: ConfluenceHttp, key: string): Promise<Space | undefined> {
  const answer = await http.get(`${V2}/spaces`, { query: { keys: key, limit: 1 } });
  const body = answer.body as { results?: Space[]; _links?: { base?: string } };
  const space = body.results?.find((s) => s.key === key);
  return space && { ...space, ...(body._links?.base ? { base: body._links.base } : {}) };
}

/** Every current page of a space: id, title, parent and current version, without bodies. */
export function listSpacePages(http: ConfluenceHttp, spaceId: string): Promise<PageSummary[]> {
  return listAll<PageSummary>(http, `${V2}/pages`, {
    'space-id': spaceId,
    limit: PAGE_SIZE,
    status: 'current',
  });
}

/** The pages of a space with this exact title (titles are unique in a space: zero or one). */
export function findPagesByTitle(
  http: ConfluenceHttp,
  spaceId: string,
  title: string,
): Promise<PageSummary[]> {
  return listAll<PageSummary>(http, `${V2}/pages`, { 'space-id': spaceId, title, limit: PAGE_SIZE });
}

export interface PageListing {
  /** With `bodies`, each a `Page` with its body. */
  results: PageSummary[];
  /** The site's Confluence address as the listing names it (`_links.base`). */
  base?: string;
  /** The cursor of the next page of results, when there is one. */
  cursor?: string;
}

/**
 * One page of a space's current pages (of one exact title when given; with their bodies when
 * asked), most recently changed first, with the cursor of the next: what a caller that shows
 * results a page at a time needs.
 */
export async function listPages(
  http: ConfluenceHttp,
  spaceId: string,
  options: { title?: string; limit?: number; cursor?: string; bodies?: boolean } = {},
): Promise<PageListing> {
  const answer = await http.get(`${V2}/pages`, {
    query: {
      'space-id': spaceId,
      status: 'current',
      sort: '-modified-date',
      title: options.title,
      'body-format': options.bodies ? 'atlas_doc_format' : undefined,
      limit: options.limit,
      cursor: options.cursor,
    },
  });
  const body = answer.body as { results?: PageSummary[]; _links?: { next?: string; base?: string } };
  const next = body._links?.next;
  const cursor = next ? (new URL(next, 'http://site').searchParams.get('cursor') ?? undefined) : undefined;
  return { results: body.results ?? [], cursor, ...(body._links?.base ? { base: body._links.base } : {}) };
}

export async function getPage(http: ConfluenceHttp, id: string): Promise<Page> {
  const answer = await http.get(`${V2}/pages/${encodeURIComponent(id)}`, {
    query: { 'body-format': 'atlas_doc_format' },
  });
  return answer.body as Page;
}

/** The page's body as an ADF document, or null when it holds none (or not as ADF). */
export function pageDoc(page: Page): AdfDoc | null {
  const value = page.body?.atlas_doc_format?.value;
  if (typeof value !== 'string' || value === '') return null;
  try {
    const doc = JSON.parse(value) as AdfDoc;
    return doc?.type === 'doc' ? doc : null;
  } catch {
    return null;
  }
}

export interface PageWrite {
  spaceId: string;
  title: string;
  parentId?: string;
  doc: AdfDoc;
}

const adfBody = (doc: AdfDoc) => ({ representation: 'atlas_doc_format', value: JSON.stringify(doc) });

export async function createPage(
  http: ConfluenceHttp,
  page: PageWrite & { versionMessage?: string },
): Promise<Page> {
  const answer = await http.post(`${V2}/pages`, {
    json: {
      spaceId: page.spaceId,
      status: 'current',
      title: page.title,
      ...(page.parentId ? { parentId: page.parentId } : {}),
      body: adfBody(page.doc),
    },
  });
  return answer.body as Page;
}

/** `version` is the new number: the current one plus one (a stale number is answered 409). */
export async function updatePage(
  http: ConfluenceHttp,
  id: string,
  page: PageWrite & { version: number; versionMessage?: string },
): Promise<Page> {
  const answer = await http.put(`${V2}/pages/${encodeURIComponent(id)}`, {
    json: {
      id,
      status: 'current',
      title: page.title,
      spaceId: page.spaceId,
      ...(page.parentId ? { parentId: page.parentId } : {}),
      body: adfBody(page.doc),
      version: { number: page.version, ...(page.versionMessage ? { message: page.versionMessage } : {}) },
    },
  });
  return answer.body as Page;
}

export function childPages(http: ConfluenceHttp, id: string): Promise<PageSummary[]> {
  return listAll<PageSummary>(http, `${V2}/pages/${encodeURIComponent(id)}/children`, { limit: PAGE_SIZE });
}

export function pageLabels(http: ConfluenceHttp, id: string): Promise<Label[]> {
  return listAll<Label>(http, `${V2}/pages/${encodeURIComponent(id)}/labels`, { limit: PAGE_SIZE });
}

/** v2 reads labels only; adding them is v1's `POST /content/{id}/label`. Existing labels stay. */
export async function addLabels(http: ConfluenceHttp, id: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await http.post(`${V1}/content/${encodeURIComponent(id)}/label`, {
    json: names.map((name) => ({ prefix: 'global', name })),
  });
}

export async function getPageProperty<V>(
  http: ConfluenceHttp,
  id: string,
  key: string,
): Promise<ContentProperty<V> | undefined> {
  const answer = await http.get(`${V2}/pages/${encodeURIComponent(id)}/properties`, { query: { key } });
  return (answer.body as { results?: ContentProperty<V>[] }).results?.find((p) => p.key === key);
}

/** Creates the property, or updates it (its version plus one) when `existing` is given. */
export async function setPageProperty<V>(
  http: ConfluenceHttp,
  id: string,
  key: string,
  value: V,
  existing?: ContentProperty<unknown>,
): Promise<ContentProperty<V>> {
  const base = `${V2}/pages/${encodeURIComponent(id)}/properties`;
  const answer: HttpAnswer = existing
    ? await http.put(`${base}/${encodeURIComponent(existing.id)}`, {
        json: { key, value, version: { number: (existing.version?.number ?? 1) + 1 } },
      })
    : await http.post(base, { json: { key, value } });
  return answer.body as ContentProperty<V>;
}

export function pageAttachments(http: ConfluenceHttp, id: string): Promise<Attachment[]> {
  return listAll<Attachment>(http, `${V2}/pages/${encodeURIComponent(id)}/attachments`, { limit: PAGE_SIZE });
}

export interface UploadedAttachment {
  id: string;
  title: string;
  fileId: string;
}

/**
 * Creates or replaces the page's attachment of this file name (v1: v2 has no upload). The
 * answer's `extensions.fileId` is the media id an ADF `media` node takes.
 */
export async function uploadAttachment(
  http: ConfluenceHttp,
  pageId: string,
  file: { name: string; bytes: Uint8Array; mediaType: string; comment?: string },
): Promise<UploadedAttachment> {
  const form = new FormData();
  form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.mediaType }), file.name);
  if (file.comment) form.append('comment', file.comment);
  form.append('minorEdit', 'true');
  const answer = await http.upload(`${V1}/content/${encodeURIComponent(pageId)}/child/attachment`, {
    form,
    method: 'PUT',
    headers: { 'X-Atlassian-Token': 'nocheck' },
  });
  const result = (
    answer.body as { results?: { id: string; title: string; extensions?: { fileId?: string } }[] }
  ).results?.[0];
  const fileId = result?.extensions?.fileId;
  if (!result || !fileId) throw new Error(`the upload of ${file.name} answered no extensions.fileId`);
  return { id: result.id, title: result.title, fileId };
}

/** An attachment's bytes, from its download link (relative to the site's /wiki). */
export async function downloadAttachment(http: ConfluenceHttp, attachment: Attachment): Promise<Uint8Array> {
  const link = attachment.downloadLink ?? attachment._links?.download;
  if (!link) throw new Error(`attachment ${attachment.title} has no download link`);
  return http.download(link.startsWith('/wiki/') ? link : `/wiki${link}`);
}
