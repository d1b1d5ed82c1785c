import { describe, expect, it } from 'vitest';
import { convert, validateAdf } from '../../src/index.js';
import type { AdfNode, Profile } from '../../src/types.js';
import { PROFILES } from '../../src/types.js';

/**
 * The forward reading of a table written as quotes (docs/syntax.md, "Tables GFM cannot hold"):
 * `adf:table` before a quote of `adf:tableRow` quotes of `adf:tableCell` / `adf:tableHeader`
 * quotes. A part standing where it cannot be stays a quote, with a diagnostic; every result is
 * valid in both profiles.
 */
const t = (value: string): AdfNode => ({ type: 'text', text: value });
const p = (value: string): AdfNode => ({ type: 'paragraph', content: [t(value)] });
const quote = (...content: AdfNode[]): AdfNode => ({ type: 'blockquote', content });
const cell = (type: string, content: AdfNode[], attrs?: Record<string, unknown>): AdfNode =>
  attrs ? { type, attrs, content } : { type, content };
const row = (...cells: AdfNode[]): AdfNode => ({ type: 'tableRow', content: cells });
const table = (...rows: AdfNode[]): AdfNode => ({ type: 'table', content: rows });

function read(markdown: string, profile: Profile): { content: AdfNode[]; codes: string[] } {
  const { doc, diagnostics } = convert(markdown, { profile });
  expect(validateAdf(doc, { profile }).errors).toEqual([]);
  return { content: doc.content, codes: diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`) };
}

/** The same document and diagnostics in both profiles. */
function expectBoth(markdown: string, content: AdfNode[], codes: string[] = []): void {
  for (const profile of PROFILES) expect(read(markdown, profile)).toEqual({ content, codes });
}

describe('a table written as quotes', () => {
  it('rows of cells, header cells anywhere, several blocks in a cell', () => {
    expectBoth(
      '<!-- adf:table layout="wide" -->\n' +
        '> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > a\n> >\n> > <!-- adf:tableHeader -->\n> > > b\n' +
        '>\n> <!-- adf:tableRow localId="r" -->\n> > <!-- adf:tableCell -->\n> > > - c\n> > >\n> > > d\n> >\n> > <!-- adf:tableCell -->\n> > > e\n',
      [
        {
          type: 'table',
          attrs: { layout: 'wide' },
          content: [
            row(cell('tableCell', [p('a')]), cell('tableHeader', [p('b')])),
            {
              type: 'tableRow',
              attrs: { localId: 'r' },
              content: [
                cell('tableCell', [
                  { type: 'bulletList', content: [{ type: 'listItem', content: [p('c')] }] },
                  p('d'),
                ]),
                cell('tableCell', [p('e')]),
              ],
            },
          ],
        },
      ],
    );
  });

  it('spans are laid on a sound grid, as in a pipe table: a rowspan past the last row ends there', () => {
    expectBoth(
      '<!-- adf:table -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableHeader colspan="3" rowspan="9" -->\n> > > a\n',
      [table(row(cell('tableHeader', [p('a')], { colspan: 3 })))],
      ['4:5 span-adjusted'],
    );
  });

  it('the table is as wide as its widest row (with rowspans from above); a shorter row gets empty cells at its end', () => {
    expectBoth(
      [
        '<!-- adf:table -->',
        '> <!-- adf:tableRow -->',
        '> > <!-- adf:tableCell rowspan="2" -->',
        '> > > a',
        '> >',
        '> > <!-- adf:tableCell -->',
        '> > > b',
        '> >',
        '> > <!-- adf:tableCell -->',
        '> > > c',
        '>',
        '> <!-- adf:tableRow -->',
        '> > <!-- adf:tableCell colspan="3" -->',
        '> > > d',
        '',
      ].join('\n'),
      [
        table(
          row(
            cell('tableCell', [p('a')], { rowspan: 2 }),
            cell('tableCell', [p('b')]),
            cell('tableCell', [p('c')]),
            cell('tableCell', [{ type: 'paragraph', content: [] }]),
          ),
          row(cell('tableCell', [p('d')], { colspan: 3 })),
        ),
      ],
      ['3:3 span-adjusted'],
    );
  });

  it('a cell directive before the table quote lands on its first cell, as before a GFM table', () => {
    const expected = [table(row(cell('tableCell', [p('a')], { colspan: 2 })))];
    const rows = '> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > a\n';
    expectBoth(`<!-- adf:table -->\n<!-- adf:tableCell colspan="2" -->\n${rows}`, expected);
    expectBoth(`<!-- adf:tableCell colspan="2" -->\n<!-- adf:table -->\n${rows}`, expected);
  });

  it('a `:::` container in a cell is a panel, `::: details` a nested expand', () => {
    const cellOf = (markdown: string) =>
      `<!-- adf:table -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n${markdown}`;
    expectBoth(cellOf('> > > ::: note\n> > > x\n> > > :::\n'), [
      table(row(cell('tableCell', [{ type: 'panel', attrs: { panelType: 'info' }, content: [p('x')] }]))),
    ]);
    expectBoth(cellOf('> > > ::: details Title\n> > > x\n> > > :::\n'), [
      table(row(cell('tableCell', [{ type: 'nestedExpand', attrs: { title: 'Title' }, content: [p('x')] }]))),
    ]);
  });

  it('headerRow / headerColumn reshape every cell, as on a GFM table', () => {
    expectBoth(
      '<!-- adf:table headerRow="false" -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableHeader -->\n> > > a\n',
      [table(row(cell('tableCell', [p('a')])))],
    );
  });
});

describe('parts where they cannot be stay quotes', () => {
  it('a cell quote at the top of the document', () => {
    expectBoth('<!-- adf:tableCell colspan="2" -->\n> a\n', [quote(p('a'))], ['1:6 directive-out-of-place']);
    expect(convert('<!-- adf:tableCell -->\n> a\n').diagnostics[0].message).toBe(
      '`adf:tableCell` makes a quote a table cell only directly inside a table row quote (`adf:tableRow`), not at the top of the document; it applies to nothing and the quote stays a quote',
    );
  });

  it('a row quote at the top: it and its cell stay quotes (the atlassian profile flattens the inner one)', () => {
    const markdown = '<!-- adf:tableRow -->\n> <!-- adf:tableCell -->\n> > a\n';
    expect(read(markdown, 'extended')).toEqual({
      content: [quote(quote(p('a')))],
      codes: ['1:6 directive-out-of-place', '2:8 directive-out-of-place'],
    });
    expect(read(markdown, 'atlassian')).toEqual({
      content: [quote(p('a'))],
      codes: ['1:6 directive-out-of-place', '2:8 directive-out-of-place', '3:3 quote-flattened'],
    });
  });

  it('a row quote in a list item', () => {
    const markdown = '- <!-- adf:tableRow -->\n  > <!-- adf:tableCell -->\n  > > a\n';
    const item = (...content: AdfNode[]) => ({
      type: 'bulletList',
      content: [{ type: 'listItem', content }],
    });
    expect(read(markdown, 'extended').content).toEqual([item(p('a'))]);
    expect(read(markdown, 'extended').codes.filter((c) => c.endsWith('out-of-place'))).toEqual([
      '1:8 directive-out-of-place',
      '2:10 directive-out-of-place',
    ]);
  });

  it('a row quote inside a cell quote', () => {
    expectBoth(
      '<!-- adf:table -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > <!-- adf:tableRow -->\n> > > > a\n',
      [table(row(cell('tableCell', [quote(p('a'))])))],
      ['4:12 directive-out-of-place'],
    );
  });

  it('a cell quote directly in a table quote: no row, so no table either', () => {
    const markdown = '<!-- adf:table -->\n> <!-- adf:tableCell -->\n> > a\n';
    expect(read(markdown, 'extended')).toEqual({
      content: [quote(quote(p('a')))],
      codes: ['2:1 directive-out-of-place', '2:8 directive-out-of-place'],
    });
  });

  it('a table quote without rows, or whose rows hold no cell quote, stays a quote; its attributes go', () => {
    expectBoth('<!-- adf:table layout="wide" -->\n> a\n', [quote(p('a'))], ['2:1 directive-out-of-place']);
    expect(read('<!-- adf:table -->\n> <!-- adf:tableRow localId="r" -->\n> > a\n', 'extended')).toEqual({
      content: [quote(quote(p('a')))],
      codes: ['2:1 directive-out-of-place'],
    });
  });

  it('blocks between rows or cells move out after the table, in order', () => {
    expectBoth(
      '<!-- adf:table -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > a\n> >\n> > - stray\n' +
        '>\n> between\n>\n> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > b\n',
      [
        table(row(cell('tableCell', [p('a')])), row(cell('tableCell', [p('b')]))),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p('stray')] }] },
        p('between'),
      ],
      ['6:5 block-moved', '8:3 block-moved'],
    );
  });

  it('a row quote without cells is omitted; what it held moves out after the table', () => {
    expectBoth(
      '<!-- adf:table -->\n> <!-- adf:tableRow -->\n> > <!-- adf:tableCell -->\n> > > a\n>\n> <!-- adf:tableRow -->\n> > b\n',
      [table(row(cell('tableCell', [p('a')]))), p('b')],
      ['7:3 empty-block-omitted', '7:5 block-moved'],
    );
  });

  it('a table quote in a list item moves out after the list, as a GFM table does', () => {
    expectBoth(
      '- <!-- adf:table -->\n  > <!-- adf:tableRow -->\n  > > <!-- adf:tableCell -->\n  > > > a\n',
      [table(row(cell('tableCell', [p('a')])))],
      ['2:3 block-moved'],
    );
  });
});
