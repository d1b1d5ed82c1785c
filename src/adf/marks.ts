import type { AdfMark } from '../types.js';

/**
 * Marks on a text node are always written in this order, so that equal formatting gives
 * deep-equal JSON whichever way the Markdown nested it (`**[a](u)**` and `[**a**](u)`).
 */
export const MARK_ORDER: readonly string[] = [
  'link',
  'em',
  'strong',
  'strike',
  'underline',
  'code',
  'subsup',
  'textColor',
  'backgroundColor',
  'annotation',
];

const RANK = new Map(MARK_ORDER.map((type, i) => [type, i]));

export function compareMarks(a: AdfMark, b: AdfMark): number {
  return (RANK.get(a.type) ?? MARK_ORDER.length) - (RANK.get(b.type) ?? MARK_ORDER.length);
}

export function sameMarks(a: readonly AdfMark[] | undefined, b: readonly AdfMark[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) {
    if (x[i].type !== y[i].type || JSON.stringify(x[i].attrs) !== JSON.stringify(y[i].attrs)) return false;
  }
  return true;
}

/**
 * Where an open mark is counted while text is read: one place per type (`__a_ b_` opens em
 * twice but is one em), except inline comments, which ADF stacks on the same text, one
 * `annotation` mark per comment id.
 */
export function markSlot(mark: AdfMark): string {
  return mark.type === 'annotation' ? `annotation ${String(mark.attrs?.id)}` : mark.type;
}

/** Inline-comment ids the Markdown form `<span data-annotation-id="…">` carries: no escaping needed. */
const INLINE_COMMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

/** The `annotation` mark of an inline comment, or null for an id the span form cannot carry. */
export function inlineComment(id: unknown): AdfMark | null {
  return typeof id === 'string' && INLINE_COMMENT_ID.test(id)
    ? { type: 'annotation', attrs: { id, annotationType: 'inlineComment' } }
    : null;
}
