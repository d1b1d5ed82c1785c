import { buildTable } from '../engine/maps.js';
import type { HtmlPart } from '../engine/parts.js';
import type { Html } from './index.js';

/**
 * The renderer's table from the constructs' HTML parts, for the root to hand to `renderHtml`.
 * A module apart from the renderer's entry, so that the public declarations (which name
 * `Html`) never reach the parts' types, and through them markdown-it's.
 */
export function composeHtml(parts: readonly HtmlPart[]): Html {
  return { renderers: buildTable(parts, 'renderers') };
}
