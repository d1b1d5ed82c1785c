import { HTML_PARTS } from '../constructs/html.js';
import { type Html, type HtmlOptions, renderHtml } from '../html/index.js';
import { composeHtml } from '../html/renderers.js';
import type { AdfDoc } from '../types.js';

export { PREVIEW_CSS } from '../html/stylesheet.js';
export type { HtmlOptions } from '../html/index.js';

/**
 * The HTML preview, composed at the top: the constructs' HTML parts (src/constructs/html.ts)
 * handed to the renderer (src/html/), which never imports the list.
 */
const HTML: Html = composeHtml(HTML_PARTS);

/**
 * Renders ADF as HTML: a fragment by default, a preview page with `standalone`. Any JSON
 * object renders (unknown or malformed nodes as marked spans); a value that is not JSON data
 * within INPUT_LIMITS, or not an object, is an InputError.
 */
export function adfToHtml(doc: AdfDoc, options?: HtmlOptions): string {
  return renderHtml(HTML, 'adfToHtml', doc, options);
}
