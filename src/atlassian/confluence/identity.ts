import { createHash } from 'node:crypto';
import type { PageSummary } from './api.js';
import { describe, PlanError, type SourcePage } from './plan.js';

/**
 * Which page of the space each source page is. A page is found by its front matter `page_id`
 * (written back after the first push, so a file keeps its page when it moves or is renamed),
 * else by its title among the pages mdadf published. A title an unrelated page holds, two
 * files bound to one page, or a bound page that is gone stop the run before any write, with
 * every problem named at once.
 */
export const PROPERTY_KEY = 'mdadf.publish';

/** What the content property holds: the source hash and the version mdadf wrote. */
export interface PublishRecord {
  source: string;
  hash: string;
  version: number;
}

/** The marker in the message of each version mdadf writes; the listing shows it for every page. */
const MARKER = /\bmdadf sha256:([0-9a-f]{64})\b/;
export const versionMessage = (page: SourcePage, hash: string): string =>
  `Published by mdadf from ${page.key} (mdadf sha256:${hash})`;
export const markerHash = (remote: PageSummary | undefined): string | undefined =>
  remote?.version?.message?.match(MARKER)?.[1];

export interface Match {
  page: SourcePage;
  remote?: PageSummary;
  /** Found by title: its `page_id` is written back to the file after the push. */
  adopted: boolean;
}

export async function matchPages(
  pages: readonly SourcePage[],
  remotePages: readonly PageSummary[],
  spaceKey: string,
  isOurs: (remote: PageSummary) => Promise<boolean>,
): Promise<Match[]> {
  const byId = new Map(remotePages.map((p) => [p.id, p]));
  const byTitle = new Map(remotePages.map((p) => [p.title.toLowerCase(), p]));
  const problems: string[] = [];
  const boundTo = new Map<string, SourcePage>();
  const matches: Match[] = [];
  for (const page of pages) {
    if (page.pageId) {
      const remote = byId.get(page.pageId);
      const twice = boundTo.get(page.pageId);
      if (twice) problems.push(`${describe(twice)} and ${describe(page)} both have page_id ${page.pageId}`);
      boundTo.set(page.pageId, page);
      if (!remote) {
        problems.push(`${page.key}: page_id ${page.pageId} is not a current page of space ${spaceKey}`);
        continue;
      }
      const holder = byTitle.get(page.title.toLowerCase());
      if (holder && holder.id !== remote.id)
        problems.push(
          `${describe(page)} would be titled '${page.title}', which page ${holder.id} already holds in space ${spaceKey}`,
        );
      matches.push({ page, remote, adopted: false });
      continue;
    }
    const holder = byTitle.get(page.title.toLowerCase());
    if (holder && !(await isOurs(holder))) {
      problems.push(
        `${describe(page)}: the title '${page.title}' is taken by page ${holder.id} in space ${spaceKey}, which mdadf did not publish (bind it with front matter 'page_id: ${holder.id}' or change the title)`,
      );
      continue;
    }
    matches.push({ page, remote: holder, adopted: holder !== undefined });
  }
  // A page found by title may also be bound by another file's page_id.
  for (const match of matches)
    if (
      match.adopted &&
      match.remote &&
      boundTo.has(match.remote.id) &&
      boundTo.get(match.remote.id) !== match.page
    )
      problems.push(
        `${describe(match.page)} and ${describe(boundTo.get(match.remote.id)!)} are both page ${match.remote.id}`,
      );
  if (problems.length > 0) throw new PlanError(`nothing was written:\n  ${problems.join('\n  ')}`);
  return matches;
}

/**
 * The hash of everything a page is made of: its Markdown, title, parent, labels, where its
 * links point and the bytes of its files. Equal hashes mean the page would be written the same.
 */
export function sourceHash(parts: {
  markdown: string;
  title: string;
  parentId: string | undefined;
  labels: readonly string[];
  links: readonly (readonly [string, string])[];
  files: readonly (readonly [string, string])[];
}): string {
  const canonical = JSON.stringify([
    1,
    parts.title,
    parts.parentId ?? null,
    [...parts.labels].sort(),
    [...parts.links].sort(),
    [...parts.files].sort(),
    parts.markdown,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export const sha256 = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex');
