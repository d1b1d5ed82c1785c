import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { validateAdf } from '../../src/validate/index.js';
import { em, paragraph, readable, strong, text } from './helpers.js';

const comment = (id: string) => ({ type: 'annotation', attrs: { id, annotationType: 'inlineComment' } });
const highlight = { type: 'backgroundColor', attrs: { color: '#c6edfb' } };

describe('inline comments, inline code under a comment, emphasis boundaries', () => {
  it('text under two inline comments is two nested data-annotation-id spans, in the order given', () => {
    readable(
      [
        paragraph(
          text('hello ', strong, comment('c1'), comment('c2')),
          text('world', strong, highlight, comment('c1'), comment('c2')),
        ),
      ],
      '**<span data-annotation-id="c1"><span data-annotation-id="c2">hello <span style="background-color: #c6edfb">world</span></span></span>**\n',
    );
  });

  it('comments opened in the other order read back in that order', () => {
    readable(
      [paragraph(text('x', comment('b'), comment('a')))],
      '<span data-annotation-id="b"><span data-annotation-id="a">x</span></span>\n',
    );
  });

  it('the same comment twice around text is one mark', () => {
    const { doc, diagnostics } = convert(
      '<span data-annotation-id="a"><span data-annotation-id="a">x</span></span>',
    );
    expect(doc.content).toEqual([paragraph(text('x', comment('a')))]);
    expect(diagnostics).toEqual([]);
  });

  it('two comments on one text validate in both profiles', () => {
    for (const profile of ['extended', 'atlassian'] as const) {
      const { doc } = convert('<span data-annotation-id="a"><span data-annotation-id="b">x</span></span>', {
        profile,
      });
      expect(validateAdf(doc, { profile }).valid).toBe(true);
    }
  });

  it('inline code under an inline comment is a code span inside the span', () => {
    readable(
      [
        paragraph(
          text('this is a '),
          text('code', comment('2797ff66-173e-4d74-9766-f64e85101e52'), { type: 'code' }),
          text(' text.'),
        ),
      ],
      'this is a <span data-annotation-id="2797ff66-173e-4d74-9766-f64e85101e52">`code`</span> text.\n',
    );
  });

  it('a comment running over text and code stays open around the code span', () => {
    readable(
      [
        paragraph(
          text('has code ', comment('c')),
          text('a = 1', comment('c'), { type: 'code' }),
          text('.', strong, comment('c')),
        ),
      ],
      '<span data-annotation-id="c">has code `a = 1`**.**</span>\n',
    );
  });

  it('emphasis ending in a space before a word is an <em> element', () => {
    readable(
      [paragraph(text('venenatis '), text('could ', em), text('Lorem'))],
      'venenatis <em>could </em>Lorem\n',
    );
  });

  it('bold starting after a letter with punctuation is a <strong> element; the rest keeps its delimiters', () => {
    readable(
      [paragraph(text('a'), text('.b', strong), text(' and '), text('c', strong))],
      'a<strong>.b</strong> and **c**\n',
    );
  });

  it('strikethrough ending in a space before a word is a <del> element', () => {
    readable([paragraph(text('x '), text('gone ', { type: 'strike' }), text('y'))], 'x <del>gone </del>y\n');
  });
});
