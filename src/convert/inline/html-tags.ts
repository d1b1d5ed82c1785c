import { inlineComment, markSlot } from '../../adf/marks.js';
import { runsScript } from '../../adf/url.js';
import { decodeEntities } from '../../markdown/entities.js';
import type { AdfMark } from '../../types.js';
import type { InlineState } from './state.js';
import { isKept, startTagMeaning } from '../../constructs/html/inline.js';
import { linkMarkOf } from '../../constructs/link/forward.js';

/**
 * Inline HTML tags with an ADF meaning (markdown-it gives each tag as its own token): the pairs
 * push and pop a mark like `**` does, `<br>` is a hard break. A tag with attributes other than
 * these, or any other tag, is not recognised (the caller keeps it as literal text).
 */
const MARK_TAGS: ReadonlyMap<string, AdfMark> = new Map<string, AdfMark>([
  ['b', { type: 'strong' }],
  ['strong', { type: 'strong' }],
  ['i', { type: 'em' }],
  ['em', { type: 'em' }],
  ['u', { type: 'underline' }],
  ['ins', { type: 'underline' }],
  ['s', { type: 'strike' }],
  ['del', { type: 'strike' }],
  ['strike', { type: 'strike' }],
  ['code', { type: 'code' }],
  ['kbd', { type: 'code' }],
  ['sub', { type: 'subsup', attrs: { type: 'sub' } }],
  ['sup', { type: 'subsup', attrs: { type: 'sup' } }],
]);

/**
 * `<span style="color: #rrggbb">` (text colour) and `<span style="background-color: #rrggbb">`
 * (highlight), the attribute forms recognised.
 */
const COLOUR_SPAN = /^\s+style\s*=\s*(["'])\s*(color|background-color)\s*:\s*(#[0-9a-fA-F]{6})\s*;?\s*\1$/i;

/** `<span data-annotation-id="ID">`: text under an inline comment (the `annotation` mark). */
const ANNOTATION_SPAN = /^\s+data-annotation-id\s*=\s*"([^"]*)"$/;

/**
 * `<a href="URL">` (then optionally `title="…"`): a link whose URL is kept exactly as written,
 * entities decoded. A Markdown link's URL is not (markdown-it percent-encodes it and refuses
 * `javascript:`), so ADF → Markdown writes this form for such a link.
 */
const LINK_TAG = /^\s+href\s*=\s*"([^"]*)"(?:\s+title\s*=\s*"([^"]*)")?$/;

/** A tag as markdown-it found it: its name and attributes, read further by htmlparser2 where they matter. */
const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)((?:\s[^>]*?)?)\s*(\/?)>$/s;

const NONE: readonly OpenTag[] = [];

/** An open HTML tag whose mark is on the stack, to be popped by its closing tag. */
interface OpenTag {
  tag: string;
  markType: string;
  /** Where its mark is counted (markSlot). */
  slot: string;
  /** Its offset in the inline token's text (InlineState.locate makes it a position). */
  at: number;
  closed: boolean;
}

/**
 * The HTML tags opened in a paragraph: a closing tag ends the latest open tag of its name,
 * wherever it is in the nesting (`<b><i></b>`), found in one step whatever the depth.
 */
export class OpenTags {
  /**
   * Every tag opened, in order, so unclosed ones are reported in source order. Both tables are
   * made on the first tag: most paragraphs have none.
   */
  private opened: OpenTag[] | undefined;
  private openByName: Map<string, OpenTag[]> | undefined;
  /** How many tags are open: a closing tag closes none when none is. */
  openCount = 0;
  /** The names of the tags dropped in this paragraph, each warned of once. */
  readonly warned = new Set<string>();

  open(tag: string, mark: AdfMark, at: number): void {
    const entry: OpenTag = { tag, markType: mark.type, slot: markSlot(mark), at, closed: false };
    this.opened ??= [];
    this.opened.push(entry);
    this.openByName ??= new Map();
    const stack = this.openByName.get(tag);
    if (stack) stack.push(entry);
    else this.openByName.set(tag, [entry]);
    this.openCount++;
  }

  /** Closes the latest open tag of this name; its mark's slot, or undefined when none is open. */
  close(tag: string): string | undefined {
    const entry = this.openByName?.get(tag)?.pop();
    if (!entry) return undefined;
    this.openCount--;
    entry.closed = true;
    return entry.slot;
  }

  /** Forgets every tag, for the next paragraph. */
  reset(): void {
    if (this.warned.size > 0) this.warned.clear();
    if (this.opened === undefined || this.opened.length === 0) return;
    this.openCount = 0;
    this.opened.length = 0;
    this.openByName!.clear();
  }

  unclosed(): readonly Readonly<OpenTag>[] {
    // Asked at the end of every paragraph: most opened none, and get no new array.
    return this.opened && this.opened.length > 0 ? this.opened.filter((entry) => !entry.closed) : NONE;
  }
}

/**
 * Applies the tag (at offset `at`): its ADF meaning, or none (src/constructs/html/inline.ts reads
 * what it means); false when it is no tag (a declaration, a processing instruction), which stays
 * literal text.
 */
export function applyHtmlTag(html: string, state: InlineState, at: number): boolean {
  const match = TAG.exec(html.trim());
  if (!match) return /^<[A-Za-z]/.test(html) && applyMeaning(html, state, at);
  // Indexed, not destructured: destructuring iterates.
  const closing = match[1];
  const attributes = match[3];
  const tag = match[2].toLowerCase();
  if (tag === 'br' && !closing) {
    state.node({ type: 'hardBreak' });
    return true;
  }
  if (closing) return closeTag(tag, state, at);
  const mark = match[4] ? undefined : markOf(tag, attributes);
  if (!mark) return applyMeaning(html, state, at, tag);
  openMark(tag, mark, state, at);
  return true;
}

function openMark(tag: string, mark: AdfMark, state: InlineState, at: number): void {
  const href = mark.type === 'link' ? String(mark.attrs?.href) : '';
  if (runsScript(href)) {
    state.ctx.report(
      'script-url',
      `the link's URL \`${href}\` runs script; kept as written`,
      state.locate(at),
    );
  }
  state.pushMark(mark);
  state.openTags.open(tag, mark, at);
}

function markOf(tag: string, attributes: string): AdfMark | undefined {
  if (tag === 'a') {
    const link = LINK_TAG.exec(attributes);
    if (!link) return undefined;
    const title = link[2] ? decodeEntities(link[2]) : undefined;
    const href = decodeEntities(link[1]);
    return { type: 'link', attrs: title === undefined ? { href } : { href, title } };
  }
  if (tag === 'span') {
    const comment = ANNOTATION_SPAN.exec(attributes);
    if (comment) return inlineComment(comment[1]) ?? undefined;
    const colour = COLOUR_SPAN.exec(attributes);
    if (!colour) return undefined;
    const type = colour[2].toLowerCase() === 'color' ? 'textColor' : 'backgroundColor';
    return { type, attrs: { color: colour[3] } };
  }
  const mark = attributes.trim() === '' ? MARK_TAGS.get(tag) : undefined;
  // A copy: the table's marks outlive the conversion, and a caller may change its result.
  return mark?.attrs ? { type: mark.type, attrs: { ...mark.attrs } } : mark && { type: mark.type };
}

function closeTag(tag: string, state: InlineState, at: number): boolean {
  const slot = state.openTags.close(tag);
  if (slot !== undefined) state.popMark(slot);
  else if (tag === 'q') state.text('\u201d');
  else if (!isKept(tag)) stripped(tag, state, at);
  // Any other closing tag closes nothing ADF shows: it goes, as its start tag went.
  return true;
}

/** A start tag the table above does not know: what GitHub shows of it (src/constructs/html/inline.ts). */
function applyMeaning(html: string, state: InlineState, at: number, tag?: string): boolean {
  const read = startTagMeaning(html, tag);
  if (!read) return false;
  const { meaning } = read;
  switch (meaning.kind) {
    case 'break':
      state.node({ type: 'hardBreak' });
      break;
    case 'quote':
      state.text('\u201c');
      break;
    case 'image':
      inlineImage(state, meaning.src, meaning.words, at);
      break;
    case 'mark':
      openMark(read.name, meaning.mark, state, at);
      break;
    case 'stripped':
      stripped(read.name, state, at);
      break;
  }
  return true;
}

/** One `raw-html` warning per tag name and paragraph: the tag goes, the text around it stays. */
function stripped(tag: string, state: InlineState, at: number): void {
  const warned = state.openTags.warned;
  if (warned.has(tag)) return;
  warned.add(tag);
  state.ctx.report(
    'raw-html',
    `\`<${tag}>\` is not shown by GitHub and has no ADF form; dropped`,
    state.locate(at),
  );
}

/** An `<img>` among text: its alt text, linked to the image unless a link holds it (as a Markdown image among text). */
function inlineImage(state: InlineState, src: string, words: string, at: number): void {
  const inLink = state.marks.some((m) => m.type === 'link');
  state.ctx.report(
    'inline-replaced',
    `an image inside text has no ADF form; kept as ${inLink ? 'the text' : 'a link'} "${words}"`,
    state.locate(at),
  );
  if (words === '') return;
  if (!inLink) state.pushMark(linkMarkOf(src, null));
  state.text(words);
  if (!inLink) state.popMark('link');
}

/** Tags still open when the paragraph ends: their marks ran to its end. */
export function reportUnclosedTags(state: InlineState): void {
  for (const open of state.openTags.unclosed()) {
    state.ctx.report(
      'html-tag-unclosed',
      `\`<${open.tag}>\` is not closed in its paragraph; its ${open.markType} runs to the end of the paragraph`,
      state.locate(open.at),
    );
  }
}
