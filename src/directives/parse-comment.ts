/**
 * Reads the body of HTML comments: `<!-- adf:NAME a="1" b='2' -->`. This is the directive
 * grammar (ours), not Markdown: markdown-it has already found the comment.
 *
 * A piece of HTML may hold several comments and other text; each comment becomes one entry, and
 * every offset is relative to the start of the HTML so callers can map it to line and column.
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

export type CommentPiece =
  | {
      kind: 'directive';
      name: string;
      attributes: RawAttribute[];
      /** For `adf:node`: the text after the name (JSON). */
      body: string;
      offset: number;
      problems: Problem[];
    }
  | { kind: 'comment'; text: string; offset: number }
  | { kind: 'other'; text: string; offset: number };

const OPEN = '<!--';
const CLOSE = '-->';
const PREFIX = 'adf:';

export function splitComments(html: string): CommentPiece[] {
  const pieces: CommentPiece[] = [];
  let pos = 0;
  while (pos < html.length) {
    const start = html.indexOf(OPEN, pos);
    const otherEnd = start < 0 ? html.length : start;
    const other = html.slice(pos, otherEnd);
    if (other.trim() !== '') pieces.push({ kind: 'other', text: other, offset: pos });
    if (start < 0) break;
    const close = html.indexOf(CLOSE, start + OPEN.length);
    const bodyEnd = close < 0 ? html.length : close;
    const body = html.slice(start + OPEN.length, bodyEnd);
    pieces.push(
      readComment(body, start + OPEN.length, html.slice(start, close < 0 ? html.length : close + 3)),
    );
    pos = close < 0 ? html.length : close + CLOSE.length;
  }
  return pieces;
}

function readComment(body: string, bodyOffset: number, whole: string): CommentPiece {
  let i = skipSpace(body, 0);
  if (!body.startsWith(PREFIX, i)) return { kind: 'comment', text: whole, offset: bodyOffset - OPEN.length };
  const offset = bodyOffset + i;
  i += PREFIX.length;
  const nameStart = i;
  while (i < body.length && isNameChar(body.charCodeAt(i))) i++;
  const name = body.slice(nameStart, i);
  const problems: Problem[] = [];
  if (name === '') {
    problems.push({ message: 'directive has no type after `adf:`', offset: bodyOffset + nameStart });
    return { kind: 'directive', name, attributes: [], body: '', offset, problems };
  }
  if (name === 'node') {
    return { kind: 'directive', name, attributes: [], body: body.slice(i).trim(), offset, problems };
  }
  const attributes = readAttributes(body, i, bodyOffset, problems);
  return { kind: 'directive', name, attributes, body: '', offset, problems };
}

function readAttributes(body: string, i: number, base: number, problems: Problem[]): RawAttribute[] {
  const attributes: RawAttribute[] = [];
  while (true) {
    const before = i;
    i = skipSpace(body, i);
    if (i >= body.length) return attributes;
    if (i === before && attributes.length > 0) {
      problems.push({ message: 'attributes must be separated by white space', offset: base + i });
    }
    const nameStart = i;
    while (i < body.length && isNameChar(body.charCodeAt(i))) i++;
    const name = body.slice(nameStart, i);
    if (name === '') {
      const stray = body.slice(i).trim().split(/\s/)[0];
      problems.push({
        message: `unexpected \`${stray}\` where an attribute name was expected`,
        offset: base + i,
      });
      i = nextSpace(body, i);
      continue;
    }
    if (body[i] !== '=') {
      problems.push({
        message: `attribute \`${name}\` has no value (write ${name}="...")`,
        offset: base + nameStart,
      });
      continue;
    }
    i++;
    const quote = body[i];
    if (quote === '"' || quote === "'") {
      const end = body.indexOf(quote, i + 1);
      if (end < 0) {
        problems.push({ message: `unterminated quote in the value of \`${name}\``, offset: base + i });
        attributes.push({ name, value: body.slice(i + 1).trimEnd(), offset: base + nameStart });
        return attributes;
      }
      attributes.push({ name, value: body.slice(i + 1, end), offset: base + nameStart });
      i = end + 1;
    } else {
      const end = nextSpace(body, i);
      problems.push({ message: `the value of \`${name}\` must be in quotes`, offset: base + i });
      attributes.push({ name, value: body.slice(i, end), offset: base + nameStart });
      i = end;
    }
  }
}

function isNameChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 45 || c === 46
  );
}

function skipSpace(s: string, i: number): number {
  while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r')) i++;
  return i;
}

function nextSpace(s: string, i: number): number {
  while (i < s.length && s[i] !== ' ' && s[i] !== '\t' && s[i] !== '\n' && s[i] !== '\r') i++;
  return i;
}
