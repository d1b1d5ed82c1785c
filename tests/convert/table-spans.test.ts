import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convert, PROFILES, validateAdf } from '../../src/index.js';
import { EXAMPLES } from '../../src/playground/assets/examples.js';
import type { AdfNode } from '../../src/types.js';
import { align, code, doc, em, h, link, p, strong, t, table, td, th, tr } from './builders.js';
import { valid } from './ext-helpers.js';

/**
 * colspan and rowspan on GFM tables (issue 12): GFM pads short rows with empty cells, and
 * Markdown writers leave out (or leave empty) the cells a span covers. Spans absorb those empty
 * cells, every row covers the table's columns (rowspans from above included), each cell is
 * aligned as the column it starts in, and a span that cannot fit is reduced with `span-adjusted`.
 */
const pa = (mark: ReturnType<typeof align>, ...content: AdfNode[]): AdfNode => ({
  type: 'paragraph',
  marks: [mark],
  content,
});

/** Columns each row covers: its cells' colspans plus the rowspans reaching it from above. */
function widths(tableNode: AdfNode): number[] {
  const rows = tableNode.content ?? [];
  const carried = new Array<number>(rows.length).fill(0);
  return rows.map((row, r) => {
    let width = carried[r];
    for (const cell of row.content ?? []) {
      const colspan = Number(cell.attrs?.colspan ?? 1);
      width += colspan;
      for (let below = 1; below < Number(cell.attrs?.rowspan ?? 1); below++) carried[r + below] += colspan;
    }
    return width;
  });
}

describe('colspan and rowspan give rectangular tables', () => {
  it('the playground’s first example: rows of 3 columns, aligned by column', () => {
    const { doc: out, codes } = valid(EXAMPLES[0].markdown, 'extended');
    const tableNode = out.content[1];
    expect(out.content[0]).toEqual(h(1, t('Release matrix')));
    expect(tableNode).toEqual(
      table(
        [
          tr(
            th(p(t('Component')), { backgroundColor: '#deebff' }),
            th(pa(align('center'), t('Status'))),
            th(pa(align('end'), t('Owner'))),
          ),
          tr(
            td(p(t('Parser and lowering')), { colspan: 2, backgroundColor: '#e3fcef' }),
            td(pa(align('end'), t('Alice', strong))),
          ),
          tr(
            td(p(t('Service')), { rowspan: 2 }),
            td(pa(align('center'), t('beta', code))),
            td(pa(align('end'), t('Bob', link('https://example.com/bob')))),
          ),
          // `*CLI*` stands in the second column: the rowspan above covers the first.
          tr(td(pa(align('center'), t('CLI', em))), td(pa(align('end'), t('Carol')))),
        ],
        { layout: 'wide', borderColor: '#0052cc' },
      ),
    );
    expect(widths(tableNode)).toEqual([3, 3, 3, 3]);
    expect(codes).toEqual([]);
  });

  it('a span absorbs the empty cells written after it (the README’s `| Plan | |`)', () => {
    const { doc: out, codes } = valid(
      '| <!-- adf:tableCell colspan="2" --> Plan | |\n|:--|--:|\n| Ship | today |\n',
      'atlassian',
    );
    expect(out).toEqual(
      doc(
        table([tr(th(p(t('Plan')), { colspan: 2 })), tr(td(p(t('Ship'))), td(pa(align('end'), t('today'))))]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('spans meeting GFM padding in the middle of a table', () => {
    const markdown = [
      '| a | b | c | d |',
      '|---|:-:|---|--:|',
      '| <!-- adf:tableCell colspan="2" --> ab | c | d |',
      '| a | <!-- adf:tableCell colspan="3" --> bcd |',
      '| <!-- adf:tableCell colspan="4" --> all |',
    ].join('\n');
    const { doc: out, codes } = valid(markdown, 'extended');
    expect(out.content[0].content!.slice(1)).toEqual([
      tr(td(p(t('ab')), { colspan: 2 }), td(p(t('c'))), td(pa(align('end'), t('d')))),
      tr(td(p(t('a'))), td(pa(align('center'), t('bcd')), { colspan: 3 })),
      tr(td(p(t('all')), { colspan: 4 })),
    ]);
    expect(widths(out.content[0])).toEqual([4, 4, 4, 4]);
    expect(codes).toEqual([]);
  });

  it('a trailing span and a span past the row’s end are reduced to the columns left', () => {
    const markdown = [
      '| a | b | c |',
      '|---|---|---|',
      '| x | <!-- adf:tableCell colspan="5" colwidth="10,20,30,40,50" --> past |',
      '| <!-- adf:tableCell colspan="3" --> over | y | z |',
    ].join('\n');
    const { doc: out, codes, diagnostics } = valid(markdown, 'extended');
    expect(out.content[0].content!.slice(1)).toEqual([
      tr(td(p(t('x'))), td(p(t('past')), { colspan: 2, colwidth: [10, 20] })),
      // Each column has one width, the one its first cell with a width gives it.
      tr(td(p(t('over'))), td(p(t('y')), { colwidth: [10] }), td(p(t('z')), { colwidth: [20] })),
    ]);
    expect(widths(out.content[0])).toEqual([3, 3, 3]);
    expect(codes).toEqual(['3:1 span-adjusted', '4:1 span-adjusted']);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'colspan="5" reduced to 2: the table has 3 columns',
      'colspan="3" reduced to 1: the row has text in the columns it would cover',
    ]);
  });

  it('a rowspan past the last row ends at the last row', () => {
    const markdown = '| a | b |\n|---|---|\n| <!-- adf:tableCell rowspan="4" --> x | y |\n| z |\n';
    const { doc: out, codes, diagnostics } = valid(markdown, 'extended');
    expect(out.content[0].content!.slice(1)).toEqual([
      tr(td(p(t('x')), { rowspan: 2 }), td(p(t('y')))),
      tr(td(p(t('z')))),
    ]);
    expect(widths(out.content[0])).toEqual([2, 2, 2]);
    expect(codes).toEqual(['3:1 span-adjusted']);
    expect(diagnostics[0].message).toBe('rowspan="4" reduced to 2: the table ends 2 rows down');
  });

  it('a row with text in every column cuts the rowspan reaching into it', () => {
    const markdown = '| a | b |\n|---|---|\n| <!-- adf:tableCell rowspan="2" --> x | y |\n| z | w |\n';
    const { doc: out, codes, diagnostics } = valid(markdown, 'extended');
    expect(out.content[0].content!.slice(1)).toEqual([
      tr(td(p(t('x'))), td(p(t('y')))),
      tr(td(p(t('z'))), td(p(t('w')))),
    ]);
    expect(codes).toEqual(['3:1 span-adjusted']);
    expect(diagnostics[0].message).toBe(
      'rowspan="2" reduced to 1: the row on line 4 has text in every column',
    );
  });

  it('an empty placeholder written where a rowspan covers gives way too', () => {
    const markdown =
      '| a | b | c |\n|---|---|---|\n| <!-- adf:tableCell rowspan="2" --> x | y | z |\n|  | v | w |\n';
    const { doc: out, codes } = valid(markdown, 'extended');
    expect(out.content[0].content!.slice(1)).toEqual([
      tr(td(p(t('x')), { rowspan: 2 }), td(p(t('y'))), td(p(t('z')))),
      tr(td(p(t('v'))), td(p(t('w')))),
    ]);
    expect(codes).toEqual([]);
  });

  it('a colspan against a rowspan from above shrinks to the free columns; the row is filled', () => {
    const markdown = [
      '| a | b | c |',
      '|---|---|---|',
      '| p | <!-- adf:tableCell rowspan="2" --> q | r |',
      '| <!-- adf:tableCell colspan="3" --> s |',
    ].join('\n');
    const { doc: out, codes, diagnostics } = valid(markdown, 'extended');
    expect(out.content[0].content!.slice(1)).toEqual([
      tr(td(p(t('p'))), td(p(t('q')), { rowspan: 2 }), td(p(t('r')))),
      tr(td(p(t('s'))), td(p())),
    ]);
    expect(widths(out.content[0])).toEqual([3, 3, 3]);
    expect(codes).toEqual(['4:1 span-adjusted']);
    expect(diagnostics[0].message).toBe(
      'colspan="3" reduced to 1: the row\'s other cells and the rowspans from the rows above take the other columns',
    );
  });

  it('a header cell spanning columns, with the alignment of its first column', () => {
    const { doc: out } = valid(
      '| <!-- adf:tableCell colspan="2" --> H | |\n|--:|:-:|\n| 1 | 2 |\n',
      'extended',
    );
    expect(out.content[0]).toEqual(
      table([
        tr(th(pa(align('end'), t('H')), { colspan: 2 })),
        tr(td(pa(align('end'), t('1'))), td(pa(align('center'), t('2')))),
      ]),
    );
  });
});

describe('property: any spans on any GFM table', () => {
  const cell = fc.record({
    text: fc.constantFrom('', 'a', '**b**'),
    colspan: fc.option(fc.integer({ min: 1, max: 5 })),
    rowspan: fc.option(fc.integer({ min: 1, max: 5 })),
  });
  // Rows no longer than the header: GFM itself drops the cells past it.
  const tableMarkdown = fc
    .integer({ min: 1, max: 4 })
    .chain((width) =>
      fc.record({
        width: fc.constant(width),
        rows: fc.array(fc.array(cell, { minLength: 1, maxLength: width }), { minLength: 1, maxLength: 5 }),
        aligns: fc.array(fc.constantFrom('---', ':--', ':-:', '--:'), { minLength: 4, maxLength: 4 }),
      }),
    )
    .map(({ width, rows, aligns }) => {
      const line = (cells: Array<{ text: string; colspan: number | null; rowspan: number | null }>) =>
        `| ${cells
          .map(({ text, colspan, rowspan }) => {
            const attrs = [colspan && `colspan="${colspan}"`, rowspan && `rowspan="${rowspan}"`].filter(
              Boolean,
            );
            return `${attrs.length ? `<!-- adf:tableCell ${attrs.join(' ')} --> ` : ''}${text}`;
          })
          .join(' | ')} |`;
      const header = Array.from({ length: width }, (_, i) => `h${i}`);
      return [`| ${header.join(' | ')} |`, `|${aligns.slice(0, width).join('|')}|`, ...rows.map(line)].join(
        '\n',
      );
    });

  it.each(PROFILES)('%s: every row covers the header’s columns, the output is valid', (profile) => {
    fc.assert(
      fc.property(tableMarkdown, (markdown) => {
        const { doc: out } = convert(markdown, { profile });
        expect(validateAdf(out, { profile })).toEqual({ valid: true, errors: [] });
        const tableNode = out.content[0];
        const width = tableNode.content![0].content!.length;
        expect(widths(tableNode)).toEqual(tableNode.content!.map(() => width));
        // No text is lost.
        const texts = JSON.stringify(out).match(/"text":"[ab]"/g)?.length ?? 0;
        expect(texts).toBe(markdown.match(/\| (<!--[^>]*--> )?(a|\*\*b\*\*) /g)?.length ?? 0);
      }),
      { seed: 0x7370616e, numRuns: 300 },
    );
  });
});
