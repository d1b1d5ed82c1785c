import { keptCount } from '../../adf/mark-nesting.js';
import type { AdfNode } from '../../types.js';
import { nodeComment } from '../node-json.js';
import type { ReverseSettings } from '../options.js';
import { wellFormed } from '../shape.js';
import { mathSpan } from '../../constructs/math/reverse.js';
import { codeSpan } from './code-span.js';
import { escapeText } from './escape.js';
import { imageMarkdown } from './inline-directives.js';
import { CODE_COMPANIONS, type Item, type ItemRules, toItems } from './items.js';
import { linkTail } from './link.js';
import { Output } from './output.js';
import { mentionLink } from './mention.js';
import { asTag, type EmphasisChar } from './mark-syntax.js';
import { delimitersFor, ItemMemo, toOpenAt } from './item-memo.js';
import { atomReadBack, type Container, type Segment } from './readback.js';
import type { Attempt, Phrasing } from './attempt.js';
import { atomOf, culprit, done, expectedSegments, firstMismatch, inert } from './read-back-check.js';

/**
 * Inline content → Markdown lines. Marks become delimiters through a stack of open marks (a
 * mark that runs longer opens first, so it closes last); every run is read back with the
 * forward converter (readback.ts), and a text node whose marks do not read back the same is written as
 * `adf:node` instead (CommonMark cannot express every mark boundary, e.g. `**a **b`).
 */
export interface PhrasingRequest {
  container: Container;
  nodes: readonly AdfNode[];
  /** Leading white space of the first text would be stripped by the reader (task items, cells after a directive). */
  leadingSpaceLost?: boolean;
  settings?: ReverseSettings;
}

interface OpenMark {
  key: string;
  closer: string;
  isLink: boolean;
  /** Whether inline code carries it (a link, an inline comment) rather than the reader dropping it there. */
  onCode: boolean;
  /** Written as an HTML element, which white space beside it cannot unmake. */
  tag: boolean;
}

/** A word an inline directive takes as it stands: nothing the reader would trim or read as syntax. */
const SIMPLE_WORD = /^[\p{L}\p{N}][\p{L}\p{N}-]*$/u;
const PLAIN_PLACE = { blockStart: false, lineStart: false, lineEnd: false, pipes: false } as const;

/** How many text nodes may fall back one by one before every marked text falls back at once. */
const MAX_ROUNDS = 8;

/** A hard break is `\\` at the line end in paragraphs, `<br>` where the block is one line (a table row, a heading). */
const BREAKS: Readonly<Record<Container, ItemRules['breaks']>> = {
  paragraph: 'backslash',
  taskItem: 'backslash',
  tableCell: 'br',
  heading: 'br',
};

/** Block syntax is read at the start of a paragraph's lines (a task item's first line starts with its checkbox). */
function startsBlockLine(container: Container, line: number): boolean {
  return container === 'paragraph' || (container === 'taskItem' && line > 0);
}

/** The flags of a text's place that vary within a run, as an index into its escapes. */
const placeIndex = (blockStart: boolean, lineStart: boolean, lineEnd: boolean, inLinkText: boolean): number =>
  (blockStart ? 1 : 0) | (lineStart ? 2 : 0) | (lineEnd ? 4 : 0) | (inLinkText ? 8 : 0);

function atomReason(item: Item, fallback: string): string {
  const node = item.node;
  if (!wellFormed(node)) return 'not a well-formed node';
  if (node.type === 'text') {
    const marks = (node.marks ?? []).map((m) => m?.type).join(', ');
    return `text with marks ${marks || '(none)'}: ${fallback}`;
  }
  return `${node.type} has no Markdown form`;
}

function render(
  items: readonly Item[],
  request: PhrasingRequest,
  em: EmphasisChar,
  reasons: Map<Item, string>,
  memo: ItemMemo,
): Attempt {
  const inTable = request.container === 'tableCell';
  const profile = request.settings?.profile ?? 'extended';
  const hasBreak = items.some((item) => item.kind === 'break');
  const brackets = items.some((item) => item.kind === 'text' && item.text.includes(']'));
  const atoms: Attempt['atoms'] = [];
  const written: AdfNode[] = [];
  const open: OpenMark[] = [];
  const out = new Output();
  let lineHasContent = false;
  let line = 0;

  const closeFrom = (index: number) => {
    while (open.length > index) out.write(open.pop()!.closer);
  };
  /** How many open marks (from the outermost) stay open for the next item. */
  const keptFor = (index: number): number => {
    if (items[index]?.kind !== 'text') return 0;
    const { isCode, keys } = memo.text(items, index);
    let formatting = 0;
    // Inline code keeps one formatting mark around it open: the forward direction drops
    // emphasis from code (the schema allows code with a link only), so the run need not close.
    return keptCount(open, (mark) => (isCode && !mark.onCode ? ++formatting <= 1 : keys.includes(mark.key)));
  };
  /** Whether some delimiter (not an HTML element) closes right after the current text. */
  const closesAfter = (next: number): boolean => {
    for (let k = keptFor(next); k < open.length; k++) if (!open[k].tag) return true;
    return false;
  };

  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (item.kind === 'atom') {
      closeFrom(0);
      atoms.push({
        node: item.node,
        line,
        column: out.length - out.lineStart,
        why: reasons.get(item) ?? atomReason(item, 'no Markdown form'),
      });
      const atom = memo.atom(item, () => {
        const comment = nodeComment(item.node, { inTableCell: inTable });
        return { comment, readBack: atomReadBack(comment, item.node, request.container, profile) };
      });
      out.write(atom.comment);
      written.push(...atom.readBack);
      lineHasContent = true;
      continue;
    }
    if (item.kind === 'directive') {
      closeFrom(0);
      const { comment, takes } = item.directive;
      out.write(comment);
      if (takes.kind === 'link') {
        const label = escapeText(takes.url, { ...PLAIN_PLACE, inTable, inLinkText: true, brackets: true });
        out.write(`[${label}${linkTail(takes.url, undefined)}`);
      } else if (takes.kind === 'image') {
        out.write(imageMarkdown(takes, inTable));
      } else if (takes.kind === 'nothing') {
        // The comment is the whole node.
      } else if (takes.kind === 'shortcode') {
        out.write(takes.value);
      } else {
        const next = items[i + 1];
        const word = SIMPLE_WORD.test(takes.value) && (next?.kind !== 'text' || /^[ \t]/.test(next.text));
        out.write(word ? takes.value : codeSpan(takes.value, inTable)!);
      }
      written.push(item.node);
      lineHasContent = true;
      continue;
    }
    if (item.kind === 'mention') {
      closeFrom(0);
      if (item.mention.comment) out.write(item.mention.comment);
      out.write(mentionLink(item.mention, inTable)!);
      written.push(item.node);
      lineHasContent = true;
      continue;
    }
    if (item.kind === 'emoji') {
      closeFrom(0);
      out.write(item.shortcode);
      written.push(item.node);
      lineHasContent = true;
      continue;
    }
    if (item.kind === 'break') {
      closeFrom(keptFor(i + 1));
      written.push(item.node);
      if (BREAKS[request.container] === 'br' || item.html) {
        out.write('<br>');
        continue;
      }
      out.write('\\\n');
      line++;
      lineHasContent = false;
      continue;
    }
    const facts = memo.text(items, i);
    const { delimited, keys } = facts;
    closeFrom(keptFor(i));
    const toOpen = toOpenAt(items, i, keys, open, memo);
    for (const k of toOpen) {
      const mark = delimited[k];
      const [opener, closer] = delimitersFor(facts, em, item.tags)[k];
      const tag = opener.startsWith('<');
      if (mark.type === 'link') out.escapeTrailingBang();
      out.write(opener);
      const onCode = CODE_COMPANIONS.has(mark.type);
      open.push({ key: keys[k], closer, isLink: mark.type === 'link', onCode, tag });
    }
    const next = items[i + 1];
    if (facts.isCode) {
      facts.code ??= mathSpan(item.text, inTable, profile) ?? codeSpan(item.text, inTable)!;
      out.write(facts.code);
    } else {
      const blockStart = startsBlockLine(request.container, line) && out.length === out.lineStart;
      // White space next to a delimiter is written as an entity: `**&#32;a**` opens, `** a**` does not.
      const lineStart = !lineHasContent || toOpen.some((k) => !asTag(delimited[k], item.tags));
      const lineEnd = next === undefined || next.kind === 'break' || closesAfter(i + 1);
      const inLinkText = open.some((o) => o.isLink);
      const place = placeIndex(blockStart, lineStart, lineEnd, inLinkText);
      facts.escaped[place] ??= escapeText(item.text, {
        blockStart,
        lineStart,
        lineEnd,
        inTable,
        inLinkText,
        pipes: !inTable && hasBreak,
        brackets,
      });
      out.write(facts.escaped[place]);
    }
    written.push(facts.node);
    lineHasContent = true;
  }
  closeFrom(0);
  let markdown = out.toString();
  if (request.container === 'heading') markdown = markdown.replace(/(^|[ \t])(#+[ \t]*)$/, '$1\\$2');
  return { markdown, atoms, written };
}

/** The Markdown of inline content, or null when no inline form reads back the same (the caller writes the block as a node). */
export function writePhrasing(request: PhrasingRequest): Phrasing | null {
  const settings = request.settings ?? { profile: 'extended' };
  const { profile } = settings;
  const items = toItems(request.nodes, {
    breaks: BREAKS[request.container],
    inTable: request.container === 'tableCell',
    settings,
  });
  const reasons = new Map<Item, string>();
  const memo = new ItemMemo();
  const fallBack = (index: number, why: string) => {
    const atom = atomOf(items[index]);
    reasons.set(atom, atomReason(atom, why));
    items[index] = atom;
  };
  if (inert(items)) return { lines: [(items[0] as { text: string }).text], notes: [] };
  const first = items[0];
  if (request.leadingSpaceLost && first?.kind === 'text' && /^\s/.test(first.text)) {
    fallBack(0, 'its leading white space would be lost');
  }
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    let mismatch: number | null = null;
    // Both attempts of a round write the same nodes (only emphasis delimiters differ).
    let expected: Segment[] | undefined;
    let starred: string | undefined;
    for (const em of ['*', '_'] as const) {
      const attempt = render(items, request, em, reasons, memo);
      // Without emphasis written as delimiters the two attempts are the same Markdown, read back alike.
      if (attempt.markdown === starred) continue;
      starred ??= attempt.markdown;
      expected ??= expectedSegments(attempt.written, request.container, profile);
      const found = firstMismatch(attempt, request.container, profile, expected);
      if (found === -1) return done(attempt);
      if (em === '*') mismatch = found;
    }
    if (mismatch === null) break;
    const index = culprit(items, mismatch);
    if (index < 0 || round === MAX_ROUNDS) break;
    const suspect = items[index];
    if (suspect.kind === 'text' && !suspect.tags && suspect.marks.some((m) => asTag(m, true))) {
      items[index] = { ...suspect, tags: true };
      continue;
    }
    fallBack(index, 'its marks cannot be written as delimiters that read back the same');
  }
  items.forEach((item, i) => {
    const delimited = item.kind === 'text' && item.marks.length > 0;
    if (delimited || item.kind === 'emoji' || item.kind === 'directive' || item.kind === 'mention')
      fallBack(i, 'the run could not be written otherwise');
  });
  const last = render(items, request, '*', reasons, memo);
  const expected = expectedSegments(last.written, request.container, profile);
  return firstMismatch(last, request.container, profile, expected) === -1 ? done(last) : null;
}
