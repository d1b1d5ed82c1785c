import { inlineComment } from '../../adf/marks.js';
import { runsScript } from '../../adf/url.js';
import type { AdfMark, AdfNode } from '../../types.js';
import type { Conversion } from '../../convert/conversion.js';
import type { Position } from '../../diagnostics/sink.js';
import { applyAttributes } from '../../convert/directives.js';
import { Block } from '../../convert/plain.js';
import { directiveSpec } from '../../registry/directives.js';
import { linkMarkOf } from '../link/mark.js';
import { attr, type HtmlChild, type HtmlElement } from './parse.js';
import { sizeOf, styleValue } from './tags.js';

/** The nodes and marks single HTML elements make (walk.ts places them). */

/**
 * `<a href>` (a link, its URL as written; an anchor without `href` is plain text), `<span
 * style>` (text or background colour, `#rrggbb` as written) and `<span data-annotation-id>` (an
 * inline comment, the form ADF → Markdown writes for one).
 */
export function inlineMark(element: HtmlElement): AdfMark | undefined {
  if (element.name === 'a') {
    const href = attr(element, 'href');
    return href === undefined ? undefined : linkMarkOf(href, attr(element, 'title') ?? null);
  }
  if (element.name !== 'span') return undefined;
  const comment = attr(element, 'data-annotation-id');
  if (comment !== undefined) return inlineComment(comment) ?? undefined;
  const colour = styleValue(attr(element, 'style'), 'color');
  if (colour && /^#[0-9a-fA-F]{6}$/.test(colour)) return { type: 'textColor', attrs: { color: colour } };
  const background = styleValue(attr(element, 'style'), 'background-color');
  if (background && /^#[0-9a-fA-F]{6}$/.test(background))
    return { type: 'backgroundColor', attrs: { color: background } };
  return undefined;
}

/** `script-url` at `at` for a link's or image's URL, kept as written, that runs script when followed. */
export function scriptUrl(ctx: Conversion, url: string | undefined, at: Position): void {
  if (url && runsScript(url)) ctx.report('script-url', `the URL \`${url}\` runs script; kept as written`, at);
}

/** A heading's or paragraph's alignment, where the profile has it (a heading's `textAlign` is an attribute in `extended`). */
export function alignBlock(ctx: Conversion, node: AdfNode, align: 'center' | 'end', at: Position): void {
  if (node.type === 'paragraph') {
    node.marks = [alignment(align)];
    return;
  }
  const value = align === 'end' ? 'right' : 'center';
  applyAttributes(ctx, node, [{ name: 'textAlign', value, offset: 0 }], directiveSpec('heading')!, () => at);
}

export function alignment(align: 'center' | 'end'): AdfMark {
  return { type: 'alignment', attrs: { align } };
}

/** `<pre>`: a code block of its text as written, its language from `lang` or a `language-x` class (on it or its `<code>`). */
export function codeBlock(pre: HtmlElement): AdfNode {
  let text = '';
  let language = attr(pre, 'lang');
  const pending: HtmlChild[][] = [[...pre.children].reverse()];
  while (pending.length > 0) {
    const next = pending[pending.length - 1].pop();
    if (next === undefined) pending.pop();
    else if (typeof next === 'string') text += next;
    else if (next.name === 'br') text += '\n';
    else {
      language ??= languageOf(attr(next, 'class')) ?? attr(next, 'lang');
      pending.push([...next.children].reverse());
    }
  }
  language ??= languageOf(attr(pre, 'class'));
  // As in HTML, a line break right after `<pre>` is not part of the text.
  text = text.replace(/^\r?\n/, '').replace(/\n$/, '');
  const node: AdfNode = { type: 'codeBlock', content: text === '' ? [] : [{ type: 'text', text }] };
  if (language) node.attrs = { language };
  return node;
}

function languageOf(className: string | undefined): string | undefined {
  const match = className ? /(?:^|\s)(?:language|lang)-([\w+#.-]+)/.exec(className) : null;
  return match ? match[1] : undefined;
}

export function cell(element: HtmlElement): AdfNode {
  const attrs: Record<string, unknown> = {};
  const colspan = span(attr(element, 'colspan'), 1000);
  const rowspan = span(attr(element, 'rowspan'), 65534);
  if (colspan > 1) attrs.colspan = colspan;
  if (rowspan !== 1) attrs.rowspan = rowspan;
  const width = sizeOf(attr(element, 'width') ?? styleValue(attr(element, 'style'), 'width'));
  if (width && 'pixels' in width && colspan === 1) attrs.colwidth = [width.pixels];
  const node: AdfNode = new Block(element.name === 'th' ? 'tableHeader' : 'tableCell');
  if (Object.keys(attrs).length > 0) node.attrs = attrs;
  return node;
}

/** A span as HTML reads it: a number from 1 (rowspan also 0, to the end of the table), capped as browsers cap it. */
function span(value: string | undefined, cap: number): number {
  const number = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(number)) return 1;
  if (number === 0 && cap !== 1000) return 0;
  return Math.min(Math.max(number, 1), cap);
}
