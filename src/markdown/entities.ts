import markdownIt from 'markdown-it';

// markdown-it's utils come with an instance: made on first use, not at import (a cold start's cost).
let utils: ReturnType<typeof markdownIt>['utils'] | undefined;

const ENTITY = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;

/** HTML text (a summary, a tag's attribute value): its character references decoded; a backslash is no escape in HTML. */
export function decodeEntities(html: string): string {
  utils ??= markdownIt().utils;
  const { unescapeAll } = utils;
  return html.replace(ENTITY, (entity) => unescapeAll(entity));
}
