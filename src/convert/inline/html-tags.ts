import type { AdfMark } from '../../types.js';
import type { InlineState } from './state.js';
import { isKept, scriptUrl, startTagMeaning } from '../../constructs/html/inline.js';
import { linkMarkOf } from '../../constructs/link/mark.js';

/**
 * Inline HTML tags (markdown-it gives each tag as its own token): what a start tag means is
 * src/constructs/html/inline.ts's answer (a mark, pushed and popped like `**`, a break, an image,
 * plain or stripped); a closing tag pops its mark.
 */

/** A tag as markdown-it found it: its name, read further by htmlparser2 where its attributes count. */
const TAG = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/;

/**
 * Applies the tag (at offset `at`): its ADF meaning, or none (src/constructs/html/inline.ts reads
 * what it means); false when it is no tag (a declaration, a processing instruction), which stays
 * literal text.
 */
export function applyHtmlTag(html: string, state: InlineState, at: number): boolean {
  const match = TAG.exec(html);
  if (!match) return false;
  // Indexed, not destructured: destructuring iterates.
  const tag = match[2].toLowerCase();
  // A `<details>` among text is no expand (a block): its summary a line, its content the next.
  if (tag === 'br' || (match[1] && tag === 'summary')) state.breakLine(at, at + html.length);
  else if (match[1]) closeTag(tag, state, at);
  else {
    if (tag === 'details')
      state.ctx.report(
        'inline-replaced',
        '`<details>` in text is no expand: its words stay, a line apart',
        state.locate(at),
      );
    applyMeaning(html, state, at, tag);
  }
  return true;
}

function openMark(tag: string, mark: AdfMark, state: InlineState, at: number): void {
  if (mark.type === 'link') scriptUrl(state.ctx, String(mark.attrs?.href), state.locate(at));
  state.pushMark(mark);
  state.openTags.open(tag, mark, at);
}

function closeTag(tag: string, state: InlineState, at: number): void {
  const slot = state.openTags.close(tag);
  if (slot !== undefined) state.popMark(slot);
  else if (tag === 'q') state.text('\u201d');
  else if (!isKept(tag)) stripped(tag, state, at);
  // Any other closing tag closes nothing ADF shows: it goes, as its start tag went.
}

/** A start tag the table above does not know: what GitHub shows of it (src/constructs/html/inline.ts). */
function applyMeaning(html: string, state: InlineState, at: number, tag: string): void {
  const meaning = startTagMeaning(html, tag);
  switch (meaning.kind) {
    case 'quote':
      state.text('\u201c');
      break;
    case 'image':
      inlineImage(state, meaning.src, meaning.words, at);
      break;
    case 'mark':
      openMark(tag, meaning.mark, state, at);
      break;
    case 'stripped':
      stripped(tag, state, at);
      if (meaning.content) skipContent(tag, state);
      break;
  }
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

/**
 * What a `<script>`, `<style>` (any element GitHub strips with its content) holds among text, up
 * to its closing tag in the paragraph: no text a reader sees on GitHub, so it goes with the tags.
 * Without a closing tag in the paragraph (GitHub would hide the rest of the document), or with
 * Markdown structure inside (a link, emphasis), only the tag goes: no word is lost silently.
 */
function skipContent(tag: string, state: InlineState): void {
  const children = state.children;
  const close = `</${tag}`;
  for (let i = state.index + 1; i < children.length; i++) {
    const child = children[i];
    if (child.nesting !== 0) return;
    if (
      child.type === 'html_inline' &&
      child.content.slice(0, close.length).toLowerCase() === close &&
      /^[\s>/]/.test(child.content.slice(close.length))
    ) {
      state.index = i;
      return;
    }
  }
}

/** An `<img>` among text: its alt text, linked to the image unless a link holds it (as a Markdown image among text). */
function inlineImage(state: InlineState, src: string, words: string, at: number): void {
  const inLink = state.marks.some((m) => m.type === 'link');
  scriptUrl(state.ctx, src, state.locate(at));
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
