import { compareMarks } from '../adf/marks.js';
import type { AdfMark, AdfNode } from '../types.js';
import { openTag, styleOf, classOf, joinStyles, type AttrValue } from './markup.js';
import { boundedNumber, safeColour, safeHref } from './safe.js';

/**
 * One entry per mark type. `inline` marks wrap the node in an element (the core nests them in
 * the canonical order of src/adf/marks.ts); `block` marks add class and style to the element of
 * the block they sit on (its handler asks for them through `blockPresentation`).
 */
interface MarkSpec {
  inline?: (attrs: Record<string, unknown>) => [open: string, close: string];
  block?: (attrs: Record<string, unknown>) => Presentation;
}

export interface Presentation {
  class?: string;
  style?: string;
}

const element = (tag: string) => (): [string, string] => [`<${tag}>`, `</${tag}>`];

const span = (attrs: Record<string, AttrValue>): [string, string] => [openTag('span', attrs), '</span>'];

/** Marks that only tag data for the editor and change nothing on screen. */
const transparent = (): [string, string] => ['', ''];

const MARKS: ReadonlyMap<string, MarkSpec> = new Map<string, MarkSpec>([
  [
    'link',
    {
      inline: (a) => [
        openTag('a', { href: safeHref(a.href), title: typeof a.title === 'string' ? a.title : undefined }),
        '</a>',
      ],
    },
  ],
  ['em', { inline: element('em') }],
  ['strong', { inline: element('strong') }],
  ['strike', { inline: element('del') }],
  ['underline', { inline: element('u') }],
  ['code', { inline: element('code') }],
  ['subsup', { inline: (a) => (a.type === 'sub' ? element('sub')() : element('sup')()) }],
  ['textColor', { inline: (a) => span({ style: styleOf({ color: safeColour(a.color) }) }) }],
  [
    'backgroundColor',
    { inline: (a) => span({ style: styleOf({ 'background-color': safeColour(a.color) }) }) },
  ],
  [
    'annotation',
    {
      inline: (a) => [
        openTag('mark', {
          class: 'adf-annotation',
          'data-annotation-id': typeof a.id === 'string' ? a.id : undefined,
        }),
        '</mark>',
      ],
    },
  ],
  ['dataConsumer', { inline: transparent }],
  ['fragment', { inline: transparent }],
  [
    'alignment',
    {
      block: (a) => ({
        style: styleOf({
          'text-align': a.align === 'end' ? 'right' : a.align === 'center' ? 'center' : undefined,
        }),
      }),
    },
  ],
  [
    'indentation',
    {
      block: (a) => {
        const level = boundedNumber(a.level, 1, 6);
        return { style: level === undefined ? undefined : `margin-left: ${level * 30}px` };
      },
    },
  ],
  [
    'breakout',
    {
      block: (a) => ({
        class: a.mode === 'wide' || a.mode === 'full-width' ? `adf-breakout-${a.mode}` : undefined,
      }),
    },
  ],
  [
    'border',
    {
      block: (a) => {
        const size = boundedNumber(a.size, 1, 3) ?? 1;
        const colour = safeColour(a.color) ?? '#091e4224';
        return { class: 'adf-border', style: `border: ${size}px solid ${colour}` };
      },
    },
  ],
  ['fontSize', { block: (a) => ({ class: a.fontSize === 'small' ? 'adf-font-small' : undefined }) }],
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
    const spec = MARKS.get(mark.type);
    const key = `${mark.type}${JSON.stringify(mark.attrs ?? null)}`;
    if (spec?.block || seen.has(key)) continue;
    seen.add(key);
    const attrs = attrsOfMark(mark);
    const [open, close] = spec?.inline
      ? spec.inline(attrs)
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
    const block = MARKS.get(mark.type)?.block;
    if (!block) continue;
    const part = block(attrsOfMark(mark));
    className = classOf(className, part.class);
    style = joinStyles(style, part.style);
  }
  return { class: className, style };
}
