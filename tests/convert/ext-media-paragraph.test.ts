import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { align, doc, link, p, pm, t, ul } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const image = (attrs: Record<string, unknown>, url = 'https://x.test/a.png', alt = 'A'): AdfNode => ({
  type: 'mediaSingle',
  attrs,
  content: [{ type: 'media', attrs: { type: 'external', url, alt } }],
});
const indent = (level: number) => ({ type: 'indentation', attrs: { level } });

describe('adf:mediaSingle before a lone image', () => {
  it('sets layout and a percentage width', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaSingle width="50" layout="wide" -->\n![A](https://x.test/a.png)\n',
    );
    expect(out).toEqual(doc(image({ layout: 'wide', width: 50, widthType: 'percentage' })));
    expect(codes).toEqual([]);
  });

  it('layout alone keeps no width; decimals are allowed', () => {
    expect(inBoth('<!-- adf:mediaSingle layout="align-start" -->\n![A](https://x.test/a.png)\n').doc).toEqual(
      doc(image({ layout: 'align-start' })),
    );
    expect(inBoth('<!-- adf:mediaSingle width="33.5" -->\n![A](https://x.test/a.png)\n').doc).toEqual(
      doc(image({ layout: 'center', width: 33.5, widthType: 'percentage' })),
    );
  });

  it('a width outside 0..100 or an unknown layout is an error, dropped', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaSingle width="150" layout="left" -->\n![A](https://x.test/a.png)\n',
    );
    expect(out).toEqual(doc(image({ layout: 'center' })));
    expect(codes).toEqual(['1:22 invalid-attribute-value', '1:34 invalid-attribute-value']);
  });

  it('before a paragraph that is not a lone image it applies to nothing', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:mediaSingle width="50" -->\nSee ![A](https://x.test/a.png)\n',
    );
    expect(out).toEqual(doc(p(t('See '), t('A', link('https://x.test/a.png')))));
    expect(codes).toEqual(['1:6 dangling-directive', '2:5 inline-replaced']);
  });
});

describe('adf:paragraph before a paragraph', () => {
  it('textAlign center/right → alignment mark; left → none', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:paragraph textAlign="center" -->\nC\n\n<!-- adf:paragraph textAlign="right" -->\nR\n\n<!-- adf:paragraph textAlign="left" -->\nL\n',
    );
    expect(out).toEqual(doc(pm([align('center')], t('C')), pm([align('end')], t('R')), p(t('L'))));
    expect(codes).toEqual([]);
  });

  it('indentation 1..6 → indentation mark', () => {
    const { doc: out, codes } = inBoth('<!-- adf:paragraph indentation="2" -->\nIndented\n');
    expect(out).toEqual(doc(pm([indent(2)], t('Indented'))));
    expect(codes).toEqual([]);
  });

  it('indentation 7 is an error', () => {
    expect(inBoth('<!-- adf:paragraph indentation="7" -->\nx\n').codes).toEqual([
      '1:20 invalid-attribute-value',
    ]);
  });

  it('both at once: ADF allows one of the two marks; alignment is kept, indentation dropped with a warning', () => {
    const { doc: out, codes } = inBoth('<!-- adf:paragraph textAlign="center" indentation="2" -->\nBoth\n');
    expect(out).toEqual(doc(pm([align('center')], t('Both'))));
    expect(codes).toEqual(['2:1 mark-dropped']);
  });

  it('where ADF allows no block marks (a list item) the marks are dropped with a warning', () => {
    const { doc: out, codes } = valid('- <!-- adf:paragraph textAlign="center" -->\n  x\n', 'atlassian');
    expect(out).toEqual(doc(ul([p(t('x'))])));
    expect(codes).toEqual(['2:3 mark-dropped']);
  });
});

describe('an image inside text (no ADF inline image)', () => {
  it('is its alt text linked to the image, with a warning; inside a link, the link wins', () => {
    const { doc: out, codes } = inBoth(
      'Logo ![the logo](https://x.test/l.png) and [![badge](https://x.test/b.svg)](https://ci.test)\n',
    );
    expect(out).toEqual(
      doc(
        p(
          t('Logo '),
          t('the logo', link('https://x.test/l.png')),
          t(' and '),
          t('badge', link('https://ci.test')),
        ),
      ),
    );
    expect(codes).toEqual(['1:6 inline-replaced', '1:45 inline-replaced']);
  });
});
