import { getSpaceByKey, type Page, type Space } from '../../atlassian/index.js';
import type { AdfDoc } from '../../types.js';
import { ToolError } from '../errors.js';
import type { Site } from '../site.js';
import type { ToolContext } from '../tool.js';

/** What the Confluence tools share: the site, page references, a page's URL and version. */

export const EMPTY: AdfDoc = { type: 'doc', version: 1, content: [] };

export function siteOf(context: ToolContext): Site {
  if (!context.site)
    throw new ToolError('no Atlassian site is configured: set ATLASSIAN_SITE and credentials');
  return context.site;
}

/** A page id, or a page URL (`…/pages/123/Title`, `?pageId=123`). */
export function pageIdOf(reference: string): string {
  const text = reference.trim();
  const id = /^\d+$/.test(text)
    ? text
    : (/\/pages\/(\d+)(?:[/?#]|$)/.exec(text)?.[1] ?? /[?&]pageId=(\d+)/.exec(text)?.[1]);
  if (!id)
    throw new ToolError(`page_id ${JSON.stringify(reference)} is neither a page id (digits) nor a page URL`);
  return id;
}

export const pageUrl = (site: Site, page: Page) =>
  page._links?.webui ? `${site.url}/wiki${page._links.webui}` : undefined;
export const versionOf = (page: Page) => page.version?.number ?? 1;

export async function spaceOf(site: Site, key: string): Promise<Space> {
  const space = await getSpaceByKey(site.confluence, key.trim());
  if (!space)
    throw new ToolError(
      `no space with the key ${JSON.stringify(key)} on ${site.url} (the key, such as DOCS, not the name)`,
    );
  return space;
}
