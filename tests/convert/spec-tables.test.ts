import { describe, expect, it } from 'vitest';
import { align, code, doc, em, link, p, pm, run, strong, t, table, td, th, tr } from './builders.js';

describe('spec §1.1 tables', () => {
  it('1. a pipe table: header row → tableHeader cells, body rows → tableCell, every cell a paragraph', () => {
    const { doc: out, codes } = run('| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n');
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('a'))), th(p(t('b')))),
          tr(td(p(t('1'))), td(p(t('2')))),
          tr(td(p(t('3'))), td(p(t('4')))),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('2. alignment from the separator row: left = no mark, center → center, right → end', () => {
    const { doc: out } = run('| l | c | r | n |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |\n');
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('l'))), th(pm([align('center')], t('c'))), th(pm([align('end')], t('r'))), th(p(t('n')))),
          tr(td(p(t('1'))), td(pm([align('center')], t('2'))), td(pm([align('end')], t('3'))), td(p(t('4')))),
        ]),
      ),
    );
  });

  it('3. a table directive on the line before the table: layout and borderColor', () => {
    const { doc: out, codes } = run(
      '<!-- adf:table layout="wide" borderColor="#0052cc" -->\n| a |\n|---|\n| 1 |\n',
    );
    expect(out).toEqual(
      doc(table([tr(th(p(t('a')))), tr(td(p(t('1'))))], { layout: 'wide', borderColor: '#0052cc' })),
    );
    expect(codes).toEqual([]);
  });

  it('3b. the issue adds isNumberColumnEnabled and displayMode', () => {
    const { doc: out } = run(
      '<!-- adf:table isNumberColumnEnabled="true" displayMode="fixed" layout="full-width" -->\n| a |\n|---|\n',
    );
    expect(out.content[0].attrs).toEqual({
      isNumberColumnEnabled: true,
      displayMode: 'fixed',
      layout: 'full-width',
    });
  });

  it('4. a cell directive at the start of a cell: colspan, rowspan, backgroundColor (also on a header cell)', () => {
    const md = [
      '| <!-- adf:tableCell backgroundColor="#ffeeee" --> H | b |',
      '|---|---|',
      '| <!-- adf:tableCell colspan="2" rowspan="3" backgroundColor="#00FF00" --> wide |',
    ].join('\n');
    const { doc: out, codes } = run(`${md}\n|  |\n|  |\n`);
    // The span absorbs the cell GFM pads the row with; it would cover the two (empty) rows
    // below whole, and ADF has no row without cells: they are omitted, the rowspan with them.
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('H')), { backgroundColor: '#ffeeee' }), th(p(t('b')))),
          tr(td(p(t('wide')), { colspan: 2, backgroundColor: '#00FF00' })),
        ]),
      ),
    );
    expect(codes).toEqual(['3:1 span-adjusted']);
  });

  it('4b. colwidth is a comma-separated list of integers', () => {
    const { doc: out } = run('| <!-- adf:tableCell colwidth="120,80" colspan="2" --> a | |\n|---|---|\n');
    expect(out.content[0].content![0].content![0].attrs).toEqual({ colwidth: [120, 80], colspan: 2 });
  });

  it('5. a cell directive on the line before the table applies to the first cell', () => {
    const { doc: out, codes } = run(
      '<!-- adf:tableCell backgroundColor="#abcdef" -->\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('a')), { backgroundColor: '#abcdef' }), th(p(t('b')))),
          tr(td(p(t('1'))), td(p(t('2')))),
        ]),
      ),
    );
    expect(codes).toEqual([]);
  });

  it('5b. a table directive and a cell directive before one table merge', () => {
    const { doc: out, codes } = run(
      '<!-- adf:table layout="default" -->\n<!-- adf:tableCell backgroundColor="#111111" -->\n| a |\n|---|\n',
    );
    expect(out).toEqual(
      doc(table([tr(th(p(t('a')), { backgroundColor: '#111111' }))], { layout: 'default' })),
    );
    expect(codes).toEqual([]);
  });

  it('6. inline formatting in cells: bold, italic, code, links', () => {
    const { doc: out } = run('| x |\n|---|\n| **b** *i* `c` [l](http://x.io) |\n');
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('x')))),
          tr(
            td(
              p(
                t('b', strong),
                t(' '),
                t('i', em),
                t(' '),
                t('c', code),
                t(' '),
                t('l', link('http://x.io')),
              ),
            ),
          ),
        ]),
      ),
    );
  });

  it('GFM: short rows are padded with empty cells and extra cells are dropped', () => {
    const { doc: out } = run('| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |\n');
    expect(out).toEqual(
      doc(
        table([
          tr(th(p(t('a'))), th(p(t('b')))),
          tr(td(p(t('1'))), td(p())),
          tr(td(p(t('1'))), td(p(t('2')))),
        ]),
      ),
    );
  });

  it('an escaped pipe stays in the cell text', () => {
    const { doc: out } = run('| a \\| b |\n|---|\n');
    expect(out).toEqual(doc(table([tr(th(p(t('a | b'))))])));
  });
});

describe('spec §2.4 and §8: cell constraints', () => {
  it.each([
    ['colspan="0"', 'colspan'],
    ['rowspan="-1"', 'rowspan'],
    ['colspan="two"', 'colspan'],
    // Colours as pasted cells keep them (`red`, `#fff`, `rgb()`) are taken (docs/decisions.md,
    // "The editor's schema"); what is no colour is not.
    ['backgroundColor="not a colour"', 'backgroundColor'],
    ['backgroundColor="#ggg"', 'backgroundColor'],
    ['backgroundColor="url(x)"', 'backgroundColor'],
    ['colwidth="10,x"', 'colwidth'],
  ])('%s is dropped with an invalid-attribute-value error at the attribute', (attribute, name) => {
    const md = `| <!-- adf:tableCell ${attribute} --> a |\n|---|\n`;
    const { doc: out, diagnostics } = run(md);
    expect(out).toEqual(doc(table([tr(th(p(t('a'))))])));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'invalid-attribute-value',
      line: 1,
      column: 22,
    });
    expect(diagnostics[0].message).toContain(name);
  });

  it("a table layout outside the official schema's values is an error; center, align-start, align-end are taken", () => {
    const { doc: out, codes } = run('<!-- adf:table layout="middle" -->\n| a |\n|---|\n');
    expect(out).toEqual(doc(table([tr(th(p(t('a'))))])));
    expect(codes).toEqual(['1:16 invalid-attribute-value']);
    expect(run('<!-- adf:table layout="center" -->\n| a |\n|---|\n').doc).toEqual(
      doc(table([tr(th(p(t('a'))))], { layout: 'center' })),
    );
  });

  it('cell colours as pasted cells keep them: names, short hex, rgb()', () => {
    for (const colour of ['red', '#fff', 'rgb(222, 235, 255)']) {
      const { doc: out, codes } = run(`| <!-- adf:tableCell backgroundColor="${colour}" --> a |\n|---|\n`);
      expect(out).toEqual(doc(table([tr(th(p(t('a')), { backgroundColor: colour }))])));
      expect(codes).toEqual([]);
    }
  });
});
