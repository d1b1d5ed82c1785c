import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { doc, p, t } from './builders.js';
import { inBoth } from './ext-helpers.js';

const column = (text: string): string => `> <!-- adf:layoutColumn width="20" -->\n> > ${text}\n>\n`;
const col = (text: string): AdfNode => ({
  type: 'layoutColumn',
  attrs: { width: 20 },
  content: [p(t(text))],
});

describe('layout sections with a number of columns the document does not take', () => {
  it('one column: its content takes the section’s place, with a warning (fuzz finding)', () => {
    const { doc: out, codes } = inBoth('<!--adf:layoutSection-->\n><!--adf:layoutColumn width="4"-->\n>>');
    expect(out).toEqual(doc({ type: 'paragraph', content: [] }));
    expect(codes).toEqual(['2:1 layout-columns-fitted', '3:2 empty-block-filled']);
    // As the fuzzer wrote it, the width is not in quotes: not applied, so no column is made.
    const unquoted = inBoth('<!--adf:layoutSection-->\n><!--adf:layoutColumn width=4-->\n>>');
    expect(unquoted.doc).toEqual(doc({ type: 'paragraph', content: [] }));
    expect(unquoted.codes).toEqual([
      '2:1 block-moved',
      '2:6 malformed-directive',
      '2:29 malformed-directive',
      '3:2 empty-block-filled',
      '3:2 quote-flattened',
    ]);
  });

  it('one column with text: the text is kept', () => {
    const { doc: out, diagnostics } = inBoth(`<!-- adf:layoutSection -->\n${column('only')}`);
    expect(out).toEqual(doc(p(t('only'))));
    expect(diagnostics.map((d) => d.message)).toEqual([
      'a layout section here takes 2 to 3 columns; the content of its one column takes its place',
    ]);
  });

  it('five columns: split into sections of three and two; the first keeps the localId', () => {
    const { doc: out, diagnostics } = inBoth(
      `<!-- adf:layoutSection localId="s1" -->\n${['a', 'b', 'c', 'd', 'e'].map(column).join('')}`,
    );
    expect(out).toEqual(
      doc(
        { type: 'layoutSection', attrs: { localId: 's1' }, content: [col('a'), col('b'), col('c')] },
        { type: 'layoutSection', content: [col('d'), col('e')] },
      ),
    );
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '2:1 a layout section here takes 2 to 3 columns; its 5 columns are split into 2 sections',
    ]);
  });

  it('four columns: two sections of two', () => {
    const { doc: out } = inBoth(`<!-- adf:layoutSection -->\n${['a', 'b', 'c', 'd'].map(column).join('')}`);
    expect(out).toEqual(
      doc(
        { type: 'layoutSection', content: [col('a'), col('b')] },
        { type: 'layoutSection', content: [col('c'), col('d')] },
      ),
    );
  });
});
