import { describe, expect, it } from 'vitest';
import { convert } from '../../src/index.js';
import { convertAdf } from '../../src/compose/reverse.js';

/** Documents saved from the editor's own JSON carry `null` for every attribute not set. */
describe('null attributes', () => {
  it('a cell with background: null keeps its table; the null attribute goes', () => {
    const cell = (text: string) => ({
      type: 'tableCell',
      attrs: { background: null, colspan: 1, colwidth: null, rowspan: 1 },
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
    });
    const doc = {
      type: 'doc',
      version: 1,
      content: [
        {
          type: 'table',
          attrs: { isNumberColumnEnabled: false, layout: 'default', localId: null },
          content: [{ type: 'tableRow', content: [cell('a'), cell('b')] }],
        },
      ],
    };
    const { markdown, diagnostics } = convertAdf(doc as never, { profile: 'atlassian' });
    expect(markdown).toBe(
      [
        '<!-- adf:table headerRow="false" layout="default" isNumberColumnEnabled="false" -->',
        '| <!-- adf:tableCell colspan="1" rowspan="1" --> a | <!-- adf:tableCell colspan="1" rowspan="1" --> b |',
        '| ------------------------------------------------ | ------------------------------------------------ |',
        '',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    const back = convert(markdown, { profile: 'atlassian' }).doc;
    expect(back.content[0]).toEqual({
      type: 'table',
      attrs: { isNumberColumnEnabled: false, layout: 'default' },
      content: [
        {
          type: 'tableRow',
          content: ['a', 'b'].map((text) => ({
            type: 'tableCell',
            attrs: { colspan: 1, rowspan: 1 },
            content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
          })),
        },
      ],
    });
  });
});
