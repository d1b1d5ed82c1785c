import { readDocument } from '../input/document.js';
import { readOptions } from '../input/options.js';
import type { AdfDoc, AdfNode } from '../types.js';
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

/**
 * Renders ADF as HTML: a fragment by default, a preview page with `standalone`. Any JSON
 * object renders (unknown or malformed nodes as marked spans); a value that is not JSON data
 * within INPUT_LIMITS, or not an object, is an InputError.
 */
export function adfToHtml(doc: AdfDoc, options?: HtmlOptions): string {
  const { standalone, title } = readOptions('adfToHtml', options, { standalone: 'boolean', title: 'string' });
  const body = renderNodes(childrenOf(readDocument('adfToHtml', doc) as unknown as AdfNode));
  if (!standalone) return body;
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title ?? 'Preview')}</title>`,
    `<style>\n${PREVIEW_CSS}</style>`,
    '</head>',
    '<body>',
    `<article class="adf-document">\n${body}</article>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
