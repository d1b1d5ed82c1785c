/**
 * Reads directive comments: `<!-- adf:NAME a="1" b='2' -->`. This is the directive grammar
 * (ours), not Markdown: markdown-it has already found the HTML, and the directive comments' rules
 * (tokens.ts) find each comment in it. The reader walks the text by
 * index, so a directive costs its name, its attributes and nothing else; every offset is
 * relative to the start of the HTML the comment stands in, so callers can map it to a line and
 * column.
 */
export interface RawAttribute {
  name: string;
  value: string;
  offset: number;
}

export interface Problem {
  message: string;
  offset: number;
}

export interface Directive {
  name: string;
  /** Where `adf:` starts. */
  offset: number;
  attributes: readonly RawAttribute[];
  /** For `adf:node`: the text after the name (JSON), trimmed. */
  body: string;
  problems: readonly Problem[];
}

const NO_ATTRIBUTES: readonly RawAttribute[] = Object.freeze([]);
const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

const PREFIX = 'adf:';

/** Where the body of the comment opened at `start` (its `<!--`) ends: its `-->`, else the end of the text. */
export function commentBodyEnd(html: string, start: number): number {
  const close = html.indexOf('-->', start + 4);
  return close < 0 ? html.length : close;
}

/** Where the comment whose body ends at `bodyEnd` ends, `-->` included. */
export function commentEnd(html: string, bodyEnd: number): number {
  return bodyEnd < html.length ? bodyEnd + 3 : bodyEnd;
}

/** Where the directive's `adf:` starts in the comment opened at `start`, or -1 for a plain comment. */
export function directiveStart(html: string, start: number, bodyEnd: number): number {
  const i = skipSpace(html, start + 4, bodyEnd);
  return html.startsWith(PREFIX, i) && i + PREFIX.length <= bodyEnd ? i : -1;
}

/** The name after `adf:` (empty when there is none). */
export function directiveName(html: string, offset: number, bodyEnd: number): string {
  let i = offset + PREFIX.length;
  while (i < bodyEnd && isNameChar(html.charCodeAt(i))) i++;
  return html.slice(offset + PREFIX.length, i);
}

/**
 * The directive of the comment opened at `start`, or undefined for a plain comment. `known` is
 * its name when the caller has read it already (directiveName's answer, never empty).
 */
export function readDirective(
  html: string,
  start: number,
  bodyEnd: number,
  known?: string,
): Directive | undefined {
  const offset = directiveStart(html, start, bodyEnd);
  if (offset < 0) return undefined;
  const name = known ?? directiveName(html, offset, bodyEnd);
  const nameStart = offset + PREFIX.length;
  const i = nameStart + name.length;
  if (name === '') {
    const problems = [{ message: 'directive has no type after `adf:`', offset: nameStart }];
    return { name, offset, attributes: NO_ATTRIBUTES, body: '', problems };
  }
  if (name === 'node') {
    return {
      name,
      offset,
      attributes: NO_ATTRIBUTES,
      body: html.slice(i, bodyEnd).trim(),
      problems: NO_PROBLEMS,
    };
  }
  const directive = { name, offset, attributes: NO_ATTRIBUTES, body: '', problems: NO_PROBLEMS };
  readAttributes(html, i, bodyEnd, directive);
  return directive;
}

/** Built as it is read: the shared empty lists stay until a first entry. */
interface Reading {
  attributes: readonly RawAttribute[];
  problems: readonly Problem[];
}

function problem(into: Reading, message: string, offset: number): void {
  if (into.problems === NO_PROBLEMS) into.problems = [];
  (into.problems as Problem[]).push({ message, offset });
}

function add(into: Reading, name: string, value: string, offset: number): void {
  const attribute = { name, value, offset };
  const list = into.attributes;
  // Literals hold exactly their entries, where the first push into a short list reserves
  // seventeen; most directives have one or two attributes.
  if (list.length === 0) into.attributes = [attribute];
  else if (list.length === 1) into.attributes = [list[0], attribute];
  else (list as RawAttribute[]).push(attribute);
}

function readAttributes(html: string, i: number, end: number, into: Reading): void {
  while (true) {
    const before = i;
    i = skipSpace(html, i, end);
    if (i >= end) return;
    if (i === before && into.attributes.length > 0)
      problem(into, 'attributes must be separated by white space', i);
    const nameStart = i;
    while (i < end && isNameChar(html.charCodeAt(i))) i++;
    const name = html.slice(nameStart, i);
    if (name === '') {
      const stray = html.slice(i, end).trim().split(/\s/)[0];
      problem(into, `unexpected \`${stray}\` where an attribute name was expected`, i);
      i = nextSpace(html, i, end);
      continue;
    }
    if (i >= end || html.charCodeAt(i) !== 61 /* = */) {
      problem(into, `attribute \`${name}\` has no value (write ${name}="...")`, nameStart);
      continue;
    }
    i++;
    const quote = i < end ? html[i] : '';
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1);
      // A value reported as an error is never applied: where it ends is a guess.
      if (close < 0 || close >= end) {
        problem(into, `unterminated quote in the value of \`${name}\`; the attribute is dropped`, i);
        return;
      }
      add(into, name, html.slice(i + 1, close), nameStart);
      i = close + 1;
    } else {
      const valueEnd = nextSpace(html, i, end);
      problem(into, `the value of \`${name}\` must be in quotes; the attribute is dropped`, i);
      i = valueEnd;
    }
  }
}

function isNameChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46
  );
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

function skipSpace(s: string, i: number, end: number): number {
  while (i < end && isSpace(s.charCodeAt(i))) i++;
  return i;
}

function nextSpace(s: string, i: number, end: number): number {
  while (i < end && !isSpace(s.charCodeAt(i))) i++;
  return i;
}
