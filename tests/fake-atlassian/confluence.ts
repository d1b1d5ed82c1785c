/**
 * Confluence on the fake site: spaces, pages with versions and parents, content properties,
 * labels and attachments, kept in memory. The v2 operations are served by operationId (the
 * core validates each request and answer against confluence-v2.subset.json); the v1 endpoints
 * v2 lacks (attachment upload, adding labels, the attachment download) are routes, checked
 * here as the description's README states them. Titles are unique in a space, a stale
 * version number is answered 409, a body over 5 MB 413, and every ADF body is validated
 * against the official schema (an invalid one is a 400 and a violation).
 */
import { createHash } from 'node:crypto';
import { errorBody, type FakeAnswer, type FakeRequest, type FakeSite, type RouteModule } from './server.js';

/** The account the fake's credentials belong to; `someone else` edits as another. */
export const FAKE_ACCOUNT = '557058:fake-publisher';
export const OTHER_ACCOUNT = '5b10ac8d82e05b22cc7d4ef5';
const MAX_BODY = 5 * 1024 * 1024;

export interface FakeVersion {
  number: number;
  authorId: string;
  message: string;
  createdAt: string;
  body: string;
}
export interface FakeAttachment {
  id: string;
  fileId: string;
  title: string;
  mediaType: string;
  comment: string;
  bytes: Buffer;
  version: number;
}
export interface FakePage {
  id: string;
  spaceId: string;
  title: string;
  parentId?: string;
  versions: FakeVersion[];
  labels: string[];
  properties: Map<string, { id: string; key: string; value: unknown; version: number }>;
  attachments: FakeAttachment[];
}
export interface ConfluenceState {
  spaces: { id: string; key: string; name: string; homepageId: string }[];
  pages: Map<string, FakePage>;
  next: number;
}

export function confluenceState(site: FakeSite): ConfluenceState {
  let state = site.state.get('confluence') as ConfluenceState | undefined;
  if (!state) {
    state = { spaces: [], pages: new Map(), next: 65_536 };
    site.state.set('confluence', state);
    // Two spaces to publish to, as `npm run fake-atlassian` offers them.
    addSpace(site, 'DOCS', 'Docs');
    addSpace(site, 'DEMO', 'Demo');
  }
  return state;
}

/** A space of the site by its key. */
export function spaceOf(site: FakeSite, key: string): { id: string; key: string; homepageId: string } {
  const space = confluenceState(site).spaces.find((s) => s.key === key);
  if (!space) throw new Error(`no space ${key}`);
  return space;
}

const newId = (state: ConfluenceState) => String(state.next++);
const now = () => new Date().toISOString();
const emptyDoc = JSON.stringify({ type: 'doc', version: 1, content: [] });

/** A space with its home page, as a new Confluence space has. */
export function addSpace(site: FakeSite, key: string, name = key): { id: string; homepageId: string } {
  const state = confluenceState(site);
  const id = newId(state);
  const home = addPage(site, { spaceId: id, title: `${name} Home` });
  state.spaces.push({ id, key, name, homepageId: home.id });
  return { id, homepageId: home.id };
}

/** A page made as a person would (not by mdadf): no content property. */
export function addPage(
  site: FakeSite,
  page: { spaceId: string; title: string; parentId?: string; body?: string; authorId?: string },
): FakePage {
  const state = confluenceState(site);
  const made: FakePage = {
    id: newId(state),
    spaceId: page.spaceId,
    title: page.title,
    parentId: page.parentId,
    versions: [version(1, page.authorId ?? OTHER_ACCOUNT, '', page.body ?? emptyDoc)],
    labels: [],
    properties: new Map(),
    attachments: [],
  };
  state.pages.set(made.id, made);
  return made;
}

/** The switch: someone else saves the page in Confluence (a new version, a paragraph added). */
export function editAsSomeoneElse(
  site: FakeSite,
  pageId: string,
  text = 'Edited in Confluence.',
): FakeVersion {
  const page = confluenceState(site).pages.get(pageId);
  if (!page) throw new Error(`no page ${pageId}`);
  const doc = JSON.parse(current(page).body);
  doc.content.push({ type: 'paragraph', content: [{ type: 'text', text }] });
  const next = version(current(page).number + 1, OTHER_ACCOUNT, '', JSON.stringify(doc));
  page.versions.push(next);
  return next;
}

function version(number: number, authorId: string, message: string, body: string): FakeVersion {
  return { number, authorId, message, createdAt: now(), body };
}
const current = (page: FakePage) => page.versions[page.versions.length - 1];

const fail = (status: number, message?: string): FakeAnswer => ({ status, body: errorBody(status, message) });

function pageJson(site: FakeSite, page: FakePage, withBody: boolean) {
  const latest = current(page);
  const space = confluenceState(site).spaces.find((s) => s.id === page.spaceId);
  return {
    id: page.id,
    status: 'current',
    title: page.title,
    spaceId: page.spaceId,
    ...(page.parentId ? { parentId: page.parentId, parentType: 'page' } : {}),
    authorId: page.versions[0].authorId,
    createdAt: page.versions[0].createdAt,
    version: {
      number: latest.number,
      authorId: latest.authorId,
      message: latest.message,
      createdAt: latest.createdAt,
      minorEdit: false,
    },
    ...(withBody
      ? { body: { atlas_doc_format: { representation: 'atlas_doc_format', value: latest.body } } }
      : {}),
    _links: { webui: `/spaces/${space?.key ?? ''}/pages/${page.id}`, tinyui: `/x/${page.id}` },
  };
}

/** The site's own Confluence address, as answers name it (`_links.base`); the gateway's requests get it too. */
const baseOf = (request: FakeRequest) => `http://${request.headers.host ?? '127.0.0.1'}/wiki`;

/** A page answered on its own carries the site's base among its links, as the description has it. */
function single(request: FakeRequest, page: ReturnType<typeof pageJson>) {
  return { ...page, _links: { ...page._links, base: baseOf(request) } };
}

/** A v2 listing: `limit` results from `cursor`, `_links.next` while more are left. */
function listing(request: FakeRequest, items: unknown[], fallbackLimit: number): FakeAnswer {
  const limit = Math.min(Number(request.query.limit ?? fallbackLimit), 250);
  const offset = request.query.cursor
    ? Number(Buffer.from(String(request.query.cursor), 'base64url').toString())
    : 0;
  const results = items.slice(offset, offset + limit);
  const base = baseOf(request);
  const body: { results: unknown[]; _links: Record<string, string> } = { results, _links: { base } };
  if (offset + limit < items.length) {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query))
      if (key !== 'cursor') for (const v of [value].flat()) next.append(key, v);
    next.set('cursor', Buffer.from(String(offset + limit)).toString('base64url'));
    body._links.next = `${request.path}?${next}`;
  }
  return {
    status: 200,
    body,
    headers: body._links.next ? { link: `<${body._links.next}>; rel="next"` } : {},
  };
}

/** Checks an ADF body the way Confluence would refuse it; undefined when it may be stored. */
function badBody(site: FakeSite, body: unknown): FakeAnswer | undefined {
  const value = (body as { value?: unknown } | undefined)?.value;
  const representation = (body as { representation?: unknown } | undefined)?.representation;
  if (representation !== 'atlas_doc_format' || typeof value !== 'string')
    return fail(400, 'body must be atlas_doc_format');
  if (Buffer.byteLength(value) > MAX_BODY) return fail(413);
  let doc: unknown;
  try {
    doc = JSON.parse(value);
  } catch {
    return fail(400, 'the ADF body is not JSON');
  }
  const errors = site.adfErrors(doc);
  if (errors.length > 0) {
    site.violations.push(`ADF body refused: ${errors.join('; ')}`);
    return fail(400, `invalid ADF: ${errors.join('; ')}`);
  }
  return undefined;
}

function titleTaken(state: ConfluenceState, spaceId: string, title: string, except?: string): boolean {
  for (const page of state.pages.values())
    if (page.spaceId === spaceId && page.id !== except && page.title.toLowerCase() === title.toLowerCase())
      return true;
  return false;
}

const pageOf = (site: FakeSite, id: string | undefined) => confluenceState(site).pages.get(String(id));

function attachmentJson(page: FakePage, a: FakeAttachment) {
  return {
    id: a.id,
    status: 'current',
    title: a.title,
    pageId: page.id,
    mediaType: a.mediaType,
    comment: a.comment,
    fileId: a.fileId,
    fileSize: a.bytes.length,
    downloadLink: `/download/attachments/${page.id}/${encodeURIComponent(a.title)}?version=${a.version}`,
    version: { number: a.version },
    _links: {
      download: `/download/attachments/${page.id}/${encodeURIComponent(a.title)}?version=${a.version}`,
    },
  };
}

export const confluenceModule: RouteModule = {
  name: 'confluence',
  api: 'confluence',
  documentedStatuses: { updatePage: [409, 413], createPage: [409] },
  operations: {
    getSpaces(request, site) {
      const keys = [request.query.keys ?? []].flat().flatMap((k) => String(k).split(','));
      const spaces = confluenceState(site).spaces.filter((s) => keys.length === 0 || keys.includes(s.key));
      return listing(
        request,
        spaces.map((s) => ({ ...s, type: 'global', status: 'current' })),
        25,
      );
    },
    getPages(request, site) {
      const spaceIds = [request.query['space-id'] ?? []].flat().flatMap((k) => String(k).split(','));
      const title = request.query.title === undefined ? undefined : String(request.query.title);
      const pages = [...confluenceState(site).pages.values()].filter(
        (p) =>
          (spaceIds.length === 0 || spaceIds.includes(p.spaceId)) &&
          (title === undefined || p.title === title),
      );
      const withBody = request.query['body-format'] === 'atlas_doc_format';
      return listing(
        request,
        pages.map((p) => pageJson(site, p, withBody)),
        25,
      );
    },
    getPageById(request, site) {
      const page = pageOf(site, request.params.id);
      if (!page) return fail(404);
      return {
        status: 200,
        body: single(request, pageJson(site, page, request.query['body-format'] === 'atlas_doc_format')),
      };
    },
    createPage(request, site) {
      const state = confluenceState(site);
      const body = request.body as { spaceId: string; title?: string; parentId?: string; body?: unknown };
      const space = state.spaces.find((s) => s.id === String(body.spaceId));
      if (!space) return fail(404, 'no such space');
      if (!body.title) return fail(400, 'a page needs a title');
      const refused = badBody(site, body.body);
      if (refused) return refused;
      if (titleTaken(state, space.id, body.title))
        return fail(
          400,
          'A page with this title already exists: a page already exists with the same TITLE in this space',
        );
      const parentId = body.parentId ?? space.homepageId;
      if (pageOf(site, parentId)?.spaceId !== space.id) return fail(404, 'no such parent page');
      const page = addPage(site, { spaceId: space.id, title: body.title, parentId, authorId: FAKE_ACCOUNT });
      page.versions[0].body = (body.body as { value: string }).value;
      return { status: 200, body: single(request, pageJson(site, page, true)) };
    },
    updatePage(request, site) {
      const state = confluenceState(site);
      const page = pageOf(site, request.params.id);
      if (!page) return fail(404);
      const body = request.body as {
        title: string;
        parentId?: string;
        body: unknown;
        version: { number?: number; message?: string };
      };
      if (body.version.number !== current(page).number + 1)
        return fail(
          409,
          `Version must be incremented on update. Current version is: ${current(page).number}`,
        );
      const refused = badBody(site, body.body);
      if (refused) return refused;
      if (titleTaken(state, page.spaceId, body.title, page.id))
        return fail(
          400,
          'A page with this title already exists: a page already exists with the same TITLE in this space',
        );
      if (body.parentId && pageOf(site, body.parentId)?.spaceId !== page.spaceId)
        return fail(404, 'no such parent page');
      page.title = body.title;
      if (body.parentId) page.parentId = body.parentId;
      const value = (body.body as { value: string }).value;
      page.versions.push(version(current(page).number + 1, FAKE_ACCOUNT, body.version.message ?? '', value));
      return { status: 200, body: single(request, pageJson(site, page, true)) };
    },
    getChildPages(request, site) {
      const children = [...confluenceState(site).pages.values()].filter(
        (p) => p.parentId === request.params.id,
      );
      return listing(
        request,
        children.map((p, i) => ({
          id: p.id,
          status: 'current',
          title: p.title,
          spaceId: p.spaceId,
          childPosition: i,
        })),
        25,
      );
    },
    getPageVersions(request, site) {
      const page = pageOf(site, request.params.id);
      if (!page) return fail(404);
      const versions = [...page.versions].reverse().map(({ body: _, ...v }) => ({ ...v, minorEdit: false }));
      return listing(request, versions, 25);
    },
    getPageLabels(request, site) {
      const page = pageOf(site, request.params.id);
      if (!page) return fail(404);
      const labels = page.labels.map((name) => ({ id: hashId(name), name, prefix: 'global' }));
      return listing(request, labels, 25);
    },
    getPageAttachments(request, site) {
      const page = pageOf(site, request.params.id);
      if (!page) return fail(404);
      return listing(
        request,
        page.attachments.map((a) => attachmentJson(page, a)),
        50,
      );
    },
    getAttachmentById(request, site) {
      for (const page of confluenceState(site).pages.values()) {
        const found = page.attachments.find((a) => a.id === request.params.id);
        if (found) return { status: 200, body: attachmentJson(page, found) };
      }
      return fail(404);
    },
    getPageContentProperties(request, site) {
      const page = pageOf(site, request.params['page-id']);
      if (!page) return fail(404);
      const key = request.query.key;
      const properties = [...page.properties.values()]
        .filter((p) => key === undefined || p.key === key)
        .map((p) => ({ id: p.id, key: p.key, value: p.value, version: { number: p.version } }));
      return listing(request, properties, 25);
    },
    createPageProperty(request, site) {
      const page = pageOf(site, request.params['page-id']);
      if (!page) return fail(404);
      const { key, value } = request.body as { key?: string; value?: unknown };
      if (!key) return fail(400, 'a property needs a key');
      if (page.properties.has(key)) return fail(400, `the property ${key} exists`);
      const property = { id: newId(confluenceState(site)), key, value, version: 1 };
      page.properties.set(key, property);
      return { status: 200, body: { id: property.id, key, value, version: { number: 1 } } };
    },
    updatePagePropertyById(request, site) {
      const page = pageOf(site, request.params['page-id']);
      const property = [...(page?.properties.values() ?? [])].find(
        (p) => p.id === request.params['property-id'],
      );
      if (!page || !property) return fail(404);
      const { value, version: v } = request.body as { value?: unknown; version?: { number?: number } };
      if (v?.number !== property.version + 1) return fail(400, 'the property version must be incremented');
      property.value = value;
      property.version++;
      return {
        status: 200,
        body: { id: property.id, key: property.key, value, version: { number: property.version } },
      };
    },
  },
  routes: [
    {
      method: 'PUT',
      pattern: /^\/wiki\/rest\/api\/content\/(?<id>\d+)\/child\/attachment$/,
      reason: 'v1 attachment upload (create or update), described in the README of the descriptions',
      handler: upload,
    },
    {
      method: 'POST',
      pattern: /^\/wiki\/rest\/api\/content\/(?<id>\d+)\/child\/attachment$/,
      reason: 'v1 attachment upload (create only)',
      handler: upload,
    },
    {
      method: 'POST',
      pattern: /^\/wiki\/rest\/api\/content\/(?<id>\d+)\/label$/,
      reason: 'v1 label add: v2 reads labels only',
      handler: addLabels,
    },
    {
      method: 'GET',
      pattern: /^\/wiki\/download\/attachments\/(?<id>\d+)\/(?<name>[^/]+)$/,
      reason: 'attachment download link (downloadLink of v2 attachments)',
      handler: download,
    },
  ],
};

const hashId = (text: string) =>
  String(Number.parseInt(createHash('sha256').update(text).digest('hex').slice(0, 8), 16));

async function upload(request: FakeRequest, site: FakeSite): Promise<FakeAnswer> {
  if (request.headers['x-atlassian-token'] !== 'nocheck') return fail(403, 'XSRF check failed');
  const page = pageOf(site, request.params.id);
  if (!page) return fail(404);
  const contentType = String(request.headers['content-type'] ?? '');
  if (!contentType.startsWith('multipart/form-data')) return fail(415);
  const form = await new Response(new Uint8Array(request.raw), {
    headers: { 'content-type': contentType },
  }).formData();
  const file = form.get('file');
  if (!file || typeof file === 'string') return fail(400, "the multipart part 'file' is missing");
  const title = (file as File).name;
  const bytes = Buffer.from(await file.arrayBuffer());
  const comment = typeof form.get('comment') === 'string' ? String(form.get('comment')) : '';
  let attachment = page.attachments.find((a) => a.title === title);
  if (attachment && request.method === 'POST')
    return fail(400, `Cannot add a new attachment with same file name as an existing attachment: ${title}`);
  const state = confluenceState(site);
  if (attachment)
    Object.assign(attachment, {
      bytes,
      comment,
      version: attachment.version + 1,
      fileId: crypto.randomUUID(),
    });
  else {
    attachment = {
      id: `att${newId(state)}`,
      fileId: crypto.randomUUID(),
      title,
      mediaType: file.type || 'application/octet-stream',
      comment,
      bytes,
      version: 1,
    };
    page.attachments.push(attachment);
  }
  const a = attachment;
  return {
    status: 200,
    body: {
      results: [
        {
          id: a.id,
          type: 'attachment',
          status: 'current',
          title: a.title,
          version: { number: a.version },
          metadata: { mediaType: a.mediaType, comment: a.comment },
          extensions: {
            mediaType: a.mediaType,
            fileSize: a.bytes.length,
            comment: a.comment,
            fileId: a.fileId,
            collectionName: `contentId-${page.id}`,
          },
          _links: { download: attachmentJson(page, a).downloadLink },
        },
      ],
      size: 1,
    },
  };
}

function addLabels(request: FakeRequest, site: FakeSite): FakeAnswer {
  const page = pageOf(site, request.params.id);
  if (!page) return fail(404);
  let labels: unknown;
  try {
    labels = JSON.parse(request.raw.toString('utf8'));
  } catch {
    return fail(400, 'the body is not JSON');
  }
  if (!Array.isArray(labels) || !labels.every((l) => typeof l?.name === 'string' && /^[^\s:]+$/.test(l.name)))
    return fail(400, 'labels: an array of { prefix, name } without spaces');
  for (const { name } of labels as { name: string }[])
    if (!page.labels.includes(name)) page.labels.push(name);
  const results = page.labels.map((name) => ({ prefix: 'global', name, id: hashId(name), label: name }));
  return { status: 200, body: { results, start: 0, limit: 200, size: results.length } };
}

function download(request: FakeRequest, site: FakeSite): FakeAnswer {
  const page = pageOf(site, request.params.id);
  const name = decodeURIComponent(request.params.name ?? '');
  const attachment = page?.attachments.find((a) => a.title === name);
  if (!attachment) return fail(404);
  return { status: 200, bytes: attachment.bytes, headers: { 'content-type': attachment.mediaType } };
}
