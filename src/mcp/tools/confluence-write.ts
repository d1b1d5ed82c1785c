import { z } from 'zod';
import { createPage, findPagesByTitle, getPage, pageDoc, updatePage } from '../../atlassian/index.js';
import { writeAnswer } from '../answers.js';
import { planWrite } from '../body-write.js';
import { ToolError } from '../errors.js';
import { readMarkdownInput } from '../markdown-input.js';
import { siteOf } from '../site.js';
import { defineTool } from '../tool.js';
import { allowRemovalArg, bodyArgs, sectionArg } from './args.js';
import { checkBodySize, EMPTY, pageIdOf, pageUrl, spaceOf, versionOf } from './confluence-common.js';

/** Writing Confluence: a page created from Markdown, a page or one section of it updated at the version read. */

export const createTool = defineTool({
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
    checkBodySize(plan.doc, `the new page ${JSON.stringify(args.title)}`);
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
    return writeAnswer(
      [
        ['created', `page ${page.id}`],
        ['title', page.title],
        ['version', versionOf(page)],
        ['url', pageUrl(site, page)],
      ],
      plan.warnings,
    );
  },
});

export const updateTool = defineTool({
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
    checkBodySize(plan.doc, `page ${id}`);
    const title = args.title ?? page.title;
    if (JSON.stringify(plan.doc) === JSON.stringify(stored) && title === page.title) {
      return writeAnswer(
        [
          ['unchanged', `page ${id} (nothing to write)`],
          ['version', current],
          ['url', pageUrl(site, page)],
        ],
        plan.warnings,
      );
    }
    const updated = await updatePage(site.confluence, id, {
      spaceId: page.spaceId ?? '',
      title,
      parentId: page.parentId ?? undefined,
      doc: plan.doc,
      version: current + 1,
      versionMessage: args.section !== undefined ? `mdadf: section ${JSON.stringify(args.section)}` : 'mdadf',
    }).catch((error: unknown) => {
      if ((error as { status?: number }).status !== 409) throw error;
      throw new ToolError(
        `page ${id} was saved by someone else while this update was being written (409): read it again (confluence_get_page), redo your edit and send the version it has then. Nothing was written.`,
      );
    });
    return writeAnswer(
      [
        ['updated', `page ${id}`],
        ['title', updated.title ?? title],
        ['version', updated.version?.number ?? current + 1],
        ['url', pageUrl(site, updated) ?? pageUrl(site, page)],
        ['section', args.section],
      ],
      plan.warnings,
    );
  },
});
