import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { convertAdf } from '../../src/reverse/index.js';
import type { AdfNode } from '../../src/types.js';
import { doc, hardBreak, paragraph, text, trip } from './helpers.js';
import { normalize } from './normalize.js';

/** Real Jira and Confluence content that used to need `adf:node` (issue 13), now readable Markdown. */
const both = ['extended', 'atlassian'] as const;

function readable(blocks: AdfNode[], expected: string) {
  const input = doc(...blocks);
  for (const profile of both) {
    const result = trip(input, profile);
    expect(result.markdown).toBe(expected);
    expect(result.codes).toEqual([]);
    expect(result.back).toEqual(normalize(input));
  }
}

describe('readable forms of real content', () => {
  it('an empty paragraph is the adf:paragraph directive alone', () => {
    readable(
      [paragraph(text('a')), { type: 'paragraph', content: [] }, paragraph(text('b'))],
      'a\n\n<!-- adf:paragraph -->\n\nb\n',
    );
    readable(
      [{ type: 'paragraph', marks: [{ type: 'alignment', attrs: { align: 'center' } }], content: [] }],
      '<!-- adf:paragraph textAlign="center" -->\n',
    );
  });

  it('an empty paragraph before a list in an item keeps the blank line', () => {
    const item: AdfNode = {
      type: 'listItem',
      content: [
        paragraph(text('a')),
        { type: 'paragraph', content: [] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('b'))] }] },
      ],
    };
    readable([{ type: 'bulletList', content: [item] }], '- a\n\n  <!-- adf:paragraph -->\n\n  - b\n');
  });

  it('an adf:paragraph line directly before a paragraph still applies to it', () => {
    const { doc: out, diagnostics } = convert('<!-- adf:paragraph textAlign="center" -->\nText\n');
    expect(out.content).toEqual([
      {
        type: 'paragraph',
        marks: [{ type: 'alignment', attrs: { align: 'center' } }],
        content: [text('Text')],
      },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('a hard break at the end of a paragraph is <br>, at its start a backslash line', () => {
    readable([paragraph(text('end'), hardBreak)], 'end<br>\n');
    readable([paragraph(hardBreak, text('start'))], '\\\nstart\n');
  });

  it('a mention is written [@Name](mention:ID)', () => {
    const mention = { type: 'mention', attrs: { id: '557058:abc', text: '@Jane Doe' } };
    readable(
      [paragraph(text('Ask '), mention, text(' please'))],
      'Ask [@Jane Doe](mention:557058:abc) please\n',
    );
  });

  it('a paragraph starting with a mention keeps its text as Markdown', () => {
    const mention = { type: 'mention', attrs: { id: '1', text: '@Ann' } };
    readable([paragraph(mention, text(' can you look?'))], '[@Ann](mention:1) can you look?\n');
  });

  it('mention attributes and text without @ go in the adf:mention directive', () => {
    readable(
      [paragraph({ type: 'mention', attrs: { id: '2', text: '@Verdie', accessLevel: '' } }, text(' hi'))],
      '<!-- adf:mention accessLevel="" -->[@Verdie](mention:2) hi\n',
    );
    readable(
      [paragraph(text('by '), { type: 'mention', attrs: { id: 'x', text: 'Jane', userType: 'APP' } })],
      'by <!-- adf:mention userType="APP" -->[Jane](mention:x)\n',
    );
  });

  it('an inline node without a Markdown form inside text stays the one node', () => {
    const odd: AdfNode = { type: 'placeholder', attrs: { text: 'Type here' } };
    const { markdown, diagnostics } = convertAdf(doc(paragraph(odd, text(' then text'))), {
      profile: 'atlassian',
    });
    expect(markdown).toBe(
      '<!-- adf:node {"type":"placeholder","attrs":{"text":"Type here"}} --> then text\n',
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['node-as-json']);
  });
});
