import { z } from 'zod';
import {
  createPage,
  findPagesByTitle,
  getPage,
  getSpaceByKey,
  listPages,
  type Page,
  pageDoc,
  type Space,
  updatePage,
} from '../../atlassian/confluence/api.js';
import { adfToMarkdown } from '../../reverse/index.js';
import type { AdfDoc } from '../../types.js';
import { metaLines, readAnswer, warningLines } from '../answers.js';
import { planWrite } from '../body-write.js';
import { ToolError } from '../errors.js';
import { readMarkdownInput } from '../markdown-input.js';
import { decodeCursor, pieceOf } from '../paging.js';
import { findSection, headings, sectionDoc } from '../sections.js';
import type { Site } from '../site.js';
import { defineTool, type ToolContext, type ToolSpec } from '../tool.js';
import { allowRemovalArg, bodyArgs, cursorArg, limitArg, sectionArg } from './args.js';

/** Confluence pages as Extended Markdown: read (whole, by section, in pieces), search, create, update. */

const EMPTY: AdfDoc = { type: 'doc', version: 1, content: [] };

function siteOf(context: ToolContext): Site {
  if (!context.site)
    throw new ToolError('no Atlassian site is configured: set ATLASSIAN_SITE and credentials');
  return context.site;
}

/** A page id, or a page URL (`…/pages/123/Title`, `?pageId=123`). */
function pageIdOf(reference: string): string {
  const text = reference.trim();
  const id = /^\d+$/.test(text)
    ? text
    : (/\/pages\/(\d+)(?:[/?#]|$)/.exec(text)?.[1] ?? /[?&]pageId=(\d+)/.exec(text)?.[1]);
  if (!id)
    throw new ToolError(`page_id ${JSON.stringify(reference)} is neither a page id (digits) nor a page URL`);
  return id;
}

const pageUrl = (site: Site, page: Page) =>
  page._links?.webui ? `${site.url}/wiki${page._links.webui}` : undefined;
const versionOf = (page: Page) => page.version?.number ?? 1;

async function spaceOf(site: Site, key: string): Promise<Space> {
  const space = await getSpaceByKey(site.confluence, key.trim());
  if (!space)
    throw new ToolError(
      `no space with the key ${JSON.stringify(key)} on ${site.url} (the key, such as DOCS, not the name)`,
    );
  return space;
}

const getPageTool = defineTool({
  name: 'confluence_get_page',
  title: 'Read a Confluence page',
  description:
    'Read a Confluence page as Extended Markdown. Returns two texts: a header (page_id, title, version, url; "part: 1 of N" and a cursor when the body is longer than the budget, with the list of sections) and the Markdown. Macros, layouts, attachments, inline comments, mentions, status and dates come as <!-- adf:... --> comments and links: keep them when you edit. Pass section (a heading\'s text) to read one part of a long page, cursor to read the next part. Update with confluence_update_page, giving the version you read.',
  input: {
    page_id: z.string().describe('the page id (digits) or the page URL'),
    section: sectionArg,
    cursor: cursorArg,
  },
  writes: false,
  site: true,
  annotations: { readOnlyHint: true, openWorldHint: true },
  async run(args, context) {
    const site = siteOf(context);
    const id = pageIdOf(args.page_id);
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

const searchTool = defineTool({
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

const createTool = defineTool({
  name: 'confluence_create_page',
  title: 'Create a Confluence page',
  description:
    "Create a Confluence page from Extended Markdown (see the resource mdadf://cheatsheet for panels, mentions, status, macros, layouts). Returns the new page's page_id, version and url, and any conversion warnings; never the body. Markdown with an error diagnostic is refused with its line and column, and nothing is created.",
  input: {
    space: z.string().describe('the space key, such as DOCS'),
    title: z.string().min(1).describe('the page title (unique in the space)'),
    ...bodyArgs,
    parent_id: z
      .string()
      .optional()
      .describe("the page id of the parent page; default: the space's top level"),
  },
  writes: true,
  site: true,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, context) {
    const site = siteOf(context);
    const input = await readMarkdownInput(args, context.config, context.cwd);
    const plan = planWrite({ markdown: input.markdown, what: `the new page ${JSON.stringify(args.title)}` });
    const space = await spaceOf(site, args.space);
    const [taken] = await findPagesByTitle(site.confluence, space.id, args.title);
    if (taken) {
      throw new ToolError(
        `${space.key} already has a page titled ${JSON.stringify(args.title)} (page_id ${taken.id}); update it with confluence_update_page or choose another title. Nothing was written.`,
      );
    }
    const page = await createPage(site.confluence, {
      spaceId: space.id,
      title: args.title,
      parentId: args.parent_id !== undefined ? pageIdOf(args.parent_id) : undefined,
      doc: plan.doc,
    });
    return [
      ...metaLines([
        ['created', `page ${page.id}`],
        ['title', page.title],
        ['version', versionOf(page)],
        ['url', pageUrl(site, page)],
      ]),
      ...warningLines(plan.warnings),
    ].join('\n');
  },
});

const updateTool = defineTool({
  name: 'confluence_update_page',
  title: 'Update a Confluence page',
  description:
    "Replace a Confluence page's body, or one section of it (section: a heading's text; Markdown without a heading keeps the section's heading), with Extended Markdown. Give the version you read: if the page changed since, the update is refused and nothing is written. Nodes you left unchanged are kept exactly; an update that would remove macros, media, layouts, panels, inline comments, mentions, status or dates the page holds is refused naming them, unless allow_removal. Returns page_id, the new version and url (or \"unchanged\" when there is nothing to write), never the body.",
  input: {
    page_id: z.string().describe('the page id (digits) or the page URL'),
    version: z.number().int().positive().describe('the version you read (the header of confluence_get_page)'),
    ...bodyArgs,
    title: z.string().min(1).optional().describe('a new title; default: the title stays'),
    section: sectionArg,
    allow_removal: allowRemovalArg,
  },
  writes: true,
  site: true,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  async run(args, context) {
    const site = siteOf(context);
    const id = pageIdOf(args.page_id);
    const input = await readMarkdownInput(args, context.config, context.cwd);
    const page = await getPage(site.confluence, id);
    const current = versionOf(page);
    if (current !== args.version) {
      throw new ToolError(
        `page ${id} is at version ${current}, not ${args.version}: it changed since you read it. Read it again (confluence_get_page), redo your edit on what it holds now, and send version ${current}. Nothing was written.`,
      );
    }
    const stored = pageDoc(page) ?? EMPTY;
    const plan = planWrite({
      markdown: input.markdown,
      what: `page ${id}`,
      stored,
      section: args.section,
      allowRemoval: args.allow_removal,
    });
    const title = args.title ?? page.title;
    if (JSON.stringify(plan.doc) === JSON.stringify(stored) && title === page.title) {
      return [
        ...metaLines([
          ['unchanged', `page ${id} (nothing to write)`],
          ['version', current],
          ['url', pageUrl(site, page)],
        ]),
        ...warningLines(plan.warnings),
      ].join('\n');
    }
    const updated = await updatePage(site.confluence, id, {
      spaceId: page.spaceId ?? '',
      title,
      parentId: page.parentId ?? undefined,
      doc: plan.doc,
      version: current + 1,
      versionMessage: args.section !== undefined ? `mdadf: section ${JSON.stringify(args.section)}` : 'mdadf',
    });
    return [
      ...metaLines([
        ['updated', `page ${id}`],
        ['title', updated.title ?? title],
        ['version', updated.version?.number ?? current + 1],
        ['url', pageUrl(site, updated) ?? pageUrl(site, page)],
        ['section', args.section],
      ]),
      ...warningLines(plan.warnings),
    ].join('\n');
  },
});

export const CONFLUENCE_TOOLS: readonly ToolSpec[] = [getPageTool, searchTool, createTool, updateTool];
