import type { Token } from '../../markdown/types.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { ConvertContext } from '../../convert/context.js';
import { type Locator, locator } from '../../convert/locate.js';
import type { Position } from '../../diagnostics/sink.js';
import { parseHtml, readStartTag } from './parse.js';
import { runBlock } from './run.js';
import { markOf, roleOf } from './tags.js';
import { inlineMark } from './nodes.js';
import { type HtmlSource, walkInline } from './walk.js';

/** What an inline HTML start tag among Markdown text means (src/convert/inline/html-tags.ts applies it). */
export type TagMeaning =
  | { kind: 'mark'; mark: AdfMark }
  | { kind: 'image'; src: string; words: string }
  | { kind: 'quote' }
  /** Kept by GitHub, no ADF meaning of its own: the tag goes, its text stays. */
  | { kind: 'plain' }
  /** Stripped by GitHub: the tag goes (`raw-html`), and with `content` what it holds is no text to read. */
  | { kind: 'stripped'; content: boolean };

/** What the start tag `html`, named `name` (lower case), means. */
export function startTagMeaning(html: string, name: string): TagMeaning {
  // Most tags mean what their name says whatever their attributes: only those whose attributes count are read.
  const element =
    name === 'img' ||
    (name === 'a' && /href/i.test(html)) ||
    (name === 'span' && /style|data-annotation/i.test(html))
      ? readStartTag(html)
      : undefined;
  const role = roleOf(name);
  if (role === undefined || role === 'dropped') return { kind: 'stripped', content: role === 'dropped' };
  if (name === 'q') return { kind: 'quote' };
  if (name === 'img' && element) {
    const src = element.attrs.src ?? '';
    return { kind: 'image', src, words: element.attrs.alt || element.attrs.title || src };
  }
  const mark = markOf(name) ?? (element && inlineMark(element));
  return mark ? { kind: 'mark', mark } : { kind: 'plain' };
}

/** True for a tag name GitHub keeps: its closing tag goes silently. */
export { isKept } from './tags.js';

/** `script-url` for a URL among text that runs script (an `<a href>`, an `<img src>`), as in HTML blocks. */
export { scriptUrl } from './nodes.js';

/**
 * A paragraph of HTML tags only, with an image (`<a href="…"><img src="logo.png" width="120"></a>`,
 * a row of badges): read as HTML, so that an image alone becomes `mediaSingle` with its size and
 * link, as the same HTML in an HTML block does. False (and nothing done) for any other paragraph.
 */
export function htmlParagraph(ctx: ConvertContext, block: AdfNode, token: Token): boolean {
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
  const source = new ParagraphSource(ctx, token);
  const made = runBlock(ctx, walkInline(source, parseHtml(token.content)), source) ?? {
    type: 'paragraph',
    content: [],
  };
  // The open paragraph becomes what the HTML makes; paragraph_close closes it.
  block.type = made.type;
  block.content = made.content;
  if (made.attrs) block.attrs = made.attrs;
  if (made.marks) block.marks = made.marks;
  return true;
}

/** Where the walk of a paragraph's tags reports: positions in the paragraph; it has no open regions. */
class ParagraphSource implements HtmlSource {
  readonly warned = new Set<string>();
  private readonly locateIn: Locator;
  private readonly firstLine: number;

  constructor(
    readonly ctx: ConvertContext,
    token: Token,
  ) {
    this.firstLine = token.map![0];
    this.locateIn = locator(ctx, this.firstLine, token.content);
  }

  locate(at: number): Position {
    return this.locateIn(at);
  }

  line(): number {
    return this.firstLine;
  }

  regionAlign(): undefined {
    return undefined;
  }

  regionClosed(): void {}

  regionNode(): undefined {
    return undefined;
  }

  leftOpen(): void {}
}
