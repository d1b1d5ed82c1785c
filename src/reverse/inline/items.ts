import { compareMarks, markSlot } from '../../adf/marks.js';
import type { AdfMark, AdfNode } from '../../types.js';
import { codeSpan } from './code-span.js';
import { shortcodeOf } from './emoji.js';
import { type InlineDirective, inlineDirectiveFor } from './inline-directives.js';
import type { ReverseSettings } from '../options.js';
import { wellFormed } from '../shape.js';
import { MARK_SYNTAX } from './mark-syntax.js';
import { type MentionSyntax, mentionLink, mentionSyntax } from './mention.js';

/**
 * Inline content as the writer sees it: runs of text with Markdown-expressible marks, hard
 * breaks, and atoms (nodes written as `adf:node`). Adjacent text with equal marks is one item.
 * A text with `tags` has its emphasis written as HTML elements (`<em>`), where delimiters failed.
 */
export type Item =
  | { kind: 'text'; text: string; marks: AdfMark[]; node: AdfNode; tags?: boolean }
  | { kind: 'break'; node: AdfNode; html?: boolean }
  | { kind: 'emoji'; shortcode: string; node: AdfNode }
  | { kind: 'directive'; directive: InlineDirective; node: AdfNode }
  | { kind: 'mention'; mention: MentionSyntax; node: AdfNode }
  | { kind: 'atom'; node: AdfNode };

/** The marks the forward direction keeps on inline code. */
export const CODE_COMPANIONS: ReadonlySet<string> = new Set(['code', 'link', 'annotation']);

/** The marks of a text node in canonical form, or null when one has no Markdown form. */
export function markdownMarks(node: AdfNode, inTable: boolean): AdfMark[] | null {
  const marks: AdfMark[] = [];
  const seen = new Set<string>();
  for (const mark of node.marks ?? []) {
    const syntax = typeof mark?.type === 'string' ? MARK_SYNTAX.get(mark.type) : undefined;
    const canonical = syntax?.canonical(mark);
    if (!canonical || seen.has(markSlot(canonical))) return null;
    seen.add(markSlot(canonical));
    marks.push(canonical);
  }
  // Inline code takes only a link and inline comments beside it (the forward direction drops the others).
  if (seen.has('code')) {
    if (marks.some((mark) => !CODE_COMPANIONS.has(mark.type))) return null;
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
  /** How a hard break is written here: `\` at the line end, or `<br>` (table cells, headings). */
  breaks: 'backslash' | 'br';
  inTable: boolean;
  settings: ReverseSettings;
}

export function toItems(nodes: readonly AdfNode[], rules: ItemRules): Item[] {
  const items: Item[] = [];
  for (const node of nodes) {
    const item = classify(node, rules);
    const last = items.at(-1);
    if (item.kind === 'text' && last?.kind === 'text' && sameMarks(last.marks, item.marks)) {
      const text = last.text + item.text;
      items[items.length - 1] = { ...last, text, node: { ...last.node, text } };
    } else {
      items.push(item);
    }
  }
  // A backslash break at the very end would be a literal backslash: it is written `<br>`.
  const last = items.at(-1);
  if (last?.kind === 'break' && rules.breaks === 'backslash')
    items[items.length - 1] = { ...last, html: true };
  return items;
}

function classify(node: AdfNode, rules: ItemRules): Item {
  if (!wellFormed(node)) return { kind: 'atom', node };
  if (node.type === 'text' && isPlainTextNode(node)) {
    const marks = markdownMarks(node, rules.inTable);
    if (marks) return { kind: 'text', text: node.text!, marks, node };
  }
  if (node?.type === 'hardBreak' && plainBreak(node)) {
    return { kind: 'break', node: Object.keys(node).length === 1 ? node : { type: 'hardBreak' } };
  }
  const shortcode = node?.type === 'emoji' ? shortcodeOf(node) : null;
  if (shortcode) return { kind: 'emoji', shortcode, node };
  const mention = node.type === 'mention' ? mentionSyntax(node, rules.settings) : null;
  if (mention && mentionLink(mention, rules.inTable) !== null) return { kind: 'mention', mention, node };
  const directive = node && typeof node === 'object' ? inlineDirectiveFor(node, rules.settings) : null;
  if (directive) return { kind: 'directive', directive, node };
  return { kind: 'atom', node };
}

/**
 * A break with nothing of its own: no key but `attrs`, and those empty or only `text: "\n"`,
 * the one value the official schema admits (editors write both): written as any break.
 */
function plainBreak(node: AdfNode): boolean {
  if (Object.keys(node).some((k) => k !== 'type' && k !== 'attrs')) return false;
  const attrs = node.attrs;
  if (attrs === undefined) return true;
  const keys = Object.keys(attrs);
  return keys.length === 0 || (keys.length === 1 && attrs.text === '\n');
}
