import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { doc, h, p, t } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const highlight = (color: string) => ({ type: 'backgroundColor', attrs: { color } });
const file = (attrs: Record<string, unknown> = {}): AdfNode => ({
  type: 'media',
  attrs: { type: 'file', id: 'f1', collection: 'c', ...attrs },
});

describe('<span style="background-color: #rrggbb"> is a highlight (backgroundColor)', () => {
  it('alone and inside a text colour span', () => {
    const { doc: out, codes } = inBoth(
      'a <span style="background-color: #fedec8">hi</span> <span style="color: #ff0000"><span style="background-color: #AABBCC">both</span></span>\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('a '),
          t('hi', highlight('#fedec8')),
          t(' '),
          t('both', { type: 'textColor', attrs: { color: '#ff0000' } }, highlight('#AABBCC')),
        ),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('<span data-annotation-id="ID"> is text under an inline comment (annotation)', () => {
    const { doc: out, codes } = inBoth(
      'a <span data-annotation-id="c-1">b</span> <span data-annotation-id="x y">c</span>\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('a '),
          t('b', { type: 'annotation', attrs: { id: 'c-1', annotationType: 'inlineComment' } }),
          t(' c'),
        ),
      ),
    );
    // A span with another id is a plain span, as GitHub shows it.
    expect(codes).toEqual([]);
  });

  it('another colour form is a plain span: its text, as GitHub shows it', () => {
    const { doc: out, codes } = inBoth('<span style="background-color: yellow">x</span>\n');
    expect(out).toEqual(doc(p(t('x'))));
    expect(codes).toEqual([]);
  });
});

describe('<br> in a heading', () => {
  it('is a hard break in atlassian, a space in extended (its heading holds text only)', () => {
    const atlassian = valid('# a<br>b\n', 'atlassian');
    expect(atlassian.doc).toEqual(doc(h(1, t('a'), { type: 'hardBreak' }, t('b'))));
    expect(atlassian.codes).toEqual([]);
    const extended = valid('# a<br>b\n', 'extended');
    expect(extended.doc).toEqual(doc(h(1, t('a b'))));
    expect(extended.codes).toEqual(['1:1 inline-replaced']);
  });
});

describe('an image alone in a link alone in its paragraph', () => {
  it('is a mediaSingle whose media has the link mark (the form the editor loads)', () => {
    const { doc: out, codes } = inBoth('[![shot](media:c/f1)](https://example.com/x "Title")\n');
    expect(out).toEqual(
      doc({
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [
          {
            ...file({ alt: 'shot' }),
            marks: [{ type: 'link', attrs: { href: 'https://example.com/x', title: 'Title' } }],
          },
        ],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('linkOnMedia="false" puts the link on the mediaSingle', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaSingle linkOnMedia="false" -->\n[![shot](media:c/f1)](https://example.com/x)\n',
    );
    expect(out).toEqual(
      doc({
        type: 'mediaSingle',
        attrs: { layout: 'center' },
        content: [file({ alt: 'shot' })],
        marks: [{ type: 'link', attrs: { href: 'https://example.com/x' } }],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('beside other text it stays the linked alt text', () => {
    const { doc: out } = inBoth('See [![shot](media:c/f1)](https://example.com/x)\n');
    expect(out.content[0].type).toBe('paragraph');
  });

  it('legacyWidth is a width without widthType', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaSingle layout="align-start" legacyWidth="25" -->\n![](media:c/f1)\n',
    );
    expect(out).toEqual(
      doc({ type: 'mediaSingle', attrs: { layout: 'align-start', width: 25 }, content: [file()] }),
    );
    expect(codes).toEqual([]);
  });
});
