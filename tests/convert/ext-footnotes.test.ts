import { describe, expect, it } from 'vitest';
import type { AdfMark, AdfNode } from '../../src/types.js';
import { codeBlock, doc, em, li, link, p, t } from './builders.js';
import { inBoth } from './ext-helpers.js';

const sup: AdfMark = { type: 'subsup', attrs: { type: 'sup' } };
const ref = (n: number): AdfNode => t(`[${n}]`, link(`#fn-${n}`), sup);
const back = (n: number): AdfNode => t('↩', link(`#fnref-${n}`));
const notes = (...items: AdfNode[][]): AdfNode[] => [
  { type: 'rule' },
  { type: 'orderedList', attrs: { order: 1 }, content: items.map(li) },
];

describe('GFM footnotes', () => {
  it('a reference is its number, superscript, linked to its note; the notes follow a rule as a list', () => {
    const { doc: out, codes } = inBoth(
      'Claim[^src] and another[^2].\n\n[^2]: Second *note*.\n[^src]: The source.\n',
    );
    expect(out).toEqual(
      doc(
        p(t('Claim'), ref(1), t(' and another'), ref(2), t('.')),
        ...notes([p(t('The source. '), back(1))], [p(t('Second '), t('note', em), t('. '), back(2))]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('a note referenced twice keeps its number', () => {
    expect(inBoth('a[^n] b[^n]\n\n[^n]: N\n').doc).toEqual(
      doc(p(t('a'), ref(1), t(' b'), ref(1)), ...notes([p(t('N '), back(1))])),
    );
  });

  it('a note of several blocks; the back-link follows a last code block in its own paragraph', () => {
    expect(inBoth('x[^a]\n\n[^a]: First.\n\n    ```\n    code\n    ```\n').doc).toEqual(
      doc(p(t('x'), ref(1)), ...notes([p(t('First.')), codeBlock('code'), p(back(1))])),
    );
  });

  it('a note nothing refers to is still listed, without back-link, with a warning at its label', () => {
    const { doc: out, codes } = inBoth('x[^a]\n\n[^a]: A\n[^lost]: Kept\n');
    expect(out).toEqual(doc(p(t('x'), ref(1)), ...notes([p(t('A '), back(1))], [p(t('Kept'))])));
    expect(codes).toEqual(['4:1 footnote-unreferenced']);
  });

  it('a reference without a note, and GFM-less inline notes ^[...], stay text', () => {
    expect(inBoth('a[^none] b^[inline]\n').doc).toEqual(doc(p(t('a[^none] b^[inline]'))));
  });
});
