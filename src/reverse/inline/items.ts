import { compareMarks } from '../../adf/marks.js';
import type { AdfMark, AdfNode } from '../../types.js';
import { codeSpan } from './code-span.js';
import { linkTail } from './link.js';

/**
 * Inline content as the writer sees it: runs of text with Markdown-expressible marks, hard
 * breaks, and atoms (nodes written as `adf:node`). Adjacent text with equal marks is one item.
 */
export type Item =
  | { kind: 'text'; text: string; marks: AdfMark[]; node: AdfNode }
  | { kind: 'break'; node: AdfNode }
  | { kind: 'atom'; node: AdfNode };

/** Marks with Markdown syntax; `code` is written as a span around the text, the others as delimiters. */
const MARKDOWN_MARKS = new Set(['link', 'em', 'strong', 'strike', 'code']);

function plainMark(mark: AdfMark): boolean {
  return mark.attrs === undefined || Object.keys(mark.attrs).length === 0;
}

/** The link mark in the shape the forward direction builds, or null when it has more than Markdown holds. */
function linkMark(mark: AdfMark): AdfMark | null {
  const attrs = mark.attrs ?? {};
  const { href, title, ...rest } = attrs;
  if (typeof href !== 'string' || Object.keys(rest).length > 0) return null;
  if (title !== undefined && (typeof title !== 'string' || title === '')) return null;
  if (linkTail(href, title as string | undefined) === null) return null;
  return { type: 'link', attrs: title === undefined ? { href } : { href, title } };
}

/** The marks of a text node in canonical form, or null when one has no Markdown form. */
export function markdownMarks(node: AdfNode, inTable: boolean): AdfMark[] | null {
  const marks: AdfMark[] = [];
  const seen = new Set<string>();
  for (const mark of node.marks ?? []) {
    if (!mark || typeof mark.type !== 'string' || !MARKDOWN_MARKS.has(mark.type) || seen.has(mark.type)) {
      return null;
    }
    seen.add(mark.type);
    const canonical = mark.type === 'link' ? linkMark(mark) : plainMark(mark) ? { type: mark.type } : null;
    if (!canonical) return null;
    marks.push(canonical);
  }
  // Inline code takes only a link beside it (the forward direction drops the others).
  if (seen.has('code')) {
    if ([...seen].some((type) => type !== 'code' && type !== 'link')) return null;
    if (codeSpan(node.text ?? '', inTable) === null) return null;
  }
  return marks.sort(compareMarks);
}

const TEXT_KEYS = new Set(['type', 'text', 'marks']);

function isPlainTextNode(node: AdfNode): boolean {
  return (
    typeof node.text === 'string' &&
    node.text !== '' &&
    !node.text.includes('\u0000') &&
    Object.keys(node).every((key) => TEXT_KEYS.has(key))
  );
}

const sameMarks = (a: readonly AdfMark[], b: readonly AdfMark[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export interface ItemRules {
  /** Hard breaks have a Markdown form here (not in headings or table cells). */
  breaks: boolean;
  inTable: boolean;
}

export function toItems(nodes: readonly AdfNode[], rules: ItemRules): Item[] {
  const items: Item[] = [];
  for (const node of nodes) {
    const item = classify(node, rules);
    const last = items[items.length - 1];
    if (item.kind === 'text' && last?.kind === 'text' && sameMarks(last.marks, item.marks)) {
      const text = last.text + item.text;
      items[items.length - 1] = { ...last, text, node: { ...last.node, text } };
    } else {
      items.push(item);
    }
  }
  // A break at the very end would be a literal backslash: it travels as a node.
  const last = items[items.length - 1];
  if (last?.kind === 'break') items[items.length - 1] = { kind: 'atom', node: last.node };
  return items;
}

function classify(node: AdfNode, rules: ItemRules): Item {
  if (node?.type === 'text' && isPlainTextNode(node)) {
    const marks = markdownMarks(node, rules.inTable);
    if (marks) return { kind: 'text', text: node.text!, marks, node };
  }
  if (node?.type === 'hardBreak' && rules.breaks && Object.keys(node).length === 1) {
    return { kind: 'break', node };
  }
  return { kind: 'atom', node };
}
