import { scalarText } from '../../adf/scalar-text.js';
import shortcodes from '../../markdown/generated/emoji-shortcodes.js';
import type { AdfNode } from '../../types.js';

/**
 * GitHub emoji shortcodes (`:smile:`), which the forward tokenizer (markdown-it-emoji, full
 * set) turns into emoji nodes: an emoji node exactly as it builds one is written back as its
 * shortcode, and literal text that holds a shortcode gets its first `:` escaped.
 */

/** `:name:` for an emoji node the forward direction would build from it, else null. */
export function shortcodeOf(node: AdfNode): string | null {
  const attrs = node.attrs ?? {};
  const keys = Object.keys(node);
  if (keys.some((k) => k !== 'type' && k !== 'attrs') || Object.keys(attrs).length !== 2) return null;
  const match = /^:([^:\s]+):$/.exec(scalarText(attrs.shortName));
  if (!match || shortcodes().get(match[1]) !== attrs.text) return null;
  return `:${match[1]}:`;
}

/** Offsets of the `:` that open a shortcode in literal text. */
export function shortcodeStarts(text: string): number[] {
  const starts: number[] = [];
  for (const m of text.matchAll(/:(?=([^:\s]+):)/g)) {
    if (shortcodes().has(m[1])) starts.push(m.index);
  }
  return starts;
}
