import type { AdfMark } from '../../types.js';

/**
 * What each HTML tag GitHub's sanitizer lets through means in ADF. GitHub keeps a fixed list of
 * elements and attributes and strips the rest: an element it strips shows its text without
 * the tag, except those whose content is no text to read (scripts, styles, embedded documents),
 * which go with their content. mdadf does the same, with one `raw-html` warning per tag name
 * and block.
 */

/** A set of tag names, written as one string: a bundle carries far fewer bytes than a list of strings. */
const words = (names: string): ReadonlySet<string> => new Set(names.split(' '));

/** Inline elements that are an ADF mark on their text. */
export const MARK_TAGS: ReadonlyMap<string, AdfMark> = new Map<string, AdfMark>([
  // GitHub shows `<mark>` as a highlight: ADF's text background, in Atlassian's highlight yellow (Yellow200).
  ['mark', { type: 'backgroundColor', attrs: { color: '#f8e6a0' } }],
  ['sub', { type: 'subsup', attrs: { type: 'sub' } }],
  ['sup', { type: 'subsup', attrs: { type: 'sup' } }],
]);
for (const [type, names] of [
  ['strong', 'b strong'],
  ['em', 'i em cite var dfn'],
  ['underline', 'u ins'],
  ['strike', 's del strike'],
  ['code', 'code kbd samp tt'],
]) {
  for (const name of names.split(' ')) (MARK_TAGS as Map<string, AdfMark>).set(name, { type });
}

/** A copy of a tag's mark: the table's marks outlive the conversion, and a caller may change its result. */
export function markOf(name: string): AdfMark | undefined {
  const mark = MARK_TAGS.get(name);
  return mark?.attrs ? { type: mark.type, attrs: { ...mark.attrs } } : mark && { type: mark.type };
}

/** Inline elements GitHub keeps whose text is plain text in ADF (`<a>` without `href`, `<span>` without a known style). */
export const PLAIN_INLINE = words(
  'a span small big abbr acronym q time data bdi bdo ruby rt rp picture label wbr nobr',
);

/** Blocks whose content is blocks (or a paragraph of their inline content). */
export const CONTAINERS = words(
  'div p center section article header footer main nav aside figure figcaption address hgroup details summary dl dd caption thead tbody tfoot colgroup body html dir menu',
);

/** Elements that have a node of their own (walk.ts). */
export const STRUCTURE = words('h1 h2 h3 h4 h5 h6 pre blockquote ul ol li dt hr br img table tr td th');

/** Elements GitHub keeps that show nothing themselves here (a picture's other sources, a table's columns). */
export const SILENT = words('source track col head meta link base');

/** Elements GitHub strips with their content: what they hold is no text a reader sees. */
export const DROPPED_WITH_CONTENT = words(
  'script style template iframe frame frameset object embed applet noscript noembed noframes textarea select svg math title xmp plaintext audio video canvas param',
);

/**
 * What a tag is to the walk (walk.ts): `mark`, an inline element that is an ADF mark; `inline`,
 * one whose text is plain text (or a link, a colour); `container`, a block of blocks; `structure`,
 * an element with a node of its own; `silent`, kept but showing nothing; `dropped`, stripped with
 * its content. A name with no role is stripped, its text kept.
 */
export type TagRole = 'mark' | 'inline' | 'container' | 'structure' | 'silent' | 'dropped';

/** One table of every name: the walk asks once per element, not each list in turn. No name is in two lists (tests/convert/html-blocks.test.ts). */
const ROLES = new Map<string, TagRole>();
for (const [role, names] of [
  ['mark', MARK_TAGS.keys()],
  ['inline', PLAIN_INLINE],
  ['container', CONTAINERS],
  ['structure', STRUCTURE],
  ['silent', SILENT],
  ['dropped', DROPPED_WITH_CONTENT],
] as const) {
  for (const name of names) ROLES.set(name, role);
}

export function roleOf(name: string): TagRole | undefined {
  return ROLES.get(name);
}

/** True for an element GitHub keeps (with the meaning its table here gives). */
export function isKept(name: string): boolean {
  const role = ROLES.get(name);
  return role !== undefined && role !== 'dropped';
}

/** `align="center"`, `style="text-align: right"`: the ADF alignment, or undefined for the default (left). */
export function alignmentOf(
  align: string | undefined,
  style: string | undefined,
): 'center' | 'end' | undefined {
  const value = (align ?? styleValue(style, 'text-align') ?? '').trim().toLowerCase();
  if (value === 'center' || value === 'middle') return 'center';
  if (value === 'right' || value === 'end') return 'end';
  return undefined;
}

/** One property of an inline style (`color: #ff5630; …`), as written; undefined when absent. */
export function styleValue(style: string | undefined, property: string): string | undefined {
  if (!style) return undefined;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property)
      return declaration.slice(colon + 1).trim();
  }
  return undefined;
}

/** A size attribute (`200`, `200px`, `50%`) as pixels or a percentage; undefined when unreadable. */
export function sizeOf(value: string | undefined): { pixels: number } | { percent: number } | undefined {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px|%)?\s*$/i.exec(value);
  if (!match) return undefined;
  const number = Number(match[1]);
  if (!(number > 0)) return undefined;
  return match[2] === '%' ? { percent: Math.min(number, 100) } : { pixels: Math.round(number) };
}
