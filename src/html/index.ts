import type { AdfDoc } from '../types.js';
import { escapeHtml } from './escape.js';
import { childrenOf } from './nodes/access.js';
import { renderNodes } from './render.js';
import { PREVIEW_CSS } from './stylesheet.js';

export { PREVIEW_CSS };

export interface HtmlOptions {
  /** A complete HTML5 page with the preview stylesheet instead of a fragment. */
  standalone?: boolean;
  /** The page title (standalone only). */
  title?: string;
}

/** Renders ADF as HTML: a fragment by default, a preview page with `standalone`. */
export function adfToHtml(doc: AdfDoc, options: HtmlOptions = {}): string {
  const body = doc !== null && typeof doc === 'object' ? renderNodes(childrenOf(doc)) : '';
  if (!options.standalone) return body;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(options.title ?? 'Preview')}</title>`,
    `<style>\n${PREVIEW_CSS}</style>`,
    '</head>',
    '<body>',
    `<article class="adf-document">\n${body}</article>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
