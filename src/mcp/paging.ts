import { ToolError } from './errors.js';

/**
 * Long bodies come in pieces of at most the budget's characters, cut where Markdown allows it
 * (a blank line between blocks, else a line end, else anywhere but inside a surrogate pair),
 * with a cursor for the next piece. The cursor carries everything the next call needs (which
 * body, which version of it, where the piece starts), so the server keeps no session; a body
 * that changed between two pieces is an error, not a silent mix of two versions.
 */
export interface BodyCursor {
  /** What the body is of: `page:123`, `issue:PROJ-1`, with its section when one was asked. */
  target: string;
  /** The version the first piece was cut from (a page's number, an issue's update time). */
  version: string;
  /** Where the next piece starts, in characters. */
  offset: number;
}

const PREFIX = 'mdadf1.';

export function encodeCursor(cursor: BodyCursor): string {
  return (
    PREFIX + Buffer.from(JSON.stringify([cursor.target, cursor.version, cursor.offset])).toString('base64url')
  );
}

export function decodeCursor(text: string): BodyCursor {
  const fail = () =>
    new ToolError('the cursor is not one this server gave; read the body again without a cursor');
  if (!text.startsWith(PREFIX)) throw fail();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text.slice(PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    throw fail();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 3 ||
    typeof parts[0] !== 'string' ||
    typeof parts[1] !== 'string' ||
    !Number.isSafeInteger(parts[2]) ||
    parts[2] < 0
  ) {
    throw fail();
  }
  return { target: parts[0], version: parts[1], offset: parts[2] };
}

/** Where the piece starting at `offset` ends. */
export function pieceEnd(text: string, offset: number, budget: number): number {
  const limit = offset + budget;
  if (limit >= text.length) return text.length;
  // Cut no earlier than half the budget, so each piece is worth its call.
  const floor = offset + Math.floor(budget / 2);
  const blank = text.lastIndexOf('\n\n', limit - 2);
  if (blank >= floor) return blank + 2;
  const line = text.lastIndexOf('\n', limit - 1);
  if (line >= floor) return line + 1;
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

export interface Piece {
  text: string;
  /** 1-based. */
  number: number;
  count: number;
  /** The cursor of the next piece; none for the last. */
  next?: string;
}

/**
 * The piece of `body` the cursor points at (the first without one). The count is found by
 * cutting the whole body, which is linear and cheap next to converting it.
 */
export function pieceOf(
  body: string,
  budget: number,
  target: string,
  version: string,
  cursor: BodyCursor | undefined,
): Piece {
  let offset = 0;
  if (cursor) {
    if (cursor.target !== target) {
      throw new ToolError(
        `the cursor belongs to ${cursor.target.replace(':', ' ')}, not to ${target.replace(':', ' ')}; pass it with the same arguments it came with`,
      );
    }
    if (cursor.version !== version) {
      throw new ToolError(
        `${target.replace(':', ' ')} changed since the first piece was read (version ${cursor.version}, now ${version}); read it again from the start, without a cursor`,
      );
    }
    offset = cursor.offset;
    if (offset > body.length)
      throw new ToolError('the cursor points past the end of the body; read it again without a cursor');
  }
  let number = 0;
  let count = 0;
  let end = 0;
  for (let start = 0; start < body.length || count === 0; start = pieceEnd(body, start, budget)) {
    count++;
    if (start === offset) {
      number = count;
      end = pieceEnd(body, start, budget);
    }
    if (start >= body.length) break;
  }
  if (number === 0)
    throw new ToolError('the cursor does not point at a piece of this body; read it again without a cursor');
  return {
    text: body.slice(offset, end),
    number,
    count,
    next: end < body.length ? encodeCursor({ target, version, offset: end }) : undefined,
  };
}
