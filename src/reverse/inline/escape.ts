/**
 * Escaping of literal text so that it reads back as the same text: a backslash or an entity
 * only where CommonMark (as markdown-it reads it, with GFM tables, strikethrough and autolinks)
 * would otherwise see syntax. Each rule is one entry below, so the reasons stay visible.
 */

import { shortcodeStarts } from './emoji.js';

export interface TextPlace {
  /** The text begins a line where block syntax (headings, lists, quotes, ...) is recognised. */
  blockStart: boolean;
  /** The text begins a line or block: leading white space would be stripped. */
  lineStart: boolean;
  /** The text ends its block: trailing white space would be stripped. */
  lineEnd: boolean;
  /** Inside a table row, where an unescaped `|` splits the cell. */
  inTable: boolean;
  /** Inside `[...]` of a link: brackets must not end it, and there are no autolinks. */
  inLinkText: boolean;
  /** The block has several lines: two of them could form a table, so `|` is escaped. */
  pipes: boolean;
  /** Some text of the run holds a `]`: then a `[` could open a link. */
  brackets: boolean;
}

const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
const PUNCT = /[\p{P}\p{S}]/u;
/** markdown-it's white space for delimiter flanking: Unicode Zs plus tab and line endings. */
const FLANK_SPACE = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/;
const ENTITY_LIKE = /^&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/;

const isSpace = (ch: string | undefined): boolean => ch !== undefined && FLANK_SPACE.test(ch);
const isWord = (ch: string | undefined): boolean =>
  ch !== undefined && !FLANK_SPACE.test(ch) && !PUNCT.test(ch);

/** A numeric character reference: the one way to keep white space the parser would strip. */
export function entity(ch: string): string {
  const code = ch.codePointAt(0)!;
  return code < 128 ? `&#${code};` : `&#x${code.toString(16).toUpperCase()};`;
}

/** Block syntax a line may start with; the index is the character to escape. */
const BLOCK_STARTS: ReadonlyArray<{ pattern: RegExp; at: (m: RegExpExecArray) => number }> = [
  { pattern: /^#{1,6}(?:[ \t]|$)/, at: () => 0 }, // ATX heading
  { pattern: /^>/, at: () => 0 }, // block quote
  { pattern: /^[-+*](?:[ \t]|$)/, at: () => 0 }, // bullet list item
  { pattern: /^-[-\t ]*$/, at: () => 0 }, // thematic break or setext underline
  { pattern: /^=+[ \t]*$/, at: () => 0 }, // setext underline
  { pattern: /^[0-9]{1,9}[.)](?:[ \t]|$)/, at: (m) => m[0].search(/[.)]/) }, // ordered list item
  { pattern: /^\[/, at: () => 0 }, // link reference definition, task list checkbox
  { pattern: /^(?:!!!|\?\?\?\+?) /, at: () => 0 }, // MkDocs admonition
  { pattern: /^:::/, at: () => 0 }, // Docusaurus / VitePress container
];

/** Bare URLs, `www.` domains and e-mail addresses become links (GFM autolinks); one escape breaks each. */
const AUTOLINKS: readonly RegExp[] = [
  /[A-Za-z][A-Za-z0-9+.-]*(:)\/\//g,
  /\bmailto(:)/gi,
  /\bwww(\.)/gi,
  // linkify-it's e-mail matching is loose (`react@^16.8`): any `@` inside a word.
  /\S(@)\S/g,
];

function positionsToEscape(text: string, place: TextPlace): Set<number> {
  const at = new Set<number>();
  if (place.blockStart && !isSpace(text[0])) {
    for (const { pattern, at: index } of BLOCK_STARTS) {
      const m = pattern.exec(text);
      if (m) at.add(index(m));
    }
  }
  // Every shortcode and autolink holds one of these: most texts hold none, and skip the scans.
  if (!/[:.@]/.test(text)) return at;
  for (const start of shortcodeStarts(text)) at.add(start);
  if (!place.inLinkText) {
    for (const pattern of AUTOLINKS) {
      for (const m of text.matchAll(pattern)) at.add(m.index + m[0].indexOf(m[1]));
    }
  }
  return at;
}

/** Whether the character at `i` is syntax where it stands; `prev`/`next` are its neighbours in this text. */
function needsBackslash(text: string, i: number, place: TextPlace): boolean {
  const ch = text[i];
  const prev = i > 0 ? text[i - 1] : undefined;
  const next = text[i + 1];
  switch (ch) {
    case '\\':
      // White space after it may be written as an entity, whose `&` a backslash would escape.
      return next === undefined || ASCII_PUNCT.test(next) || /\s/.test(next);
    case '`':
      return true;
    case '*':
      return !(isSpace(prev) && isSpace(next));
    case '_':
      return !((isSpace(prev) && isSpace(next)) || (isWord(prev) && isWord(next)));
    case '~':
      return prev === undefined || next === undefined || prev === '~' || next === '~';
    case '[':
      return place.brackets || place.inLinkText;
    case ']':
      return place.inLinkText;
    case '<':
      return next !== undefined && /[A-Za-z/!?]/.test(next);
    case '&':
      return ENTITY_LIKE.test(text.slice(i, i + 40));
    case '|':
      return place.inTable || place.pipes;
    case '$':
      // It could open math (`$x$`, `$$`); before white space it cannot.
      return next !== undefined && !isSpace(next);
    default:
      return false;
  }
}

export function escapeText(text: string, place: TextPlace): string {
  const forced = positionsToEscape(text, place);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n' || ch === '\r') {
      out += entity(ch);
    } else if ((i === 0 && place.lineStart) || (i === text.length - 1 && place.lineEnd)) {
      out += /\s/.test(ch) ? entity(ch) : escapeChar(text, i, place, forced);
    } else {
      out += escapeChar(text, i, place, forced);
    }
  }
  return out;
}

function escapeChar(text: string, i: number, place: TextPlace, forced: Set<number>): string {
  const ch = text[i];
  return forced.has(i) || needsBackslash(text, i, place) ? `\\${ch}` : ch;
}
