import { describe, expect, it } from 'vitest';
import { doc, ol, p, t } from './builders.js';
import { inBoth } from './ext-helpers.js';

describe('columns left without a column', () => {
  it('a layoutSection whose only block moved out is omitted with a warning, its content kept', () => {
    // The footnote definition is gathered at the end of the document, so the quote holds nothing.
    const { doc: out, codes } = inBoth('<!-- adf:layoutSection -->\n> [^1]: x\n');
    expect(out).toEqual(doc({ type: 'rule' }, ol(1, [p(t('x'))])));
    expect(codes).toEqual(['2:1 empty-block-omitted', '2:3 footnote-unreferenced']);
  });
});
