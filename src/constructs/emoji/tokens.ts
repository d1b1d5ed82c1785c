import type { MarkdownIt, StateInline } from 'markdown-it';
import shortcodes from '../../markdown/generated/emoji-shortcodes.js';

const COLON = 0x3a;

/** GitHub's character for a shortcode `:name:`, or undefined when GitHub has no such shortcode. */
export function emojiText(shortName: string): string | undefined {
  return /^:[^:\s]+:$/.test(shortName) ? shortcodes().get(shortName.slice(1, -1)) : undefined;
}

/**
 * GitHub shortcodes (`:smile:`) as `emoji` tokens (`markup` the name, `content` the character),
 * from markdown-it-emoji's data; not its emoticon shortcuts (`:)`, `:-(`), which would change
 * ordinary text. An inline rule, so it runs only where a `:` stands; the plugin's own core rule
 * tests one regular expression of every shortcode against every text, which was the largest
 * single cost of a conversion.
 */
export function emojiPlugin(md: MarkdownIt): void {
  // After linkify: `https://x.io/:smile:` is a link, not an emoji.
  md.inline.ruler.after('linkify', 'emoji', shortcode);
}

function shortcode(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== COLON) return false;
  let end = pos + 1;
  while (end < posMax && isNameChar(src.charCodeAt(end))) end++;
  if (end === pos + 1 || end >= posMax || src.charCodeAt(end) !== COLON) return false;
  const name = src.slice(pos + 1, end);
  const character = shortcodes().get(name);
  if (character === undefined) return false;
  if (!silent) {
    const token = state.push('emoji', '', 0);
    token.markup = name;
    token.content = character;
  }
  state.pos = end + 1;
  return true;
}

/** Shortcode names: lower-case letters, digits, `_`, `+`, `-` (`+1`, `t-rex`). */
function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 43 || c === 45;
}
