import markdownIt, { type MarkdownIt } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { describe, expect, it } from 'vitest';
import { footnoteTail } from '../../src/constructs/footnotes/tail.js';
import { tokenize } from '../../src/compose/forward.js';

/**
 * mdadf lists the notes with its own linear `footnote_tail` (src/constructs/footnotes/tail.ts):
 * for every input it must give the token stream markdown-it-footnote's own rule gives.
 */
const plugin = markdownIt().use(footnote);
const ours = markdownIt().use(footnote);
ours.core.ruler.at('footnote_tail', footnoteTail);

type Shape = [type: string, nesting: number, content: string, meta: unknown, children: unknown];

function shape(md: MarkdownIt, source: string): Shape[] {
  const shapeOf = (tokens: ReturnType<MarkdownIt['parse']>): Shape[] =>
    tokens.map((t) => [t.type, t.nesting, t.content, t.meta, t.children ? shapeOf(t.children) : null]);
  return shapeOf(md.parse(source, {}));
}

const INPUTS = [
  'a[^1] b[^2]\n\n[^1]: one\n[^2]: two\n',
  'a[^x] b[^x] c[^x]\n\n[^x]: many references\n',
  'first[^b] then[^a]\n\n[^a]: A\n\n[^b]: B\n    \n    second paragraph of B\n',
  'a[^1]\n\n[^1]:\n',
  'a[^1]\n\n[^1]: > quoted\n',
  'a[^1]\n\n[^1]: first\n[^1]: second definition of the same label\n',
  'a[^1] b[^2]\n\n[^1]: outer [^2]: inner\n',
  '- item[^n]\n\n  [^n]: note in a list\n',
  'no footnotes here\n',
  'a[^missing]\n',
];

describe('the linear footnote tail', () => {
  it.each(INPUTS)('gives the plugin’s tokens for %j', (source) => {
    expect(shape(ours, source)).toEqual(shape(plugin, source));
  });

  it('marks an unreferenced note with where its definition stands', () => {
    const tokens = tokenize('x[^a]\n\n> [^a]: A\n>\n> [^quoted]: Q\n\n  [^lost]: Kept\n');
    const notes = tokens.filter((t) => t.type === 'footnote_open').map((t) => t.meta);
    expect(notes).toEqual([
      { id: 0, label: 'a' },
      { id: 1, label: 'quoted', unreferenced: true, line: 5, column: 3 },
      { id: 2, label: 'lost', unreferenced: true, line: 7, column: 3 },
    ]);
  });
});
