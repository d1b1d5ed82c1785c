import { compareMarks } from '../adf/marks.js';
import { TEXT_MARK_TYPES } from '../adf/node-kinds.js';
import { textAlignOf } from '../constructs/alignment/mark.js';
import type { AdfMark, AdfNode } from '../types.js';
import { openTag, styleOf, classOf, joinStyles, type AttrValue } from './markup.js';
import { boundedNumber, safeColour, safeHref } from './safe.js';

/**
 * One entry per mark type. Marks the content model allows on text wrap the node in an element
 * (the core nests them in the canonical order of src/adf/marks.ts); the others add class and
 * style to the element of the node they sit on (its handler asks through `blockPresentation`).
 */
type Wrap = (attrs: Record<string, unknown>) => [open: string, close: string];
type Look = (attrs: Record<string, unknown>) => Presentation;

export interface Presentation {
  class?: string;
  style?: string;
}

const element = (tag: string) => (): [string, string] => [`<${tag}>`, `</${tag}>`];

const span = (attrs: Record<string, AttrValue>): [string, string] => [openTag('span', attrs), '</span>'];

/** Marks that only tag data for the editor and change nothing on screen. */
const transparent = (): Presentation => ({});

const MARKS: ReadonlyMap<string, Wrap | Look> = new Map<string, Wrap | Look>([
  [
    'link',
    (a) => [
      openTag('a', { href: safeHref(a.href), title: typeof a.title === 'string' ? a.title : undefined }),
      '</a>',
    ],
  ],
  ['em', element('em')],
  ['strong', element('strong')],
  ['strike', element('del')],
  ['underline', element('u')],
  ['code', element('code')],
  ['subsup', (a) => (a.type === 'sub' ? element('sub')() : element('sup')())],
  ['textColor', (a) => span({ style: styleOf({ color: safeColour(a.color) }) })],
  ['backgroundColor', (a) => span({ style: styleOf({ 'background-color': safeColour(a.color) }) })],
  [
    'annotation',
    (a) => [
      openTag('mark', {
        class: 'adf-annotation',
        'data-annotation-id': typeof a.id === 'string' ? a.id : undefined,
      }),
      '</mark>',
    ],
  ],
  ['dataConsumer', transparent],
  ['fragment', transparent],
  ['alignment', (a) => ({ style: styleOf({ 'text-align': textAlignOf({ type: 'alignment', attrs: a }) }) })],
  [
    'indentation',
    (a) => {
      const level = boundedNumber(a.level, 1, 6);
      return { style: level === undefined ? undefined : `margin-left: ${level * 30}px` };
    },
  ],
  [
    'breakout',
    (a) => ({
      class: a.mode === 'wide' || a.mode === 'full-width' ? `adf-breakout-${a.mode}` : undefined,
    }),
  ],
  [
    'border',
    (a) => {
      const size = boundedNumber(a.size, 1, 3) ?? 1;
      const colour = safeColour(a.color) ?? '#091e4224';
      return { class: 'adf-border', style: `border: ${size}px solid ${colour}` };
    },
  ],
  ['fontSize', (a) => ({ class: a.fontSize === 'small' ? 'adf-font-small' : undefined })],
]);

/** An inline mark ready to open; `key` tells equal marks apart (type and attributes). */
export interface OpenMark {
  key: string;
  open: string;
  close: string;
}

const NO_MARKS: readonly OpenMark[] = Object.freeze([]);

function marksOf(node: AdfNode): AdfMark[] {
  return Array.isArray(node.marks)
    ? node.marks.filter(
        (m): m is AdfMark => m !== null && typeof m === 'object' && typeof m.type === 'string',
      )
    : [];
}

function attrsOfMark(mark: AdfMark): Record<string, unknown> {
  return mark.attrs !== null && typeof mark.attrs === 'object' ? mark.attrs : {};
}

/**
 * The node's inline marks in the canonical order; unknown marks become a marked span. A mark
 * listed twice (invalid ADF) renders once.
 */
export function inlineMarksOf(node: AdfNode): readonly OpenMark[] {
  if (node.marks === undefined) return NO_MARKS;
  const result: OpenMark[] = [];
  const seen = new Set<string>();
  for (const mark of marksOf(node).sort(compareMarks)) {
    const render = MARKS.get(mark.type);
    const key = `${mark.type}${JSON.stringify(mark.attrs ?? null)}`;
    if ((render && !TEXT_MARK_TYPES.has(mark.type)) || seen.has(key)) continue;
    seen.add(key);
    const [open, close] = render
      ? (render as Wrap)(attrsOfMark(mark))
      : span({ class: 'adf-unknown-mark', 'data-mark-type': mark.type });
    result.push({ key, open, close });
  }
  return result;
}

/** Class and style the block marks of a node add to its element. */
export function blockPresentation(node: AdfNode): Presentation {
  if (node.marks === undefined) return {};
  let className: string | undefined;
  let style: string | undefined;
  for (const mark of marksOf(node)) {
    const render = MARKS.get(mark.type);
    if (!render || TEXT_MARK_TYPES.has(mark.type)) continue;
    const part = (render as Look)(attrsOfMark(mark));
    className = classOf(className, part.class);
    style = joinStyles(style, part.style);
  }
  return { class: className, style };
}
