import { z } from 'zod';
import { getPage, listPages, type Page, pageDoc } from '../../atlassian/index.js';
import { adfToMarkdown } from '../../reverse/index.js';
import { metaLines, readAnswer } from '../answers.js';
import { decodeCursor, pieceOf } from '../paging.js';
import { findSection, headings, outline, sectionDoc } from '../sections.js';
import type { Site } from '../site.js';
import { siteOf } from '../site.js';
import { defineTool } from '../tool.js';
import { cursorArg, limitArg, sectionArg } from './args.js';
import { EMPTY, pageIdOf, pageUrl, spaceOf, versionOf } from './confluence-common.js';

/** Reading Confluence: a page as Markdown (whole, by section, in pieces, or its outline), and a space's pages. */

export const getPageTool = defineTool({
  name: 'confluence_get_page',
  title: 'Read a Confluence page',
  description:
    'Read a Confluence page as Extended Markdown. Returns two texts: a header (page_id, title, version, url; "part: 1 of N" and a cursor when the body is longer than the budget, with the list of sections) and the Markdown. Macros, layouts, attachments, inline comments, mentions, status and dates come as <!-- adf:... --> comments and links: keep them when you edit. Pass section (a heading\'s text) to read one part of a long page, cursor to read the next part. Update with confluence_update_page, giving the version you read.',
  input: {
    page_id: z.string().describe('the page id (digits) or the page URL'),
    section: sectionArg,
    cursor: cursorArg,
    outline: z
      .boolean()
      .optional()
      .describe(
        'true: only the header and the list of sections, no body (to pick the section of a long page)',
      ),
  },
  writes: false,
  site: true,
  annotations: { readOnlyHint: true, openWorldHint: true },
  async run(args, context) {
    const site = siteOf(context);
    const id = pageIdOf(args.page_id);
    if (args.outline) return outlineAnswer(site, id);
    const target = `page:${id}${args.section !== undefined ? `#${args.section}` : ''}`;
    const cursor = args.cursor !== undefined ? decodeCursor(args.cursor) : undefined;
    // A later piece of a version already converted needs no request: the cursor names the version.
    const key = (version: string) => `${site.url} ${target} ${version}`;
    let page: Page | undefined;
    let body = cursor ? context.cache.get(key(cursor.version)) : undefined;
    let version = cursor?.version ?? '';
    let sections: ReturnType<typeof headings> | undefined;
    if (body === undefined) {
      page = await getPage(site.confluence, id);
      version = String(versionOf(page));
      const doc = pageDoc(page) ?? EMPTY;
      const part = args.section !== undefined ? sectionDoc(findSection(doc, args.section)) : doc;
      sections = headings(part);
      body = await context.cache.through(key(version), () => adfToMarkdown(part, { profile: 'atlassian' }));
    }
    const piece = pieceOf(body, context.config.budget, target, version, cursor);
    const meta = page
      ? ([
          ['page_id', id],
          ['title', page.title],
          ['version', version],
          ['url', pageUrl(site, page)],
          ['section', args.section],
        ] as const)
      : ([
          ['page_id', id],
          ['version', version],
          ['section', args.section],
        ] as const);
    return readAnswer(meta, piece, sections);
  },
});

async function outlineAnswer(site: Site, id: string): Promise<string> {
  const page = await getPage(site.confluence, id);
  const list = headings(pageDoc(page) ?? EMPTY);
  return [
    ...metaLines([
      ['page_id', id],
      ['title', page.title],
      ['version', versionOf(page)],
      ['url', pageUrl(site, page)],
    ]),
    list.length > 0
      ? 'sections (read or replace one with section: "…"):'
      : 'sections: none (the page has no headings)',
    ...outline(list, 500).map((line) => `  ${line}`),
  ].join('\n');
}

export const searchTool = defineTool({
  name: 'confluence_search',
  title: 'Find Confluence pages',
  description:
    'List the pages of a Confluence space, most recently changed first, or the page of an exact title. Returns one line per page (page_id, version, title, url) and, when there are more, a cursor for the next results. Read a page with confluence_get_page.',
  input: {
    space: z.string().describe('the space key, such as DOCS'),
    title: z.string().optional().describe('only the page of exactly this title'),
    limit: limitArg,
    cursor: cursorArg,
  },
  writes: false,
  site: true,
  annotations: { readOnlyHint: true, openWorldHint: true },
  async run(args, context) {
    const site = siteOf(context);
    const space = await spaceOf(site, args.space);
    const listing = await listPages(site.confluence, space.id, {
      title: args.title,
      limit: args.limit ?? 25,
      cursor: args.cursor,
    });
    const lines = listing.results.map(
      (page) =>
        `${page.id} · v${versionOf(page)} · ${page.title}${pageUrl(site, page) ? ` · ${pageUrl(site, page)}` : ''}`,
    );
    if (lines.length === 0)
      lines.push(
        args.title !== undefined
          ? `no page titled ${JSON.stringify(args.title)} in ${space.key}`
          : `no pages in ${space.key}`,
      );
    if (listing.cursor) lines.push(`more: call again with cursor: ${listing.cursor}`);
    return lines.join('\n');
  },
});
