import { inlineComment } from '../../adf/marks.js';
import type { AdfMark } from '../../types.js';
import { linkKeepsUrl } from '../../markdown/tokenizer.js';
import { htmlAttribute, linkTail } from './link.js';

/**
 * How each mark with a Markdown form is written: its canonical shape (what the forward
 * direction builds from the syntax; a mark with more than that has no form) and the text that
 * opens and closes it. Marks Markdown lacks use the HTML tags the forward direction reads
 * (`<u>`, `<sub>`, `<sup>`, `<span style="color: #rrggbb">`,
 * `<span style="background-color: #rrggbb">`, `<span data-annotation-id="ID">` for an inline
 * comment). `code` is written as a span
 * around its text (code-span.ts), so it has no delimiters here.
 */
export type EmphasisChar = '*' | '_';

export interface MarkSyntax {
  canonical(mark: AdfMark): AdfMark | null;
  delimiters(mark: AdfMark, em: EmphasisChar): [open: string, close: string];
  /**
   * The HTML element the forward direction reads as this mark, for a boundary its delimiters
   * cannot write (`<em>could </em>Lorem`: `*could *Lorem` does not close).
   */
  tag?: string;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A mark without attributes. */
const plain = (open: string, close: string = open): MarkSyntax => ({
  canonical: (mark) =>
    mark.attrs === undefined || Object.keys(mark.attrs).length === 0 ? { type: mark.type } : null,
  delimiters: () => [open, close],
});

/** A mark whose attributes are exactly `{ [name]: value }`, the value passing `valid`. */
function oneAttr(
  name: string,
  valid: (value: unknown) => boolean,
  tags: (value: string) => [string, string],
): MarkSyntax {
  return {
    canonical: (mark) => {
      const attrs = mark.attrs ?? {};
      const keys = Object.keys(attrs);
      return keys.length === 1 && keys[0] === name && valid(attrs[name])
        ? { type: mark.type, attrs: { [name]: attrs[name] } }
        : null;
    },
    delimiters: (mark) => tags(String(mark.attrs?.[name])),
  };
}

/** An inline comment: an id that needs no escaping inside an HTML attribute. */
const annotation: MarkSyntax = {
  canonical: (mark) => {
    const { id, annotationType, ...rest } = mark.attrs ?? {};
    if (Object.keys(rest).length > 0 || annotationType !== 'inlineComment') return null;
    return inlineComment(id);
  },
  delimiters: (mark) => [`<span data-annotation-id="${String(mark.attrs?.id)}">`, '</span>'],
};

const link: MarkSyntax = {
  canonical: (mark) => {
    const { href, title, ...rest } = mark.attrs ?? {};
    if (typeof href !== 'string' || Object.keys(rest).length > 0) return null;
    if (title !== undefined && (typeof title !== 'string' || title === '')) return null;
    if (linkTail(href, title as string | undefined) === null) return null;
    return { type: 'link', attrs: title === undefined ? { href } : { href, title } };
  },
  // A URL a Markdown link would change or refuse (non-ASCII, `javascript:`) is kept by `<a href>`.
  delimiters: (mark) => {
    const { href, title } = mark.attrs as { href: string; title?: string };
    if (linkKeepsUrl(href)) return ['[', linkTail(href, title)!];
    const titled = title === undefined ? '' : ` title="${htmlAttribute(title)}"`;
    return [`<a href="${htmlAttribute(href)}"${titled}>`, '</a>'];
  },
};

export const MARK_SYNTAX: ReadonlyMap<string, MarkSyntax> = new Map<string, MarkSyntax>([
  ['link', link],
  ['em', { canonical: plain('').canonical, delimiters: (_mark, em) => [em, em], tag: 'em' }],
  ['strong', { ...plain('**'), tag: 'strong' }],
  ['strike', { ...plain('~~'), tag: 'del' }],
  ['code', plain('`')],
  ['underline', plain('<u>', '</u>')],
  [
    'subsup',
    oneAttr(
      'type',
      (v) => v === 'sub' || v === 'sup',
      (v) => [`<${v}>`, `</${v}>`],
    ),
  ],
  [
    'textColor',
    oneAttr(
      'color',
      (v) => typeof v === 'string' && HEX_COLOUR.test(v),
      (v) => [`<span style="color: ${v}">`, '</span>'],
    ),
  ],
  [
    'backgroundColor',
    oneAttr(
      'color',
      (v) => typeof v === 'string' && HEX_COLOUR.test(v),
      (v) => [`<span style="background-color: ${v}">`, '</span>'],
    ),
  ],
  ['annotation', annotation],
]);

/** A mark's opening and closing text, as its HTML element when `tags` asks for it and it has one. */
export function delimitersOf(mark: AdfMark, em: EmphasisChar, tags: boolean): [open: string, close: string] {
  const syntax = MARK_SYNTAX.get(mark.type)!;
  return tags && syntax.tag ? [`<${syntax.tag}>`, `</${syntax.tag}>`] : syntax.delimiters(mark, em);
}

/** Whether the mark is written as its HTML element in a text written with `tags`. */
export const asTag = (mark: AdfMark, tags: boolean | undefined): boolean =>
  tags === true && MARK_SYNTAX.get(mark.type)?.tag !== undefined;
