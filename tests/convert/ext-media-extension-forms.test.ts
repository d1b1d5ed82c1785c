import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { doc, p, t } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const FILE = 'media:uploads/6e7c7f2e';
const image = { type: 'media', attrs: { type: 'external', url: 'https://example.com/logo.png' } };

describe('files inside the text: adf:mediaInline before a file image', () => {
  it('the image becomes mediaInline; its size, kind and border in the directive, a link around it its mark', () => {
    const { doc: out, codes } = valid(
      `See <!-- adf:mediaInline type="image" width="640" height="427" border="1 #000000" -->[![diagram](${FILE})](https://example.com) here\n`,
      'atlassian',
    );
    expect(out).toEqual(
      doc(
        p(
          t('See '),
          {
            type: 'mediaInline',
            attrs: {
              type: 'image',
              id: '6e7c7f2e',
              collection: 'uploads',
              alt: 'diagram',
              width: 640,
              height: 427,
            },
            marks: [
              { type: 'link', attrs: { href: 'https://example.com' } },
              { type: 'border', attrs: { size: 1, color: '#000000' } },
            ],
          },
          t(' here'),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('alone in its paragraph it stays inline (without the directive, a lone image is mediaSingle)', () => {
    const { doc: out, codes } = inBoth(`<!-- adf:mediaInline -->![](${FILE})\n`);
    expect(out).toEqual(
      doc(p({ type: 'mediaInline', attrs: { type: 'file', id: '6e7c7f2e', collection: 'uploads' } })),
    );
    expect(codes).toEqual([]);
  });

  it('an image that is not a file stays its words, with a diagnostic', () => {
    const { doc: out, codes } = inBoth('a <!-- adf:mediaInline -->![logo](https://example.com/l.png) b\n');
    expect(out).toEqual(doc(p(t('a logo b'))));
    expect(codes).toEqual(['1:8 invalid-directive-text']);
  });

  it('in an extended heading (text only) the file is replaced, with a diagnostic', () => {
    const { codes } = valid(`# Title <!-- adf:mediaInline -->![](${FILE})\n`, 'extended');
    expect(codes).toEqual(['1:1 inline-replaced']);
  });
});

describe('inline directives that are the node themselves', () => {
  it('adf:inlineExtension: a macro inside the text, its connections as marks', () => {
    const { doc: out, codes } = inBoth(
      'Name: <!-- adf:inlineExtension extensionType="com.atlassian.confluence.template" extensionKey="variable" parameters=\'{"name":"v1"}\' sources="src-1 src-2" --> end\n',
    );
    const node: AdfNode = {
      type: 'inlineExtension',
      attrs: {
        extensionType: 'com.atlassian.confluence.template',
        extensionKey: 'variable',
        parameters: { name: 'v1' },
      },
      marks: [{ type: 'dataConsumer', attrs: { sources: ['src-1', 'src-2'] } }],
    };
    expect(out).toEqual(doc(p(t('Name: '), node, t(' end'))));
    expect(codes).toEqual([]);
  });

  it('adf:inlineExtension without its key applies to nothing, with an error', () => {
    const { doc: out, codes } = inBoth('a <!-- adf:inlineExtension extensionType="x" --> b\n');
    expect(out).toEqual(doc(p(t('a  b'))));
    expect(codes).toEqual(['1:8 malformed-directive']);
  });

  it('adf:placeholder: a template hint, empty text allowed', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:placeholder text="" --> <!-- adf:placeholder text="Type here" -->\n',
    );
    expect(out).toEqual(
      doc(
        p({ type: 'placeholder', attrs: { text: '' } }, t(' '), {
          type: 'placeholder',
          attrs: { text: 'Type here' },
        }),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('adf:inlineCard with data is the card; with a URL after it, the link', () => {
    const { doc: out, codes } = inBoth(
      'a <!-- adf:inlineCard data=\'{"name":"Page"}\' --> b <!-- adf:inlineCard localId="c1" -->https://example.com\n',
    );
    expect(out).toEqual(
      doc(
        p(t('a '), { type: 'inlineCard', attrs: { data: { name: 'Page' } } }, t(' b '), {
          type: 'inlineCard',
          attrs: { url: 'https://example.com', localId: 'c1' },
        }),
      ),
    );
    expect(codes).toEqual([]);
  });
});

describe('blocks', () => {
  it('adf:blockCard with data alone on its line is the card; before a URL its data is dropped', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:blockCard data=\'{"name":"Page"}\' -->\n\n<!-- adf:blockCard data=\'{"name":"Page"}\' -->\n<https://example.com>\n',
    );
    expect(out).toEqual(
      doc(
        { type: 'blockCard', attrs: { data: { name: 'Page' } } },
        { type: 'blockCard', attrs: { url: 'https://example.com' } },
      ),
    );
    expect(codes).toEqual(['4:1 attribute-dropped']);
  });

  it('extension connections: fragment (identifier, then name) and sources become marks', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:extension extensionType="com.atlassian.forge" extensionKey="q" fragment="b Test Name 1" sources="a" -->\n',
    );
    expect(out).toEqual(
      doc({
        type: 'extension',
        attrs: { extensionType: 'com.atlassian.forge', extensionKey: 'q' },
        marks: [
          { type: 'fragment', attrs: { localId: 'b', name: 'Test Name 1' } },
          { type: 'dataConsumer', attrs: { sources: ['a'] } },
        ],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('adf:caption after an image is its caption; anywhere else it stays a paragraph', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:caption -->\nno image before\n\n![](https://example.com/logo.png)\n\n<!-- adf:caption localId="c1" -->\nThe *logo*\n',
    );
    expect(out).toEqual(
      doc(p(t('no image before')), {
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [
          image,
          {
            type: 'caption',
            attrs: { localId: 'c1' },
            content: [t('The '), t('logo', { type: 'em' })],
          },
        ],
      }),
    );
    expect(codes).toEqual(['2:1 dangling-directive']);
  });

  it('adf:mediaSingle layoutOmitted and linkOnMedia: the forms older and current editors write', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaSingle layoutOmitted="true" -->\n[![](https://example.com/logo.png)](https://example.org)\n',
    );
    expect(out).toEqual(
      doc({
        type: 'mediaSingle',
        content: [{ ...image, marks: [{ type: 'link', attrs: { href: 'https://example.org' } }] }],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('adf:media before a group sizes every file of it; type="link" for link previews', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaGroup -->\n<!-- adf:media type="link" width="400" height="400" -->\n![](media:c/a) ![](media:c/b)\n',
    );
    const file = (id: string): AdfNode => ({
      type: 'media',
      attrs: { type: 'link', id, collection: 'c', width: 400, height: 400 },
    });
    expect(out).toEqual(doc({ type: 'mediaGroup', content: [file('a'), file('b')] }));
    expect(codes).toEqual([]);
  });

  it('adf:media sizes an external image too; occurrenceKey fits a file only', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:media width="580" height="164" occurrenceKey="k" localId="m1" -->\n![](https://example.com/logo.png)\n',
    );
    expect(out).toEqual(
      doc({
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [{ type: 'media', attrs: { ...image.attrs, width: 580, height: 164, localId: 'm1' } }],
      }),
    );
    expect(codes).toEqual(['1:41 attribute-dropped']);
  });
});
