import markdownIt from 'markdown-it';

const { unescapeAll } = markdownIt().utils;

const ENTITY = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;

/** HTML text (a summary, a tag's attribute value): its character references decoded; a backslash is no escape in HTML. */
export function decodeEntities(html: string): string {
  return html.replace(ENTITY, (entity) => unescapeAll(entity));
}
