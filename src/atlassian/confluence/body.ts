import { convert } from '../../compose/convert.js';
import type { AdfDoc } from '../../types.js';
import { sameJson } from '../adf-compare.js';
import type { Space } from './api.js';
import type { LocalFile } from './attachments.js';
import { hrefFor, type PageRefs } from './links.js';
import { type SourcePage, withoutFirstH1 } from './plan.js';

/**
 * A page's body: its Markdown converted with the `atlassian` profile, its links to pages of
 * the tree pointing at those pages, its images as media of the page's own attachments (with
 * their real pixel size), and without the heading its title came from.
 */
export interface BodyUrls {
  page(page: SourcePage): string | undefined;
  /** The URL of a local file uploaded to the page `from`. */
  file(path: string, from: SourcePage): string | undefined;
}

/**
 * Links point where the site says it is (`_links.base`), not at the API's address: through a
 * scoped token's gateway (`api.atlassian.com/ex/confluence/…`) the two differ.
 */
export function bodyUrls(
  site: string,
  space: Space,
  tree: { idOf(key: string): string | undefined; filesOf(key: string): readonly LocalFile[] },
): BodyUrls {
  const base = (space.base?.replace(/\/wiki\/?$/, '') ?? site).replace(/\/+$/, '');
  return {
    page: (page) => {
      const id = tree.idOf(page.key);
      return id === undefined
        ? undefined
        : `${base}/wiki/spaces/${encodeURIComponent(space.key)}/pages/${id}`;
    },
    file: (path, from) => {
      const id = tree.idOf(from.key);
      const file = tree.filesOf(from.key).find((f) => f.path === path);
      return file && id
        ? `${base}/wiki/download/attachments/${id}/${encodeURIComponent(file.name)}`
        : undefined;
    },
  };
}

/** The media node's attributes of a file uploaded to a page: its `fileId`, the page's collection, the real pixel size. */
export function pageMedia(file: LocalFile, fileId: string, pageId: string) {
  return {
    type: 'file' as const,
    id: fileId,
    collection: `contentId-${pageId}`,
    ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
  };
}

export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export const EMPTY_DOC: AdfDoc = { type: 'doc', version: 1, content: [] };

export function buildDoc(
  page: SourcePage,
  refs: PageRefs,
  urls: BodyUrls,
  media: { pageId: string; files: readonly LocalFile[]; fileIds: ReadonlyMap<string, string> },
  warnings: string[],
): AdfDoc {
  if (!page.file) return EMPTY_DOC;
  const byPath = new Map(media.files.map((f) => [f.path, f]));
  const { doc, diagnostics } = convert(page.markdown, {
    profile: 'atlassian',
    resolveLink: (url) => {
      const target = refs.links.get(url);
      const href = target && hrefFor(target, page, urls, warnings);
      return href === undefined ? undefined : { href };
    },
    resolveImage: (url) => {
      const path = refs.images.get(url);
      const file = path ? byPath.get(path) : undefined;
      const id = path ? media.fileIds.get(path) : undefined;
      if (!file || !id) return undefined;
      return pageMedia(file, id, media.pageId);
    },
  });
  for (const d of diagnostics)
    if (d.code !== 'relative-image')
      warnings.push(`${page.key}:${d.line}:${d.column}: ${d.severity}: ${d.message} [${d.code}]`);
  return page.titleFrom === 'first heading' ? withoutFirstH1(doc) : doc;
}

/** The hrefs the page's links take (for its hash); undefined when a target page has no id yet. */
export function linkHrefs(page: SourcePage, refs: PageRefs, urls: BodyUrls): [string, string][] | undefined {
  const hrefs: [string, string][] = [];
  const ignored: string[] = [];
  for (const [url, target] of refs.links) {
    if (target.kind === 'page' && urls.page(target.page) === undefined) return undefined;
    hrefs.push([url, hrefFor(target, page, urls, ignored) ?? '']);
  }
  return hrefs;
}

/** Bodies compared as Confluence keeps them: key order and generated `localId`s do not count. */
export function sameDoc(a: AdfDoc | null, b: AdfDoc | null): boolean {
  return a !== null && b !== null && sameJson(comparable(a), comparable(b));
}

function comparable(doc: AdfDoc): unknown {
  return JSON.parse(
    JSON.stringify(doc, (key, v) => {
      if (key === 'localId') return undefined;
      return key === 'href' && typeof v === 'string' ? pageLinkForm(v) : v;
    }),
  );
}

/** A link to a Confluence page, by id and anchor only: `/wiki/spaces/KEY/pages/ID/Some+Title#A` is `page:ID#A`. */
export function pageLinkForm(href: string): string {
  const match = /\/wiki\/spaces\/[^/]+\/pages\/(\d+)(?:\/[^#?]*)?(?:\?[^#]*)?(#.*)?$/.exec(href);
  return match ? `page:${match[1]}${match[2] ?? ''}` : href;
}

export function bodyTooLarge(doc: AdfDoc): number | undefined {
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  return bytes > MAX_BODY_BYTES ? bytes : undefined;
}
