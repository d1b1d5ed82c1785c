import { compareMarks } from '../../adf/marks.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { Conversion } from '../../convert/conversion.js';
import type { Position } from '../../diagnostics/sink.js';
import { mediaAttrs } from '../../convert/media-attrs.js';
// The constructors Markdown's nodes are made with: the same shapes, so the code both reach stays monomorphic.
import { Block, MarkedText, Text } from '../../convert/plain.js';
import { linkMarkOf } from '../link/mark.js';
import { attr, type HtmlElement } from './parse.js';
import { sizeOf } from './tags.js';

/** Where a run's warning goes: the position of an offset in the HTML. */
export interface HtmlPlace {
  locate(offset: number): Position;
}

/**
 * A paragraph's inline content as the walk (walk.ts) gathers it: ADF inline nodes, and images,
 * whose form depends on what stands beside them.
 */
export type RunItem = AdfNode | { image: HtmlElement; marks: readonly AdfMark[] };

const isBreak = (item: RunItem) => (item as AdfNode).type === 'hardBreak';

const isImage = (item: RunItem): item is { image: HtmlElement; marks: readonly AdfMark[] } => 'image' in item;

/** Text, with runs of HTML white space as one space (as a browser shows them); merged with the text before it when their marks are the same. */
export function addText(run: RunItem[], text: string, marks: readonly AdfMark[]): void {
  const collapsed = collapseSpace(text);
  if (collapsed === '') return;
  // at(-1), not run[run.length - 1]: on an empty run that reads index -1, which V8 looks up as a
  // named property, through the prototype chain.
  const last = run.at(-1);
  if (last && !isImage(last) && last.type === 'text' && sameList(last.marks, marks)) {
    if (!(collapsed === ' ' && last.text!.endsWith(' '))) last.text += collapsed;
    return;
  }
  run.push(marks.length > 0 ? new MarkedText(collapsed, [...marks]) : new Text(collapsed));
}

/**
 * Runs of HTML white space as one space. Most texts of an HTML block are the line breaks and
 * indents between its tags, or words with single spaces: both answered without a new string.
 */
function collapseSpace(text: string): string {
  let i = 0;
  while (i < text.length && isHtmlSpace(text.charCodeAt(i))) i++;
  if (i === text.length) return text === '' ? '' : ' ';
  // A scan, not a regex test: texts are short and many, and most need no change.
  for (let at = 0, space = false; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 32) {
      if (space) return text.replace(HTML_SPACES, ' ');
      space = true;
    } else if (isHtmlSpace(code)) return text.replace(HTML_SPACES, ' ');
    else space = false;
  }
  return text;
}

const isHtmlSpace = (code: number) => code === 32 || code === 10 || code === 9 || code === 13 || code === 12;
const HTML_SPACES = /[ \t\n\r\f]+/g;

function sameList(a: readonly AdfMark[] | undefined, b: readonly AdfMark[]): boolean {
  const list = a ?? [];
  return list.length === b.length && list.every((mark, i) => mark === b[i]);
}

/** The marks of a child element: the parent's, with `mark` added in the canonical order (an inner link replaces an outer one). */
export function withMark(marks: readonly AdfMark[], mark: AdfMark): AdfMark[] {
  const kept = marks.filter((m) => m.type !== mark.type);
  kept.push(mark);
  return kept.sort(compareMarks);
}

/** Leading and trailing blanks of the run and around its hard breaks, and a break that ends it, as a browser drops them. */
function trim(run: RunItem[]): RunItem[] {
  const out: RunItem[] = [];
  for (let i = 0; i < run.length; i++) {
    const item = run[i];
    if (isImage(item) || item.type !== 'text') {
      out.push(item);
      continue;
    }
    // addText collapsed the text's white space (at most one space at each end) and made no empty text.
    let text = item.text!;
    const before = i > 0 ? run[i - 1] : undefined;
    const after = run[i + 1];
    // An image item has no type: it is no break.
    if ((!before || isBreak(before)) && text.charCodeAt(0) === 32) text = text.slice(1);
    if ((!after || isBreak(after)) && text.charCodeAt(text.length - 1) === 32) text = text.slice(0, -1);
    if (text === '') continue;
    item.text = text;
    out.push(item);
  }
  // A break that ends its block after text starts no line (`<h1>Name<br></h1>`); breaks alone stay.
  if (out.length > 1 && isBreak(out.at(-1)!) && !isBreak(out.at(-2)!)) out.pop();
  return out;
}

/**
 * The block a run makes: an image alone (a hard break or blanks aside) is `mediaSingle` (linked
 * when a link holds it); anything else is a paragraph, where an image keeps its alt text,
 * linked to where it links (or to the image), with one `inline-replaced` warning, at the first image.
 */
export function runBlock(ctx: Conversion, items: RunItem[], place: HtmlPlace): AdfNode | undefined {
  const run = trim(items);
  if (run.length === 0) return undefined;
  const images = run.filter(isImage);
  const blank = (item: RunItem) => isImage(item) || item.type === 'hardBreak';
  if (images.length === 1 && run.every(blank)) return mediaSingle(ctx, images[0], place);
  const content: AdfNode[] = [];
  let afterImage = false;
  for (const item of run) {
    if (!isImage(item)) {
      content.push(item);
      afterImage = false;
      continue;
    }
    const src = attr(item.image, 'src') ?? '';
    const linked = item.marks.some((mark) => mark.type === 'link');
    const marks = linked ? [...item.marks] : withMark(item.marks, linkMarkOf(src, null));
    const words = attr(item.image, 'alt') || attr(item.image, 'title') || src;
    if (words === '') continue;
    // Alt texts side by side (a row of badges) stay apart.
    if (afterImage) content.push(new Text(' '));
    content.push(new MarkedText(words, marks));
    afterImage = true;
  }
  if (images.length > 0) {
    ctx.report(
      'inline-replaced',
      `ADF has no image inside text; ${images.length === 1 ? 'the image is' : `the ${images.length} images are`} kept as linked alt text`,
      place.locate(images[0].image.at),
    );
  }
  const paragraph: AdfNode = new Block('paragraph');
  paragraph.content = content;
  return paragraph;
}

/** `<img src alt width height align>` alone: `mediaSingle` with its size (the link around it on the media). */
function mediaSingle(
  ctx: Conversion,
  { image, marks }: { image: HtmlElement; marks: readonly AdfMark[] },
  place: HtmlPlace,
): AdfNode {
  const attrs = mediaAttrs(ctx, attr(image, 'src') ?? '', place.locate(image.at));
  const alt = attr(image, 'alt');
  if (alt && attrs.alt === undefined) attrs.alt = alt;
  const width = sizeOf(attr(image, 'width'));
  const height = sizeOf(attr(image, 'height'));
  if (attrs.type === 'external') {
    if (width && 'pixels' in width) attrs.width = width.pixels;
    if (height && 'pixels' in height) attrs.height = height.pixels;
  }
  const align = (attr(image, 'align') ?? '').toLowerCase();
  const single: Record<string, unknown> = {
    layout: align === 'left' ? 'align-start' : align === 'right' ? 'align-end' : 'center',
  };
  if (width && 'pixels' in width) {
    single.width = width.pixels;
    single.widthType = 'pixel';
  } else if (width) {
    single.width = width.percent;
    single.widthType = 'percentage';
  }
  const media: AdfNode = { type: 'media', attrs };
  // On the image itself, as for `[![alt](src)](url)`: the editor refuses a link on `mediaSingle`.
  const link = marks.find((mark) => mark.type === 'link');
  if (link) media.marks = [link];
  return { type: 'mediaSingle', attrs: single, content: [media] };
}
