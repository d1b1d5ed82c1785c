import { mapSettled } from '../pool.js';
import {
  type ContentProperty,
  createPage,
  getPageProperty,
  getSpaceByKey,
  listSpacePages,
  type PageSummary,
} from './api.js';
import { type LocalFile, localFiles } from './attachments.js';
import { type BodyUrls, bodyUrls, EMPTY_DOC, linkHrefs } from './body.js';
import { pageDiff, withoutFrontMatter } from './diff.js';
import type { ConfluenceHttp } from './http.js';
import {
  type Match,
  markerHash,
  matchPages,
  PROPERTY_KEY,
  type PublishRecord,
  sourceHash,
} from './identity.js';
import { indexTree, type PageRefs, scanPage } from './links.js';
import { PlanError, planTree } from './plan.js';
import { writeBackPageIds } from './write-back.js';
import { editedMessage, type PageJob, writePage } from './write-page.js';

/**
 * `mdadf confluence push`: a folder (or one file) to a page tree in a space. The whole plan
 * (every page's title, parent, and whether it is created, updated, unchanged or refused) is
 * made and checked before the first write. An unchanged page costs no request of its own: the
 * space's listing shows each page's current version, whose message carries the hash mdadf
 * wrote. Then new pages are created empty, parents first, and every page to write gets its
 * attachments, body, labels and publish record; one failed page does not stop the others.
 */
export interface PushOptions {
  http: ConfluenceHttp;
  /** The site's base URL, for the links between pages (`https://acme.atlassian.net`). */
  site: string;
  path: string;
  space: string;
  parent?: string;
  dryRun?: boolean;
  force?: boolean;
  jobs?: number;
  /** Write `page_id` into the front matter of files whose page was created or found by title (default true). */
  writeBack?: boolean;
  /** Called once the plan is made, with the number of pages. */
  onPlan?: (pages: number) => void;
  /** Called as each page is settled. */
  onPage?: (outcome: PageOutcome) => void;
}

export type PageStatus = 'created' | 'updated' | 'unchanged' | 'refused' | 'failed';

export interface PageOutcome {
  key: string;
  title: string;
  depth: number;
  status: PageStatus;
  pageId?: string;
  url?: string;
  reason?: string;
  /** Dry run: the page's current body as Markdown against the file, as a unified diff. */
  diff?: string;
  uploads?: number;
}

export interface PushResult {
  dryRun: boolean;
  pages: PageOutcome[];
  warnings: string[];
}

interface Entry extends Match {
  refs: PageRefs;
  files: LocalFile[];
  id?: string;
  property?: ContentProperty<unknown>;
  known?: number;
  outcome?: PageOutcome;
  decision?: 'create' | 'update' | 'unchanged' | 'refused';
  reason?: string;
}

export async function pushTree(options: PushOptions): Promise<PushResult> {
  const { http } = options;
  const warnings: string[] = [];
  const pages = await planTree(options.path);
  const tree = indexTree(pages);
  const scanned = pages.map((page) => ({ page, refs: scanPage(page, tree) }));
  const missing = scanned.flatMap((s) => s.refs.errors);
  if (missing.length > 0) throw new PlanError(`nothing was written:\n  ${missing.join('\n  ')}`);
  for (const s of scanned) warnings.push(...s.refs.warnings);
  const space = await getSpaceByKey(http, options.space);
  if (!space)
    throw new PlanError(
      `space '${options.space}' not found on ${options.site} (check the key and its permissions)`,
    );
  const listing = await listSpacePages(http, space.id);
  const properties = new Map<string, ContentProperty<unknown> | undefined>();
  const propertyOf = async (id: string) => {
    if (!properties.has(id)) properties.set(id, await getPageProperty(http, id, PROPERTY_KEY));
    return properties.get(id);
  };
  const isOurs = async (remote: PageSummary) =>
    markerHash(remote) !== undefined || (await propertyOf(remote.id)) !== undefined;
  const matches = await matchPages(pages, listing, space.key, isOurs);
  const entries: Entry[] = [];
  for (const match of matches)
    entries.push({
      ...match,
      refs: scanned.find((s) => s.page === match.page)!.refs,
      files: await localFiles(match.page.file, scanned.find((s) => s.page === match.page)!.refs),
      id: match.remote?.id,
    });
  const byKey = new Map(entries.map((e) => [e.page.key, e]));
  const urls = bodyUrls(options.site, space, {
    idOf: (key) => byKey.get(key)?.id,
    filesOf: (key) => byKey.get(key)?.files ?? [],
  });
  const parentOf = (entry: Entry): string | undefined | null => {
    if (entry.page.parentId) return entry.page.parentId;
    if (entry.page.parentKey) return byKey.get(entry.page.parentKey)?.id ?? null;
    return options.parent;
  };

  options.onPlan?.(entries.length);
  for (const entry of entries) await decide(entry, parentOf(entry), urls, propertyOf, options.force === true);
  if (options.dryRun) {
    for (const entry of entries) {
      entry.outcome = outcomeOf(entry, dryStatus(entry), urls, entry.reason);
      if (entry.id && (entry.decision === 'update' || entry.decision === 'refused'))
        entry.outcome.diff = await pageDiff(http, entry.id, entry.page, entry.refs, entry.files, urls);
      options.onPage?.(entry.outcome);
    }
    return { dryRun: true, pages: entries.map((e) => e.outcome!), warnings };
  }

  const settle = (entry: Entry, status: PageStatus, reason?: string, uploads?: number) => {
    entry.outcome = outcomeOf(entry, status, urls, reason, uploads);
    options.onPage?.(entry.outcome);
  };
  for (const entry of entries)
    if (entry.decision === 'unchanged' || entry.decision === 'refused')
      settle(entry, entry.decision, entry.reason);

  // New pages, parents first: each level once the one above it exists.
  const jobs = options.jobs ?? 4;
  const creates = entries.filter((e) => e.decision === 'create');
  const created = new Set<Entry>();
  for (const depth of [...new Set(creates.map((e) => e.page.depth))].sort((a, b) => a - b)) {
    const level = creates.filter((e) => e.page.depth === depth);
    const results = await mapSettled(level, jobs, async (entry) => {
      const parentId = parentOf(entry);
      if (parentId === null) throw new Error('its parent page could not be created');
      const page = await createPage(http, {
        spaceId: space.id,
        title: entry.page.title,
        parentId,
        doc: EMPTY_DOC,
      });
      entry.id = page.id;
      created.add(entry);
    });
    results.forEach((r, i) => {
      if (r.status === 'rejected') settle(level[i], 'failed', messageOf(r.reason));
    });
  }

  const writes = entries.filter((e) => e.decision === 'update' || created.has(e));
  const results = await mapSettled(writes, jobs, async (entry) => {
    const createdNow = created.has(entry);
    const parentId = parentOf(entry);
    const job: PageJob = {
      page: entry.page,
      refs: entry.refs,
      files: entry.files,
      id: entry.id!,
      spaceId: space.id,
      version: createdNow ? 1 : (entry.remote?.version?.number ?? 1),
      known: createdNow ? 1 : (entry.known ?? entry.remote?.version?.number ?? 1),
      createdNow,
      parentId: parentId ?? undefined,
      property: entry.property,
      force: options.force === true,
    };
    const result = await writePage(http, job, urls, warnings);
    if (result.status === 'refused') settle(entry, 'refused', result.reason, result.uploads);
    else
      settle(
        entry,
        createdNow ? 'created' : result.status === 'written' ? 'updated' : 'unchanged',
        undefined,
        result.uploads,
      );
  });
  results.forEach((r, i) => {
    if (r.status === 'rejected') settle(writes[i], 'failed', messageOf(r.reason));
  });

  if (options.writeBack !== false) {
    const bind = entries.filter(
      (e) => e.id && e.page.file && !e.page.pageId && (created.has(e) || e.adopted),
    );
    warnings.push(...(await writeBackPageIds(bind.map((e) => ({ file: e.page.file!, pageId: e.id! })))));
  }
  return { dryRun: false, pages: entries.map((e) => e.outcome!), warnings };
}

/** Create, unchanged (from the listing alone when the marker's hash is the file's), update or refused. */
async function decide(
  entry: Entry,
  parentId: string | undefined | null,
  urls: BodyUrls,
  propertyOf: (id: string) => Promise<ContentProperty<unknown> | undefined>,
  force: boolean,
): Promise<void> {
  const { remote, page } = entry;
  if (!remote) {
    entry.decision = 'create';
    return;
  }
  const links = linkHrefs(page, entry.refs, urls);
  const hash =
    links && parentId !== null
      ? sourceHash({
          markdown: withoutFrontMatter(page.markdown),
          title: page.title,
          parentId,
          labels: page.labels,
          links,
          files: entry.files.map((f) => [f.name, f.sha256] as const),
        })
      : undefined;
  const placed = parentId === undefined || remote.parentId === parentId;
  if (hash && markerHash(remote) === hash && remote.title === page.title && placed) {
    entry.decision = 'unchanged';
    return;
  }
  entry.property = await propertyOf(remote.id);
  const written = (entry.property?.value as PublishRecord | undefined)?.version;
  const known = Math.max(written ?? 0, page.pageVersion ?? 0) || undefined;
  entry.known = known;
  const current = remote.version?.number;
  if ((known === undefined || current !== known) && !force) {
    entry.decision = 'refused';
    entry.reason = editedMessage(page, remote.version, known);
    return;
  }
  entry.decision = 'update';
}

function dryStatus(entry: Entry): PageStatus {
  if (entry.decision === 'create') return 'created';
  if (entry.decision === 'update') return 'updated';
  return entry.decision ?? 'failed';
}

function outcomeOf(
  entry: Entry,
  status: PageStatus,
  urls: BodyUrls,
  reason?: string,
  uploads?: number,
): PageOutcome {
  const url = urls.page(entry.page);
  return {
    key: entry.page.key,
    title: entry.page.title,
    depth: entry.page.depth,
    status,
    ...(entry.id ? { pageId: entry.id } : {}),
    ...(url ? { url } : {}),
    ...(reason ? { reason } : {}),
    ...(uploads ? { uploads } : {}),
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
