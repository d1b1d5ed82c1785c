import { adfToHtml } from '../../src/compose/html.js';
import type { AdfMark, AdfNode } from '../../src/types.js';

export function render(...content: AdfNode[]): string {
  return adfToHtml({ type: 'doc', version: 1, content });
}

export const text = (value: string, marks?: AdfMark[]): AdfNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

export const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });

/** Renders inline content inside a paragraph and strips the paragraph. */
export function renderInline(...content: AdfNode[]): string {
  const html = render(paragraph(...content));
  return html.slice('<p>'.length, -'</p>\n'.length);
}
