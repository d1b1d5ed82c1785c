import {
  addLabels,
  type ContentProperty,
  getPage,
  type Page,
  pageDoc,
  pageLabels,
  setPageProperty,
  updatePage,
} from './api.js';
import { ensureUploaded, type LocalFile } from './attachments.js';
import { withoutFrontMatter } from './diff.js';
import { type BodyUrls, bodyTooLarge, buildDoc, linkHrefs, sameDoc } from './body.js';
import type { ConfluenceHttp } from './http.js';
import { PROPERTY_KEY, type PublishRecord, sourceHash, versionMessage } from './identity.js';
import type { PageRefs } from './links.js';
import type { SourcePage } from './plan.js';

/**
 * Writes one page's body, attachments, labels and publish record. The page exists (found, or
 * created empty just before). A body equal to what the page holds is not written; a 409 (a
 * save between our read and our write) re-reads the page once, re-checks that no one else
 * wrote it, and tries once more.
 */
export interface PageJob {
  page: SourcePage;
  refs: PageRefs;
  files: LocalFile[];
  id: string;
  spaceId: string;
  /** The page's version as last read (1 for a page created empty by this push). */
  version: number;
  /** The version mdadf (or `pull`) last saw written: another number means someone else saved. */
  known: number;
  createdNow: boolean;
  /** Where it must stand; undefined: where it is. */
  parentId?: string;
  property?: ContentProperty<unknown>;
  force: boolean;
}

export type WriteResult =
  | { status: 'written' | 'unchanged'; version: number; uploads: number }
  | { status: 'refused'; reason: string; uploads: number };

export class PageFailure extends Error {}

export async function writePage(
  http: ConfluenceHttp,
  job: PageJob,
  urls: BodyUrls,
  warnings: string[],
): Promise<WriteResult> {
  const { page } = job;
  const { fileIds, uploads } = await ensureUploaded(http, job.id, job.files, job.createdNow ? [] : undefined);
  const doc = buildDoc(page, job.refs, urls, { pageId: job.id, files: job.files, fileIds }, warnings);
  const size = bodyTooLarge(doc);
  if (size !== undefined)
    throw new PageFailure(
      `the body is ${size.toLocaleString('en')} bytes of ADF; Confluence takes at most 5 MB (split the page)`,
    );
  const hash = sourceHash({
    markdown: withoutFrontMatter(page.markdown),
    title: page.title,
    parentId: job.parentId,
    labels: page.labels,
    links: linkHrefs(page, job.refs, urls) ?? [],
    files: job.files.map((f) => [f.name, f.sha256] as const),
  });
  let version = job.version;
  let written = false;
  let current: Page | undefined;
  if (!job.createdNow) {
    current = await getPage(http, job.id);
    const now = current.version?.number ?? version;
    if (now !== job.known && !job.force) return refused(page, current, job.known, uploads);
    version = now;
  }
  const unchanged =
    current !== undefined &&
    current.title === page.title &&
    (job.parentId === undefined || current.parentId === job.parentId) &&
    sameDoc(pageDoc(current), doc);
  if (!unchanged) {
    const write = (number: number) =>
      updatePage(http, job.id, {
        spaceId: job.spaceId,
        title: page.title,
        parentId: job.parentId,
        doc,
        version: number,
        versionMessage: versionMessage(page, hash),
      });
    let answer: Page;
    try {
      answer = await write(version + 1);
    } catch (error) {
      if ((error as { status?: number }).status !== 409) throw error;
      // Someone saved between our read and our write: read again, check again, once.
      const again = await getPage(http, job.id);
      const now = again.version?.number ?? version;
      if (now !== version && now !== job.known && !job.force) return refused(page, again, job.known, uploads);
      try {
        answer = await write(now + 1);
      } catch (retry) {
        if ((retry as { status?: number }).status === 409)
          throw new PageFailure(
            `version conflict twice (409): the page keeps changing while mdadf writes it; nothing of it was overwritten, push again later`,
          );
        throw retry;
      }
    }
    version = answer.version?.number ?? version + 1;
    written = true;
  }
  await ensureLabels(http, job);
  if (written) {
    const record: PublishRecord = { source: page.key, hash, version };
    await setPageProperty(http, job.id, PROPERTY_KEY, record, job.property);
  }
  return { status: written ? 'written' : 'unchanged', version, uploads };
}

/** Labels the file names that the page lacks are added; labels the page has are never removed. */
async function ensureLabels(http: ConfluenceHttp, job: PageJob): Promise<void> {
  if (job.page.labels.length === 0) return;
  const held = job.createdNow ? [] : (await pageLabels(http, job.id)).map((l) => l.name.toLowerCase());
  const missing = job.page.labels.filter((l) => !held.includes(l.toLowerCase()));
  await addLabels(http, job.id, missing);
}

function refused(page: SourcePage, current: Page, known: number, uploads: number): WriteResult {
  return { status: 'refused', reason: editedMessage(page, current.version, known), uploads };
}

export function editedMessage(
  page: SourcePage,
  version: { number: number; authorId?: string } | undefined,
  known: number | undefined,
): string {
  const by = version?.authorId ? ` by ${version.authorId}` : '';
  const last = known === undefined ? 'mdadf never published it' : `mdadf last wrote or read version ${known}`;
  return `page '${page.title}' was edited in Confluence${by} (version ${version?.number ?? '?'}; ${last}); not overwritten: pull it, or push with --force`;
}
