import { z } from 'zod';
import { getPage, type Page, pageDoc } from '../../atlassian/index.js';
import { adfToMarkdown } from '../../compose/reverse.js';
import { metaLines, readAnswer } from '../answers.js';
import { decodeCursor, pieceOf } from '../paging.js';
import { findSection, headings, outline, sectionDoc } from '../sections.js';
import type { Site } from '../site.js';
import { siteReadTool } from '../tool.js';
import { cursorArg, sectionArg } from './args.js';
import { EMPTY, pageIdOf, pageUrl, versionOf } from './confluence-common.js';

/** Reading Confluence: a page as Markdown (whole, by section, in pieces, or its outline). */

export const getPageTool = siteReadTool({
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
  async run(args, site, context) {
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
