import {
  bodyTooLarge,
  getSpaceByKey,
  MAX_BODY_BYTES,
  type Page,
  pageIdOf as pageIdIn,
  type Space,
} from '../../atlassian/index.js';
import type { AdfDoc } from '../../types.js';
import { ToolError } from '../errors.js';
import type { Site } from '../site.js';

/** What the Confluence tools share: the site, page references, a page's URL and version. */

export const EMPTY: AdfDoc = { type: 'doc', version: 1, content: [] };

/** A page id, or a page URL (`…/pages/123/Title`, `?pageId=123`). */
export function pageIdOf(reference: string): string {
  const id = pageIdIn(reference);
  if (!id)
    throw new ToolError(`page_id ${JSON.stringify(reference)} is neither a page id (digits) nor a page URL`);
  return id;
}

/** Confluence refuses a body over 5 MB: said before sending. */
export function checkBodySize(doc: AdfDoc, what: string): void {
  const bytes = bodyTooLarge(doc);
  if (bytes !== undefined) {
    throw new ToolError(
      `the body of ${what} would be ${bytes.toLocaleString('en')} bytes of ADF; Confluence takes at most ${MAX_BODY_BYTES.toLocaleString('en')}. Split the page; nothing was written.`,
    );
  }
}

/**
 * Where a person opens the page: on the site's own address, which the answer names (`base`, of
 * the page or of its listing). Through a scoped token's gateway the API's address is another.
 */
export const pageUrl = (site: Site, page: Page, base = page._links?.base) =>
  page._links?.webui ? `${(base ?? `${site.url}/wiki`).replace(/\/+$/, '')}${page._links.webui}` : undefined;
export const versionOf = (page: Page) => page.version?.number ?? 1;

export async function spaceOf(site: Site, key: string): Promise<Space> {
  const space = await getSpaceByKey(site.confluence, key.trim());
  if (!space)
    throw new ToolError(
      `no space with the key ${JSON.stringify(key)} on ${site.url} (the key, such as DOCS, not the name)`,
    );
  return space;
}
