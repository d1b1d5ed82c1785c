import type { Token } from '../../markdown/types.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { Conversion } from '../../convert/conversion.js';
import { locator } from '../../convert/locate.js';
import { type HtmlChild, type HtmlElement, parseHtml, readStartTag } from './parse.js';
import { addText, type RunItem, runBlock, withMark } from './run.js';
import { markOf, roleOf } from './tags.js';
import { inlineMark } from './nodes.js';

/** What an inline HTML start tag among Markdown text means (src/convert/inline/html-tags.ts applies it). */
export type TagMeaning =
  | { kind: 'mark'; mark: AdfMark }
  | { kind: 'break' }
  | { kind: 'image'; src: string; words: string }
  | { kind: 'quote' }
  /** Kept by GitHub, no ADF meaning of its own: the tag goes, its text stays. */
  | { kind: 'plain' }
  /** Stripped by GitHub: the tag goes (`raw-html`), and with `content` what it holds is no text to read. */
  | { kind: 'stripped'; content: boolean };

export function startTagMeaning(
  html: string,
  known?: string,
): { name: string; meaning: TagMeaning } | undefined {
  // Most tags mean what their name says whatever their attributes: only those whose attributes count are read.
  const element =
    known === undefined ||
    known === 'img' ||
    (known === 'a' && /href/i.test(html)) ||
    (known === 'span' && /style|data-annotation/i.test(html))
      ? readStartTag(html)
      : undefined;
  const name = element?.name ?? known;
  if (name === undefined) return undefined;
  let meaning: TagMeaning;
  const role = roleOf(name);
  if (role === undefined || role === 'dropped') meaning = { kind: 'stripped', content: role === 'dropped' };
  else if (name === 'br') meaning = { kind: 'break' };
  else if (name === 'q') meaning = { kind: 'quote' };
  else if (name === 'img' && element) {
    const src = element.attrs.src ?? '';
    meaning = { kind: 'image', src, words: element.attrs.alt || element.attrs.title || src };
  } else {
    const mark = markOf(name) ?? (element && inlineMark(element));
    meaning = mark ? { kind: 'mark', mark } : { kind: 'plain' };
  }
  return { name, meaning };
}

/** True for a tag name GitHub keeps: its closing tag goes silently. */
export { isKept } from './tags.js';

/**
 * A paragraph of HTML tags only, with an image (`<a href="…"><img src="logo.png" width="120"></a>`,
 * a row of badges): read as HTML, so that an image alone becomes `mediaSingle` with its size and
 * link, as the same HTML in an HTML block does. False (and nothing done) for any other paragraph.
 */
export function htmlParagraph(ctx: Conversion, block: AdfNode, token: Token): boolean {
  // Asked of every paragraph: nearly all hold no tag at all, which one scan for `<` tells.
  const content = token.content;
  if (content.indexOf('<') < 0 || (content.indexOf('<img') < 0 && content.indexOf('<IMG') < 0)) return false;
  const children = token.children ?? [];
  let image = false;
  for (const child of children) {
    if (child.type === 'html_inline') image ||= /^<img[\s/>]/i.test(child.content);
    else if (child.type !== 'softbreak' && !(child.type === 'text' && child.content.trim() === ''))
      return false;
  }
  if (!image) return false;
  const root = parseHtml(token.content);
  const locate = locator(ctx, token.map![0], token.content);
  const at = locate(0);
  const warned = new Set<string>();
  const stripped = (name: string) => {
    if (warned.has(name)) return;
    warned.add(name);
    ctx.report('raw-html', `\`<${name}>\` is not shown by GitHub and has no ADF form; dropped`, at);
  };
  const made = runBlock(ctx, runOf(root, stripped), { locate }, 0) ?? { type: 'paragraph', content: [] };
  // The open paragraph becomes what the HTML makes; paragraph_close closes it.
  block.type = made.type;
  block.content = made.content;
  if (made.attrs) block.attrs = made.attrs;
  if (made.marks) block.marks = made.marks;
  return true;
}

/** The inline content of tags among text: marks, images, breaks and text (tags without a meaning here give their text). */
function runOf(root: HtmlElement, stripped: (name: string) => void): RunItem[] {
  const run: RunItem[] = [];
  const frames: Array<{ children: readonly HtmlChild[]; i: number; marks: readonly AdfMark[] }> = [
    { children: root.children, i: 0, marks: [] },
  ];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1];
    if (frame.i >= frame.children.length) {
      frames.pop();
      continue;
    }
    const child = frame.children[frame.i++];
    if (typeof child === 'string') addText(run, child, frame.marks);
    else if (child.name === 'img') run.push({ image: child, marks: frame.marks });
    else if (child.name === 'br') run.push({ type: 'hardBreak' });
    else {
      const role = roleOf(child.name);
      if (role === undefined || role === 'dropped') {
        stripped(child.name);
        if (role === undefined) frames.push({ children: child.children, i: 0, marks: frame.marks });
        continue;
      }
      const mark = role === 'mark' ? markOf(child.name) : inlineMark(child);
      frames.push({
        children: child.children,
        i: 0,
        marks: mark ? withMark(frame.marks, mark) : frame.marks,
      });
    }
  }
  return run;
}
