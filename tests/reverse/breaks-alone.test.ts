import { describe, expect, it } from 'vitest';
import { convert, PROFILES } from '../../src/index.js';
import { convertAdf } from '../../src/reverse/index.js';
import type { AdfNode } from '../../src/types.js';

/** Hard breaks as editors store them: alone in a paragraph, with `attrs: {}` or `text: "\n"`. */
const paragraph = (...content: AdfNode[]): AdfNode => ({ type: 'paragraph', content });
const doc = (...content: AdfNode[]) => ({ type: 'doc' as const, version: 1 as const, content });

describe.each(PROFILES)('hard breaks (%s)', (profile) => {
  it('a line of <br> tags alone is a paragraph of hard breaks, and a paragraph of breaks is written so', () => {
    expect(convert('<br>\n', { profile })).toEqual({
      doc: doc(paragraph({ type: 'hardBreak' })),
      diagnostics: [],
    });
    expect(convert('<br><br/>\n', { profile }).doc).toEqual(
      doc(paragraph({ type: 'hardBreak' }, { type: 'hardBreak' })),
    );
    expect(convertAdf(doc(paragraph({ type: 'hardBreak' })), { profile })).toEqual({
      markdown: '<br>\n',
      diagnostics: [],
    });
  });

  it('a break with empty attrs or text "\\n" is written as any break', () => {
    for (const attrs of [{}, { text: '\n' }]) {
      const input = doc(
        paragraph({ type: 'text', text: 'a' }, { type: 'hardBreak', attrs }, { type: 'text', text: 'b' }),
      );
      expect(convertAdf(input, { profile })).toEqual({ markdown: 'a\\\nb\n', diagnostics: [] });
    }
  });

  it('a line of <br> followed by more HTML is read as HTML: a break, then bold text', () => {
    expect(convert('<br>\n<b>x</b>\n', { profile })).toEqual({
      doc: doc(paragraph({ type: 'hardBreak' }, { type: 'text', text: 'x', marks: [{ type: 'strong' }] })),
      diagnostics: [],
    });
  });
});
