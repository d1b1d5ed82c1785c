import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfNode } from '../../src/types.js';
import { doc, hardBreak, paragraph, readable, text, trip } from './helpers.js';
import { normalize } from './normalize.js';

/** Real Jira and Confluence content that used to need `adf:node` (issue 13), now readable Markdown. */
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
    // A placeholder whose text would end the comment early.
    const odd: AdfNode = { type: 'placeholder', attrs: { text: 'Type-->here' } };
    const { markdown, diagnostics } = convertAdf(doc(paragraph(odd, text(' then text'))), {
      profile: 'atlassian',
    });
    expect(markdown).toBe(
      '<!-- adf:node {"type":"placeholder","attrs":{"text":"Type-\\u002d>here"}} --> then text\n',
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['node-as-json']);
  });

  it('a file image (an attachment) is ![alt](media:COLLECTION/ID), its size in adf:media', () => {
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [
            {
              type: 'media',
              attrs: {
                id: '686a1960',
                type: 'file',
                collection: 'MediaServicesSample',
                width: 1024,
                height: 683,
              },
            },
          ],
        },
      ],
      '<!-- adf:media width="1024" height="683" -->\n![](media:MediaServicesSample/686a1960)\n',
    );
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'wide', width: 50, widthType: 'percentage' },
          content: [{ type: 'media', attrs: { id: 'abc', type: 'file', collection: '', alt: 'shot.png' } }],
        },
      ],
      '<!-- adf:mediaSingle layout="wide" width="50" -->\n![shot.png](media:abc)\n',
    );
  });

  it('a group of attachments is adf:mediaGroup before a line of file images', () => {
    readable(
      [
        {
          type: 'mediaGroup',
          content: [
            { type: 'media', attrs: { type: 'file', id: 'a1', collection: 'contentId-1' } },
            { type: 'media', attrs: { type: 'file', id: 'a2', collection: '' } },
          ],
        },
      ],
      '<!-- adf:mediaGroup -->\n![](media:contentId-1/a1) ![](media:a2)\n',
    );
  });

  it('adf:mediaGroup before a paragraph holding more than images leaves it a paragraph', () => {
    const { doc: out, diagnostics } = convert('<!-- adf:mediaGroup -->\n![](media:a) and text\n');
    expect(out.content[0].type).toBe('paragraph');
    expect(diagnostics.map((d) => d.code)).toContain('dangling-directive');
  });

  const cell = (type: string, value: string, attrs?: Record<string, unknown>): AdfNode => ({
    type,
    ...(attrs ? { attrs } : {}),
    content: [paragraph(text(value))],
  });
  const row = (...cells: AdfNode[]): AdfNode => ({ type: 'tableRow', content: cells });

  it('a table without a header row: adf:table headerRow="false"; localId, width and fractional colwidth kept', () => {
    const input = doc({
      type: 'table',
      attrs: { layout: 'default', localId: 'abc-1', width: 760 },
      content: [
        row(cell('tableCell', 'a'), cell('tableCell', 'b', { colwidth: [226.67] })),
        row(cell('tableCell', 'c'), cell('tableCell', 'd', { colwidth: [226.67] })),
      ],
    });
    const result = trip(input, 'atlassian');
    expect(result.markdown).toBe(
      [
        '<!-- adf:table headerRow="false" layout="default" width="760" localId="abc-1" -->',
        '| a   | <!-- adf:tableCell colwidth="226.67" --> b |',
        '| --- | ------------------------------------------ |',
        '| c   | <!-- adf:tableCell colwidth="226.67" --> d |',
        '',
      ].join('\n'),
    );
    expect(result.codes).toEqual([]);
    expect(result.back).toEqual(normalize(input));
    expect(trip(input, 'extended').back).toEqual(normalize(input));
  });

  it('a header column: adf:table headerColumn="true"', () => {
    readable(
      [
        {
          type: 'table',
          content: [
            row(cell('tableHeader', 'h1'), cell('tableHeader', 'h2')),
            row(cell('tableHeader', 'r'), cell('tableCell', 'd')),
          ],
        },
      ],
      '<!-- adf:table headerColumn="true" -->\n| h1  | h2  |\n| --- | --- |\n| r   | d   |\n',
    );
  });

  it('an emoji with an id, or an Atlassian shortname GitHub does not know: the adf:emoji directive', () => {
    readable(
      [paragraph({ type: 'emoji', attrs: { shortName: ':grin:', id: '1f601', text: '😁' } }, text(' ok'))],
      '<!-- adf:emoji id="1f601" -->:grin: ok\n',
    );
    readable(
      [
        paragraph(text('Go '), {
          type: 'emoji',
          attrs: { shortName: ':clapping_hands:', id: '1f44f', text: '👏' },
        }),
      ],
      'Go <!-- adf:emoji id="1f44f" text="👏" -->:clapping_hands:\n',
    );
  });

  it('decisions: adf:decisionList before a bullet list (localIds generated, as for tasks)', () => {
    readable(
      [
        {
          type: 'decisionList',
          attrs: { localId: 'cf05' },
          content: [
            {
              type: 'decisionItem',
              attrs: { localId: 'a9', state: 'DECIDED' },
              content: [text('Ship on Friday')],
            },
            {
              type: 'decisionItem',
              attrs: { localId: 'b1', state: 'DECIDED' },
              content: [text('[ ] not a task')],
            },
          ],
        },
      ],
      '<!-- adf:decisionList -->\n- Ship on Friday\n- \\[ ] not a task\n',
    );
  });

  it('a macro: adf:extension alone on its line, parameters as JSON', () => {
    readable(
      [
        {
          type: 'extension',
          attrs: {
            extensionType: 'com.atlassian.confluence.macro.core',
            extensionKey: 'toc',
            parameters: { macroParams: { maxLevel: { value: '2' } } },
            layout: 'default',
          },
        },
        paragraph(text('after')),
      ],
      '<!-- adf:extension extensionType="com.atlassian.confluence.macro.core" extensionKey="toc" parameters=\'{"macroParams":{"maxLevel":{"value":"2"}}}\' layout="default" -->\n\nafter\n',
    );
  });

  it('a macro with a body: adf:bodiedExtension before a quote', () => {
    readable(
      [
        {
          type: 'bodiedExtension',
          attrs: { extensionType: 'com.example', extensionKey: 'note' },
          content: [paragraph(text('inside'))],
        },
      ],
      '<!-- adf:bodiedExtension extensionType="com.example" extensionKey="note" -->\n> inside\n',
    );
  });

  it('adf:extension without its required attributes applies to nothing, with an error', () => {
    const { doc: out, diagnostics } = convert('<!-- adf:extension extensionKey="x" -->\n\ntext\n');
    expect(out.content).toEqual([paragraph(text('text'))]);
    expect(diagnostics.map((d) => [d.code, d.severity])).toEqual([['malformed-directive', 'error']]);
  });

  it('smart link blocks: adf:blockCard / adf:embedCard before the URL', () => {
    readable(
      [{ type: 'blockCard', attrs: { url: 'https://example.com/page' } }],
      '<!-- adf:blockCard -->\n<https://example.com/page>\n',
    );
    readable(
      [
        {
          type: 'embedCard',
          attrs: { url: 'https://example.com/e', layout: 'wide', width: 100, originalHeight: 322 },
        },
      ],
      '<!-- adf:embedCard layout="wide" width="100" originalHeight="322" -->\n<https://example.com/e>\n',
    );
  });

  it('columns: adf:layoutSection before a quote of quotes, each with adf:layoutColumn', () => {
    readable(
      [
        {
          type: 'layoutSection',
          content: [
            { type: 'layoutColumn', attrs: { width: 33.33 }, content: [paragraph(text('left'))] },
            {
              type: 'layoutColumn',
              attrs: { width: 66.66 },
              content: [{ type: 'paragraph', content: [] }, paragraph(text('right'))],
            },
          ],
        },
      ],
      [
        '<!-- adf:layoutSection -->',
        '> <!-- adf:layoutColumn width="33.33" -->',
        '> > left',
        '>',
        '> <!-- adf:layoutColumn width="66.66" -->',
        '> > <!-- adf:paragraph -->',
        '> >',
        '> > right',
        '',
      ].join('\n'),
    );
  });

  it('an image resized in pixels: adf:mediaSingle pixelWidth', () => {
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'wrap-left', width: 250, widthType: 'pixel' },
          content: [{ type: 'media', attrs: { type: 'external', url: 'https://example.com/a.png' } }],
        },
      ],
      '<!-- adf:mediaSingle layout="wrap-left" pixelWidth="250" -->\n![](https://example.com/a.png)\n',
    );
  });
});
