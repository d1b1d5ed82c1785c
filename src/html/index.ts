import { readDocument } from '../input/document.js';
import { readOptions } from '../input/options.js';
import type { AdfNode } from '../types.js';
import { escapeHtml } from './escape.js';
import { childrenOf } from './nodes/access.js';
import { type Renderers, renderNodes } from './render.js';
import { PREVIEW_CSS } from './stylesheet.js';

export interface HtmlOptions {
  /** A complete HTML5 page with the preview stylesheet instead of a fragment. */
  standalone?: boolean;
  /** The page title (standalone only). */
  title?: string;
}

/**
 * What the renderer is handed by the root (src/compose/html.ts): the table of node renderers
 * derived from the constructs' HTML parts (renderers.ts). The renderer never imports the
 * constructs' list.
 */
export interface Html {
  readonly renderers: Renderers;
}

/**
 * ADF → HTML with the constructs `html` was composed of (`adfToHtml` is this): a fragment by
 * default, a preview page with `standalone`. Any JSON object renders (unknown or malformed
 * nodes as marked spans); a value that is not JSON data within INPUT_LIMITS, or not an object,
 * is an InputError.
 */
export function renderHtml(html: Html, fn: string, doc: unknown, options: unknown): string {
  const { standalone, title } = readOptions(fn, options, { standalone: 'boolean', title: 'string' });
  const body = renderNodes(html.renderers, childrenOf(readDocument(fn, doc) as unknown as AdfNode));
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
