import type { AdfDoc, AdfMark, AdfNode } from '../../src/types.js';

/** Small builders for hand-written ADF test documents. */
export const doc = (...content: AdfNode[]): AdfDoc => ({ type: 'doc', version: 1, content });

export const text = (value: string, marks?: AdfMark[]): AdfNode =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };

export const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });

export const heading = (attrs: Record<string, unknown>, ...content: AdfNode[]): AdfNode => ({
  type: 'heading',
  attrs,
  content,
});

export const cell = (attrs?: Record<string, unknown>, type = 'tableCell'): AdfNode => ({
  type,
  ...(attrs ? { attrs } : {}),
  content: [paragraph(text('cell'))],
});

export const table = (tableAttrs: Record<string, unknown> | undefined, ...cells: AdfNode[]): AdfNode => ({
  type: 'table',
  ...(tableAttrs ? { attrs: tableAttrs } : {}),
  content: [{ type: 'tableRow', content: cells }],
});

export const codeBlock = (attrs: Record<string, unknown> | undefined, ...content: AdfNode[]): AdfNode => ({
  type: 'codeBlock',
  ...(attrs ? { attrs } : {}),
  content,
});

export const blockquote = (attrs: Record<string, unknown> | undefined, ...content: AdfNode[]): AdfNode => ({
  type: 'blockquote',
  ...(attrs ? { attrs } : {}),
  content,
});
