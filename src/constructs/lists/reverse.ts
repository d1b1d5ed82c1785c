import { scalarText } from '../../adf/scalar-text.js';
import type { AdfNode } from '../../types.js';
import {
  asNode,
  type BlockHandler,
  type Container,
  hasExtras,
  type Place,
  type RenderedChild,
} from '../../reverse/handler.js';
import { directiveFor } from '../../reverse/directives.js';
import type { ReverseSettings } from '../../reverse/options.js';
import { indent, type Rendered, stack, withLineBefore } from '../../reverse/rendered.js';
import { wellFormedWithChildren } from '../../reverse/shape.js';
import { bulletChar, orderedDelimiter } from '../../reverse/blocks/list-markers.js';
import type { ReversePart } from '../../engine/parts.js';
import { listsConstruct } from './index.js';

/** CommonMark reads at most nine digits as a list number. */
const MAX_ORDER = 999_999_999;

const isEmptyParagraph = (node: AdfNode | undefined): boolean =>
  node?.type === 'paragraph' && (node.content?.length ?? 0) === 0;

/** Why the items cannot be Markdown list items, or null when they can. */
function itemsProblem(items: readonly AdfNode[], settings: ReverseSettings): string | null {
  if (items.length === 0) return 'an empty list has no Markdown form';
  if (!items.every(wellFormedWithChildren)) return 'an item that is not a well-formed node';
  for (const item of items) {
    if (item?.type !== 'listItem') return `a ${scalarText(item?.type)} inside a list has no Markdown form`;
    const directive = directiveFor(item, settings);
    if (!directive.ok) return directive.reason;
    const content = item.content ?? [];
    if (content.length === 0) return 'an empty list item has no Markdown form';
  }
  return null;
}

/** `- - -` (markers of nested lists on one line, the innermost item empty) would be a rule. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** Each item's lines after its marker, continuation lines indented to the marker's width. */
function joinItems(parts: readonly RenderedChild[], marker: (i: number) => string): Rendered {
  return stack(
    parts.map((part, i) => {
      const first = marker(i);
      const pad = ' '.repeat(first.length);
      if (part.lines.length === 0) return { lines: [first.trimEnd()], notes: [] };
      const item = indent(part, first, pad);
      if (!THEMATIC_BREAK.test(item.lines[0])) return item;
      // The item may start with one blank line: its content then begins on the next line.
      return stack([{ lines: [first.trimEnd()], notes: [] }, indent(part, pad, pad)], () => 0);
    }),
    () => 0,
  );
}

function listContainer(
  node: AdfNode,
  place: Place,
  comment: string | null,
  marker: (i: number) => string,
): Container | ReturnType<typeof asNode> {
  const items = node.content ?? [];
  const problem = itemsProblem(items, place.settings);
  if (problem) return asNode(problem);
  return { children: items, levels: 2, join: (parts) => withLineBefore(comment, joinItems(parts, marker)) };
}

export const bulletList: BlockHandler = (node, place) => {
  const directive = directiveFor(node, place.settings);
  if (!directive.ok) return asNode(directive.reason);
  const bullet = bulletChar(place.siblings, place.index);
  return listContainer(node, place, directive.comment, () => `${bullet} `);
};

/** The reader always sets `order`; a list without it says so in `adf:orderedList orderOmitted`. */
function orderedListDirective(node: AdfNode, place: Place) {
  const omitted = node.attrs?.order === undefined;
  const attrs = omitted ? { ...node.attrs, orderOmitted: true } : node.attrs;
  return directiveFor({ ...node, attrs }, place.settings, { syntaxAttrs: ['order'] });
}

export const orderedList: BlockHandler = (node, place) => {
  const directive = orderedListDirective(node, place);
  if (!directive.ok) return asNode(directive.reason);
  const order = node.attrs?.order ?? 1;
  const count = node.content?.length ?? 0;
  if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order + count - 1 > MAX_ORDER) {
    return asNode('the list order is not a number Markdown can write');
  }
  const delimiter = orderedDelimiter(place.siblings, place.index);
  return listContainer(node, place, directive.comment, (i) => `${order + i}${delimiter} `);
};

/**
 * A list right after a paragraph needs no blank line when it can interrupt the paragraph
 * (bullets, or numbering from 1), which keeps lists tight and readable.
 */
function interruptsParagraph(previous: AdfNode | undefined, next: AdfNode | undefined): boolean {
  // An empty paragraph is a lone `adf:paragraph` line, which needs the blank line after it.
  if (previous?.type !== 'paragraph' || isEmptyParagraph(previous) || !next) return false;
  // A paragraph of breaks alone is a line of `<br>`, an HTML block that runs to the next blank line.
  if (previous.content?.every((child) => child.type === 'hardBreak')) return false;
  // An empty first item cannot interrupt a paragraph (`-` alone would underline it as a heading).
  if (isEmptyParagraph(next.content?.[0]?.content?.[0])) return false;
  if (next.type === 'taskList') return true;
  // A list with attributes opens with its directive line, which needs the blank line too.
  if (next.type === 'bulletList') return !hasExtras(next);
  return next.type === 'orderedList' && next.attrs?.order === 1 && !hasExtras(next, ['order']);
}

export const listItem: BlockHandler = (node, place) => {
  if (place.parent.type !== 'bulletList' && place.parent.type !== 'orderedList') {
    return asNode('a list item outside a list has no Markdown form');
  }
  // Its list checked the directive; `adf:listItem` is the item's first line, after the marker.
  const directive = directiveFor(node, place.settings);
  const comment = directive.ok ? directive.comment : null;
  const children = node.content ?? [];
  return {
    children,
    levels: 0,
    join: (parts) =>
      withLineBefore(
        comment,
        stack(parts, (i) => (interruptsParagraph(children[i], children[i + 1]) ? 0 : 1)),
      ),
  };
};

export const listsReverse: ReversePart = {
  construct: listsConstruct,
  writers: { bulletList, orderedList, listItem },
};
