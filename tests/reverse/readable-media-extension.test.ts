import { describe, expect, it } from 'vitest';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfNode } from '../../src/types.js';
import { doc, link, paragraph, readable, text } from './helpers.js';

/** Files inside text, captions, connected macros, template placeholders and cards given by data. */
describe('readable media, extension and card forms', () => {
  const inlineFile = (attrs: Record<string, unknown>, marks?: AdfNode['marks']): AdfNode => ({
    type: 'mediaInline',
    attrs: { id: 'a4d851f3', collection: 'MediaServicesSample', type: 'file', ...attrs },
    ...(marks ? { marks } : {}),
  });

  it('mediaInline: adf:mediaInline before its file image, a link around it, a border in the directive', () => {
    readable(
      [
        paragraph(
          text('Text '),
          inlineFile({ type: 'image', width: 640, height: 427 }, [
            link('https://test.test'),
            { type: 'border', attrs: { color: '#000000', size: 1 } },
          ]),
          text(' text'),
        ),
      ],
      'Text <!-- adf:mediaInline type="image" width="640" height="427" border="1 #000000" -->[![](media:MediaServicesSample/a4d851f3)](https://test.test) text\n',
    );
    readable(
      [paragraph(inlineFile({ alt: 'a [b]' }))],
      '<!-- adf:mediaInline -->![a \\[b\\]](media:MediaServicesSample/a4d851f3)\n',
    );
  });

  it('mediaInline in a heading: readable in the atlassian profile, whose heading holds inline nodes', () => {
    readable(
      [{ type: 'heading', attrs: { level: 2 }, content: [text('H '), inlineFile({})] }],
      '## H <!-- adf:mediaInline -->![](media:MediaServicesSample/a4d851f3)\n',
      ['atlassian'],
    );
  });

  it('a mediaInline without a type (the reader gives it `file`) stays a node', () => {
    const node: AdfNode = { type: 'mediaInline', attrs: { id: 'x', collection: '' } };
    const { markdown, diagnostics } = convertAdf(doc(paragraph(text('a '), node)));
    expect(markdown).toBe('a <!-- adf:node {"type":"mediaInline","attrs":{"id":"x","collection":""}} -->\n');
    expect(diagnostics.map((d) => d.code)).toEqual(['node-as-json']);
  });

  it('inlineExtension and placeholder: the directive is the node', () => {
    readable(
      [
        paragraph(
          {
            type: 'inlineExtension',
            attrs: {
              extensionType: 'com.atlassian.confluence.template',
              extensionKey: 'variable',
              parameters: { name: 'v1', type: 'text' },
              localId: 'l1',
            },
            marks: [{ type: 'dataConsumer', attrs: { sources: ['s1'] } }],
          },
          text(' and '),
          { type: 'placeholder', attrs: { text: '' } },
        ),
      ],
      '<!-- adf:inlineExtension extensionType="com.atlassian.confluence.template" extensionKey="variable" parameters=\'{"name":"v1","type":"text"}\' localId="l1" sources="s1" --> and <!-- adf:placeholder text="" -->\n',
    );
  });

  it('extensions with fragment and dataConsumer marks', () => {
    readable(
      [
        {
          type: 'extension',
          attrs: {
            extensionType: 'com.atlassian.forge',
            extensionKey: 'q',
            parameters: {},
            layout: 'default',
          },
          marks: [
            { type: 'fragment', attrs: { localId: 'd', name: 'Test Name 2' } },
            { type: 'dataConsumer', attrs: { sources: ['b', 'c'] } },
          ],
        },
      ],
      '<!-- adf:extension extensionType="com.atlassian.forge" extensionKey="q" parameters="{}" layout="default" fragment="d Test Name 2" sources="b c" -->\n',
    );
  });

  it('cards given by data: adf:inlineCard data=… alone, adf:blockCard data=… alone on its line', () => {
    const data = { '@type': 'Document', name: 'Welcome', url: 'http://www.atlassian.com' };
    readable(
      [
        paragraph(text('See '), { type: 'inlineCard', attrs: { data } }, text(' now')),
        { type: 'blockCard', attrs: { data } },
        paragraph({ type: 'inlineCard', attrs: { url: 'https://example.com', localId: 'c1' } }),
      ],
      [
        'See <!-- adf:inlineCard data=\'{"@type":"Document","name":"Welcome","url":"http://www.atlassian.com"}\' --> now',
        '',
        '<!-- adf:blockCard data=\'{"@type":"Document","name":"Welcome","url":"http://www.atlassian.com"}\' -->',
        '',
        '<!-- adf:inlineCard localId="c1" -->[https://example.com](https://example.com)',
        '',
      ].join('\n'),
    );
  });

  it('mediaGroup of files of one size and kind: one adf:media comment for all; different sizes stay a node', () => {
    const file = (id: string, width = 400): AdfNode => ({
      type: 'media',
      attrs: { id, type: 'link', collection: 'links', width, height: 400 },
    });
    readable(
      [{ type: 'mediaGroup', content: [file('a'), file('b')] }],
      '<!-- adf:mediaGroup -->\n<!-- adf:media type="link" width="400" height="400" -->\n![](media:links/a) ![](media:links/b)\n',
    );
    const { diagnostics } = convertAdf(doc({ type: 'mediaGroup', content: [file('a'), file('b', 300)] }));
    expect(diagnostics.map((d) => d.message)).toEqual([
      'mediaGroup: files of different sizes or kinds in a group; written as adf:node',
    ]);
  });

  it('mediaSingle: a caption, external media with size and localId, a link on the media, no attributes', () => {
    const external = { type: 'external', url: 'https://www.python.org/logo.png' };
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'center', width: 250, widthType: 'pixel' },
          content: [
            { type: 'media', attrs: { ...external, width: 580, height: 164, localId: 'm1' } },
            {
              type: 'caption',
              attrs: { localId: 'c1' },
              content: [text('this is '), text('caption', { type: 'strong' })],
            },
          ],
        },
        {
          type: 'mediaSingle',
          content: [{ type: 'media', attrs: external, marks: [link('https://python.org')] }],
        },
      ],
      [
        '<!-- adf:mediaSingle pixelWidth="250" -->',
        '<!-- adf:media width="580" height="164" localId="m1" -->',
        '![](https://www.python.org/logo.png)',
        '',
        '<!-- adf:caption localId="c1" -->',
        'this is **caption**',
        '',
        '<!-- adf:mediaSingle layoutOmitted="true" -->',
        '[![](https://www.python.org/logo.png)](https://python.org)',
        '',
      ].join('\n'),
    );
  });
});
