import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfMark, AdfNode, Profile } from '../../src/types.js';
import { normalize } from './normalize.js';

/**
 * Inline content with random mark combinations, valid or not for the profile, in every kind of
 * inline container: ADF → Markdown → ADF either gives the input back (after the normalisations
 * of docs/reverse.md) or the reverse direction said why not. Nothing is lost silently.
 */
const MARKS: AdfMark[] = [
  { type: 'strong' },
  { type: 'em' },
  { type: 'strike' },
  { type: 'code' },
  { type: 'underline' },
  { type: 'link', attrs: { href: 'https://a.example' } },
  { type: 'link', attrs: { href: 'https://b.example/x y', title: 't "q"' } },
  { type: 'subsup', attrs: { type: 'sub' } },
  { type: 'subsup', attrs: { type: 'sup' } },
  { type: 'textColor', attrs: { color: '#FF00aa' } },
  { type: 'backgroundColor', attrs: { color: '#00ff00' } },
  // Not ADF: a mark with empty attributes or a stray key (the writer once dropped both silently).
  { type: 'strong', attrs: {} },
  { type: 'em', extra: 1 } as AdfMark,
];

const text = fc.oneof(
  fc.constantFrom(
    'a',
    'b c',
    ' x',
    'y ',
    'OrderedMap.from',
    '(value) → OrderedMap',
    '*',
    '`',
    '1.',
    'foo_bar',
  ),
  fc.constantFrom('~', '**', '[', ']', '<u>', '|', 'http://x.y', ':smile:', '!', '\\', '&amp;'),
  fc.string({ maxLength: 4 }),
);

const inline: fc.Arbitrary<AdfNode> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({ text, marks: fc.uniqueArray(fc.constantFrom(...MARKS), { maxLength: 3 }) })
      .map(({ text, marks }) => (marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text })),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<AdfNode>(
      { type: 'emoji', attrs: { shortName: ':smile:', text: '😄', id: '1f604' } },
      { type: 'mention', attrs: { id: 'abc', text: '@Jane' } },
      { type: 'status', attrs: { text: 'DONE', color: 'green' } },
      { type: 'date', attrs: { timestamp: '1706659200000' } },
      { type: 'inlineCard', attrs: { url: 'https://c.example' } },
    ),
  },
);

function inContainer(kind: string, content: AdfNode[]): AdfNode {
  const paragraph = { type: 'paragraph', content };
  switch (kind) {
    case 'heading':
      return { type: 'heading', attrs: { level: 2 }, content };
    case 'cell':
      return {
        type: 'table',
        content: [{ type: 'tableRow', content: [{ type: 'tableHeader', content: [paragraph] }] }],
      };
    case 'task':
      return {
        type: 'taskList',
        attrs: { localId: '' },
        content: [{ type: 'taskItem', attrs: { localId: '', state: 'TODO' }, content }],
      };
    case 'list':
      return { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph] }] };
    case 'quote':
      return { type: 'blockquote', content: [paragraph] };
    default:
      return paragraph;
  }
}

describe('marks: exact round trip or a diagnostic', () => {
  it('random mark combinations in paragraphs, headings, cells, task items, list items and quotes', () => {
    fc.assert(
      fc.property(
        fc.array(inline, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('paragraph', 'heading', 'cell', 'task', 'list', 'quote'),
        fc.constantFrom<Profile>('extended', 'atlassian'),
        (content, kind, profile) => {
          const doc: AdfDoc = { type: 'doc', version: 1, content: [inContainer(kind, content)] };
          const { markdown, diagnostics } = convertAdf(doc, { profile });
          const back = convert(markdown, { profile }).doc;
          const exact = isDeepStrictEqual(normalize(back), normalize(doc));
          expect({ exact, reported: diagnostics.length > 0 }).not.toEqual({ exact: false, reported: false });
        },
      ),
      { numRuns: 1500, seed: 21 },
    );
  });
});
