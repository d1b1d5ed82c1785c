import { z } from 'zod';
import { createPage, findPagesByTitle, getPage, pageDoc, updatePage } from '../../atlassian/index.js';
import { writeAnswer } from '../answers.js';
import { planWrite } from '../body-write.js';
import { errorLine, ToolError } from '../errors.js';
import { readMarkdownInput } from '../markdown-input.js';
import { imageResolver, matchImages, readImages, uploadImages } from './confluence-images.js';
import { siteWriteTool } from '../tool.js';
import { allowRemovalArg, bodyArgs, sectionArg } from './args.js';
import { checkBodySize, EMPTY, pageIdOf, pageUrl, spaceOf, versionOf } from './confluence-common.js';

/** Writing Confluence: a page created from Markdown, a page or one section of it updated at the version read. */

export const createTool = siteWriteTool({
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
  replaces: false,
  async run(args, site, context) {
    const input = await readMarkdownInput(args, context.config, context.cwd);
    const what = `the new page ${JSON.stringify(args.title)}`;
    const images = await matchImages(site.confluence, await readImages(input, context.config));
    // Checked with placeholder media ids: nothing is created for a body that would be refused.
    const plan = planWrite({
      markdown: input.markdown,
      what,
      resolveImage: imageResolver(input, images, '0'),
    });
    checkBodySize(plan.doc, what);
    const space = await spaceOf(site, args.space);
    const [taken] = await findPagesByTitle(site.confluence, space.id, args.title);
    if (taken) {
      throw new ToolError(
        `${space.key} already has a page titled ${JSON.stringify(args.title)} (page_id ${taken.id}); update it with confluence_update_page or choose another title. Nothing was written.`,
      );
    }
    // Images need the page to be uploaded to: then it is created empty, and written once they are there.
    const created = await createPage(site.confluence, {
      spaceId: space.id,
      title: args.title,
      parentId: args.parent_id !== undefined ? pageIdOf(args.parent_id) : undefined,
      doc: images.files.length > 0 ? EMPTY : plan.doc,
    });
    let page = created;
    if (images.files.length > 0) {
      try {
        await uploadImages(site.confluence, created.id, images);
        const doc = planWrite({
          markdown: input.markdown,
          what,
          resolveImage: imageResolver(input, images, created.id),
        }).doc;
        page = await updatePage(site.confluence, created.id, {
          spaceId: space.id,
          title: args.title,
          parentId: created.parentId ?? undefined,
          doc,
          version: versionOf(created) + 1,
          versionMessage: 'mdadf',
        });
      } catch (error) {
        // The page exists (empty): the agent must update it, not create it again.
        throw new ToolError(
          `page ${created.id} was created empty, but its images or body could not be written: ${errorLine(error)}. Write it with confluence_update_page (version ${versionOf(created)}).`,
        );
      }
    }
    return writeAnswer(
      [
        ['created', `page ${created.id}`],
        ['title', page.title ?? created.title],
        ['version', versionOf(page)],
        ['url', pageUrl(site, page) ?? pageUrl(site, created)],
        ['attached', images.files.map((f) => f.name).join(', ')],
      ],
      plan.warnings,
    );
  },
});

export const updateTool = siteWriteTool({
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
  replaces: true,
  async run(args, site, context) {
    const id = pageIdOf(args.page_id);
    const input = await readMarkdownInput(args, context.config, context.cwd);
    const files = await readImages(input, context.config);
    const page = await getPage(site.confluence, id);
    const current = versionOf(page);
    if (current !== args.version) {
      throw new ToolError(
        `page ${id} is at version ${current}, not ${args.version}: it changed since you read it. Read it again (confluence_get_page), redo your edit on what it holds now, and send version ${current}. Nothing was written.`,
      );
    }
    const stored = pageDoc(page) ?? EMPTY;
    const images = await matchImages(site.confluence, files, id);
    const request = {
      markdown: input.markdown,
      what: `page ${id}`,
      stored,
      section: args.section,
      allowRemoval: args.allow_removal,
      resolveImage: imageResolver(input, images, id),
    };
    // Checked before any upload; built again once the new images have their ids.
    let plan = planWrite(request);
    checkBodySize(plan.doc, `page ${id}`);
    const uploaded = images.pending.map((f) => f.name);
    if (images.pending.length > 0) {
      await uploadImages(site.confluence, id, images);
      plan = planWrite(request);
    }
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
        ['attached', uploaded.join(', ')],
      ],
      plan.warnings,
    );
  },
});
