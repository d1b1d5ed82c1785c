import { createTwoFilesPatch } from 'diff';
import { walk } from '../../adf/walk.js';
import { convert } from '../../compose/convert.js';
import { adfToMarkdown } from '../../compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../types.js';
import { getPage, pageAttachments, pageDoc } from './api.js';
import type { LocalFile } from './attachments.js';
import { type BodyUrls, linkHrefs, pageLinkForm } from './body.js';
import type { PageRefs } from './links.js';
import type { ConfluenceHttp } from './http.js';
import type { SourcePage } from './plan.js';

/**
 * For `--dry-run`: what an update would change, as a unified diff of Markdown. Both sides are
 * written by the same writer, so that only content differs, not its spelling (a table's
 * padding, `*` for `_`): the page's current body (its title as the heading when the file's title
 * is its first heading, its links to pages of the tree and its images as the file writes them)
 * against the file without its front matter, converted and written back.
 */
export async function pageDiff(
  http: ConfluenceHttp,
  id: string,
  page: SourcePage,
  refs: PageRefs,
  files: readonly LocalFile[],
  urls: BodyUrls,
): Promise<string> {
  const current = await getPage(http, id);
  const doc = pageDoc(current);
  if (doc && refs.images.size > 0) await showLocalImages(http, id, doc, refs, files);
  if (doc && refs.links.size > 0) showLocalLinks(doc, linkHrefs(page, refs, urls) ?? []);
  const heading = page.titleFrom === 'first heading' ? `# ${current.title}\n\n` : '';
  const remote = doc ? heading + adfToMarkdown(doc) : '';
  const local = adfToMarkdown(convert(withoutFrontMatter(page.markdown), { profile: 'atlassian' }).doc);
  return createTwoFilesPatch(
    `confluence: ${current.title} (version ${current.version?.number ?? '?'})`,
    page.key,
    remote,
    local,
    undefined,
    undefined,
    { context: 3 },
  );
}

/** Links to pages of the tree as the file writes them (`./index.md`), not as the page's URLs. */
function showLocalLinks(doc: AdfDoc, hrefs: readonly [written: string, href: string][]): void {
  const writtenOf = new Map(hrefs.map(([written, href]) => [pageLinkForm(href), written]));
  walk<AdfNode>(doc, ({ node }) => {
    for (const mark of node.marks ?? []) {
      const href = mark.type === 'link' ? mark.attrs?.href : undefined;
      const written = typeof href === 'string' ? writtenOf.get(pageLinkForm(href)) : undefined;
      if (written !== undefined) mark.attrs = { ...mark.attrs, href: written };
    }
    return undefined;
  });
}

/** The page's images as the file names them (not as `media:` ids), so only real changes show. */
async function showLocalImages(
  http: ConfluenceHttp,
  id: string,
  doc: AdfDoc,
  refs: PageRefs,
  files: readonly LocalFile[],
): Promise<void> {
  const urlOf = new Map<string, string>();
  for (const [url, path] of refs.images) {
    const name = files.find((f) => f.path === path)?.name;
    if (name) urlOf.set(name, url);
  }
  const byFileId = new Map<string, string>();
  for (const attachment of await pageAttachments(http, id)) {
    const url = urlOf.get(attachment.title);
    if (url && attachment.fileId) byFileId.set(attachment.fileId, url);
  }
  walk<AdfNode>(doc, ({ node }) => {
    const url = node.type === 'media' ? byFileId.get(String(node.attrs?.id)) : undefined;
    if (url) node.attrs = { type: 'external', url, ...(node.attrs?.alt ? { alt: node.attrs.alt } : {}) };
    return undefined;
  });
}

export function withoutFrontMatter(markdown: string): string {
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(markdown);
  return match ? markdown.slice(match[0].length).replace(/^(?:[ \t]*\r?\n)+/, '') : markdown;
}
