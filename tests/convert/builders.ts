import type { AdfMark, AdfNode } from '../../src/types.js';
import { convert } from '../../src/index.js';
import type { ConvertOptions } from '../../src/types.js';

/** Small constructors so expected trees read like the document they describe. */
export const doc = (...content: AdfNode[]) => ({ type: 'doc', version: 1, content });
export const p = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });
export const t = (text: string, ...marks: AdfMark[]): AdfNode =>
  marks.length ? { type: 'text', text, marks } : { type: 'text', text };
export const strong: AdfMark = { type: 'strong' };
export const em: AdfMark = { type: 'em' };
export const code: AdfMark = { type: 'code' };
export const strike: AdfMark = { type: 'strike' };
export const link = (href: string, title?: string): AdfMark => ({
  type: 'link',
  attrs: title ? { href, title } : { href },
});
export const align = (value: 'center' | 'end'): AdfMark => ({ type: 'alignment', attrs: { align: value } });
export const h = (level: number, ...content: AdfNode[]): AdfNode => ({
  type: 'heading',
  attrs: { level },
  content,
});
export const quote = (...content: AdfNode[]): AdfNode => ({ type: 'blockquote', content });
export const codeBlock = (text: string, attrs?: Record<string, unknown>): AdfNode =>
  attrs
    ? { type: 'codeBlock', attrs, content: [{ type: 'text', text }] }
    : { type: 'codeBlock', content: [{ type: 'text', text }] };
export const ul = (...items: AdfNode[][]): AdfNode => ({ type: 'bulletList', content: items.map(li) });
export const ol = (order: number, ...items: AdfNode[][]): AdfNode => ({
  type: 'orderedList',
  attrs: { order },
  content: items.map(li),
});
export const li = (content: AdfNode[]): AdfNode => ({ type: 'listItem', content });
export const table = (rows: AdfNode[], attrs?: Record<string, unknown>): AdfNode =>
  attrs ? { type: 'table', attrs, content: rows } : { type: 'table', content: rows };
export const tr = (...cells: AdfNode[]): AdfNode => ({ type: 'tableRow', content: cells });
export const th = (paragraph: AdfNode, attrs?: Record<string, unknown>): AdfNode =>
  attrs
    ? { type: 'tableHeader', attrs, content: [paragraph] }
    : { type: 'tableHeader', content: [paragraph] };
export const td = (paragraph: AdfNode, attrs?: Record<string, unknown>): AdfNode =>
  attrs ? { type: 'tableCell', attrs, content: [paragraph] } : { type: 'tableCell', content: [paragraph] };
export const expand = (title: string, ...content: AdfNode[]): AdfNode => ({
  type: 'expand',
  attrs: { title },
  content,
});
export const nested = (title: string, ...content: AdfNode[]): AdfNode => ({
  type: 'nestedExpand',
  attrs: { title },
  content,
});
export const pm = (marks: AdfMark[], ...content: AdfNode[]): AdfNode => ({
  type: 'paragraph',
  marks,
  content,
});

/** Converts and returns the document and the diagnostics as `line:column code` strings. */
export function run(markdown: string, options?: ConvertOptions) {
  const { doc: out, diagnostics } = convert(markdown, options);
  return { doc: out, codes: diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`), diagnostics };
}
