import type { MarkdownIt } from 'markdown-it';

type Linkify = MarkdownIt['linkify'];
type Builder = Linkify['re'];

/**
 * Four shortcuts on this linkify instance (linkify-it itself and other instances are left as
 * they are), each giving linkify-it's own answers.
 *
 * Its test: every match linkify-it can make here needs `//` (http, https, ftp and
 * protocol-relative URLs all start with it), `www.` or an `@` (e-mail). Its own test also tries
 * each `word.word` against the host pattern, which the any-label top-level domain (tokenizer.ts)
 * makes true of almost every text, so the full scan ran on nearly every text token.
 *
 * Its search of a whole text, in its test and its match: on a text that is all ASCII, with the
 * builder described next, whose expressions agree with its own on every ASCII character. Its
 * search for a scheme tries the class of spaces, punctuation and control characters at every
 * position of the text (a paragraph, for the test), which was most of the test's time.
 *
 * Its URL checks: the text after `http:`, `https:`, `ftp:`, `//` and `mailto:` is checked with
 * one sticky regular expression each (24 to 31 KB of source: IPv6 hosts and Unicode's letter,
 * space, control and punctuation classes), about a tenth of a parse. Here linkify-it's own
 * checks run with its own builder's expressions made with the class of spaces, punctuation and
 * control characters cut down to its ASCII members, whenever the text from the position up to
 * its first ASCII space or control character is ASCII (and the character after that one is not
 * a low surrogate). The answers are the same:
 *
 * - no part of these expressions consumes a space or control character, and each look-ahead
 *   reads at most one character past what it matched, so they never read beyond the first one
 *   (or the end of the text, for `$`), but for one: linkify-it's letter test guards only the
 *   first alternative of its "any character", whose last one takes any character before a lone
 *   low surrogate, so the character after that first space is read too;
 * - on an ASCII character, the class and its ASCII part agree: without the `u` flag,
 *   case-insensitive matching never pairs a character below 128 with one above.
 *
 * Its IPv6 hosts (`[::1]`, `[IPv6:…]`), whose nested counted repetitions are most of what the
 * regular expression engine compiles for these expressions (a process pays it on its first
 * links, for each expression and each kind of string, tens of milliseconds in all): each
 * builder has a twin without them, which answers where no `[` can start a host. A host starts
 * before the first space or control character after the position (nothing before it takes
 * one), so that is where a check looks for `[`; the test and the match look in the whole text.
 */
export function linkifyFastPaths(linkify: Linkify): void {
  // linkify-it's checks read the builder of the instance they are given: this one's, or the
  // stand-in's, the same instance but for a builder with the ASCII class. Made once the options
  // are set (the tokenizer sets them all first): setting them again would leave it stale.
  const { re, test, match, testSchemaAt } = linkify;
  const standIn = (ascii: boolean, ipv6: boolean): Linkify => {
    const builder = new (re.constructor as new (o: typeof re.opts) => Builder)(re.opts);
    if (ascii) builder.src_ZPCc = ASCII_ZPCC;
    if (!ipv6) builder.get_ipv6_url_host = builder.get_ipv6_mail_host = () => NO_HOST;
    const stand: Linkify = Object.create(linkify);
    stand.re = builder;
    return stand;
  };
  const unicode: Builders = { ipv6: linkify, noIpv6: standIn(false, false) };
  const ascii: Builders = { ipv6: standIn(true, true), noIpv6: standIn(true, false) };
  const on = (text: string): Linkify => {
    const builders = NOT_ASCII.test(text) ? unicode : ascii;
    return text.includes('[') ? builders.ipv6 : builders.noIpv6;
  };
  linkify.test = (text) => MAY_LINK.test(text) && test.call(on(text), text);
  linkify.match = (text) => match.call(on(text), text);
  linkify.testSchemaAt = (text, schema, pos) => {
    const builders = asciiToSpace(text, pos) ? ascii : unicode;
    const stand = bracketBeforeSpace(text, pos) ? builders.ipv6 : builders.noIpv6;
    return testSchemaAt.call(stand, text, schema, pos);
  };
}

/** A linkify with its builder, and the same without IPv6 hosts. */
interface Builders {
  ipv6: Linkify;
  noIpv6: Linkify;
}

/** Stands for the IPv6 hosts where none can start: matches nothing. */
const NO_HOST = /(?!)/;

/** Whether a `[` comes after `pos` before the first space or control character (or the end). */
function bracketBeforeSpace(text: string, pos: number): boolean {
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 33) return false;
    if (c === 0x5b) return true;
  }
  return false;
}

const MAY_LINK = /\/\/|@|www\./i;
const NOT_ASCII = /[^\0-\x7f]/;

/**
 * linkify-it's class of space, punctuation and control characters, the one whose astral
 * punctuation makes every letter test of its expressions slow, as it is on ASCII: everything
 * but letters, digits and `$+<=>^`|~` (tests/markdown/url-validators.test.ts checks it against
 * linkify-it's own on every ASCII character; it is never asked about others).
 */
export const ASCII_ZPCC = '[^$+<=>^`|~\\dA-Za-z]';

/**
 * Whether the text from `pos` to its first space or control character (or its end) is printable
 * ASCII, and no low surrogate follows that character.
 */
export function asciiToSpace(text: string, pos: number): boolean {
  for (let i = pos; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 126) return false;
    if (c < 33) return (text.charCodeAt(i + 1) & 0xfc00) !== 0xdc00;
  }
  return true;
}
