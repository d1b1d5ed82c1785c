import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pieceEnd, pieceOf } from '../../src/mcp/paging.js';

/** Follows the cursors from the first piece to the last. */
function allPieces(body: string, budget: number) {
  const pieces = [pieceOf(body, budget, 'page:1', '7', undefined)];
  while (pieces[pieces.length - 1].next) {
    pieces.push(pieceOf(body, budget, 'page:1', '7', decodeCursor(pieces[pieces.length - 1].next!)));
  }
  return pieces;
}

describe('pieces of a long body', () => {
  const blocks = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} ${'word '.repeat(i % 37)}`.trim());
  const body = `${blocks.join('\n\n')}\n`;

  it('cut between blocks, each within the budget, and join to the body', () => {
    const pieces = allPieces(body, 1000);
    expect(pieces.map((piece) => piece.text).join('')).toBe(body);
    for (const piece of pieces) {
      expect(piece.text.length).toBeLessThanOrEqual(1000);
      expect(piece.count).toBe(pieces.length);
      if (piece.next) expect(piece.text.endsWith('\n\n')).toBe(true);
    }
    expect(pieces.map((piece) => piece.number)).toEqual(pieces.map((_, i) => i + 1));
  });

  it('cut a line longer than the budget anywhere but inside a surrogate pair', () => {
    const line = '😀'.repeat(800);
    expect(pieceEnd(line, 0, 1001)).toBe(1000);
    expect(
      allPieces(line, 1001)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(line);
  });

  it('answer a short body whole, without a cursor', () => {
    expect(pieceOf('short\n', 1000, 'page:1', '7', undefined)).toEqual({
      text: 'short\n',
      number: 1,
      count: 1,
    });
    expect(pieceOf('', 1000, 'page:1', '7', undefined)).toEqual({ text: '', number: 1, count: 1 });
  });

  it('refuse a cursor of another body, another version, or not ours', () => {
    const next = decodeCursor(pieceOf(body, 1000, 'page:1', '7', undefined).next!);
    expect(() => pieceOf(body, 1000, 'page:2', '7', next)).toThrow(
      /^the cursor belongs to page 1, not to page 2/,
    );
    expect(() => pieceOf(body, 1000, 'page:1', '8', next)).toThrow(
      'page 1 changed since the first piece was read (version 7, now 8); read it again from the start, without a cursor',
    );
    expect(() => decodeCursor('abc')).toThrow(/^the cursor is not one this server gave/);
    expect(() => decodeCursor(`mdadf1.${Buffer.from('[1,2]').toString('base64url')}`)).toThrow(
      /not one this server gave/,
    );
    expect(() => pieceOf(body, 1000, 'page:1', '7', { target: 'page:1', version: '7', offset: 3 })).toThrow(
      /does not point at a piece/,
    );
    expect(decodeCursor(encodeCursor({ target: 'issue:P-1', version: 'x', offset: 5 }))).toEqual({
      target: 'issue:P-1',
      version: 'x',
      offset: 5,
    });
  });
});
