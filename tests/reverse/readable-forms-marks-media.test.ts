import { describe, expect, it } from 'vitest';
import { convertAdf } from '../../src/compose/reverse.js';
import { doc, hardBreak, link, paragraph, readable, text } from './helpers.js';

const highlight = (color: string) => ({ type: 'backgroundColor', attrs: { color } });
const file = { type: 'media', attrs: { id: 'f1', type: 'file', collection: 'MediaServicesSample' } };

describe('highlights, breaks in headings, linked and legacy-width images', () => {
  it('a background colour is a background-color span, inside a colour span when both', () => {
    readable(
      [
        paragraph(
          text('a '),
          text('hi', highlight('#fedec8')),
          text(' '),
          text('both', { type: 'textColor', attrs: { color: '#ff5630' } }, highlight('#dcdfe4')),
        ),
      ],
      'a <span style="background-color: #fedec8">hi</span> <span style="color: #ff5630"><span style="background-color: #dcdfe4">both</span></span>\n',
    );
  });

  it('text under an inline comment is a data-annotation-id span, inside bold and a highlight', () => {
    const comment = (id: string) => ({ type: 'annotation', attrs: { id, annotationType: 'inlineComment' } });
    readable(
      [
        paragraph(
          text('see '),
          text('this', comment('0b8f6c1e-2a3d-4c5e-9f70-1a2b3c4d5e6f')),
          text(' and '),
          text('that', { type: 'strong' }, highlight('#fedec8'), comment('c2')),
        ),
      ],
      'see <span data-annotation-id="0b8f6c1e-2a3d-4c5e-9f70-1a2b3c4d5e6f">this</span> and **<span style="background-color: #fedec8"><span data-annotation-id="c2">that</span></span>**\n',
    );
  });

  it('a hard break in a heading is <br> (atlassian; the extended heading holds text only)', () => {
    readable(
      [{ type: 'heading', attrs: { level: 2 }, content: [text('a'), hardBreak, text('b')] }],
      '## a<br>b\n',
      ['atlassian'],
    );
  });

  it('an image with a link is the image inside the link', () => {
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [file],
          marks: [link('https://atlassian.com/')],
        },
      ],
      '<!-- adf:mediaSingle linkOnMedia="false" -->\n[![](media:MediaServicesSample/f1)](https://atlassian.com/)\n',
    );
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [{ ...file, marks: [link('https://atlassian.com/')] }],
        },
      ],
      '[![](media:MediaServicesSample/f1)](https://atlassian.com/)\n',
    );
  });

  it('a width without widthType is legacyWidth', () => {
    readable(
      [{ type: 'mediaSingle', attrs: { width: 25, layout: 'align-start' }, content: [file] }],
      '<!-- adf:mediaSingle layout="align-start" legacyWidth="25" -->\n![](media:MediaServicesSample/f1)\n',
    );
  });

  it('an image with another mark is still a node', () => {
    const input = doc({
      type: 'mediaSingle',
      attrs: { layout: 'center' },
      content: [file],
      marks: [{ type: 'border', attrs: { size: 2, color: '#091e4224' } }],
    });
    expect(convertAdf(input).diagnostics.map((d) => d.code)).toEqual(['node-as-json']);
  });

  it('an image whose alt text holds a URL is an image: the converter reads the alt as written', () => {
    readable(
      [
        {
          type: 'mediaSingle',
          attrs: { layout: 'center' },
          content: [
            {
              type: 'media',
              attrs: { type: 'external', url: 'https://example.com/a.png', alt: 'see http://x.co/a' },
            },
          ],
        },
      ],
      '![see http://x.co/a](https://example.com/a.png)\n',
    );
  });
});
