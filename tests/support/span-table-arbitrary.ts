import fc from 'fast-check';

/**
 * Tables full of spans and widths, in both forms a table is written in: a GFM pipe table with
 * `adf:tableCell` directives at the start of cells, and the block form (`adf:table` before a
 * quote of `adf:tableRow` quotes of cell quotes). Rows of any length, spans that collide,
 * overlap, reach past the last row or cover whole rows, widths on some cells of a column only:
 * what a careful writer gets wrong, which the reader must still lay on a sound grid.
 */
interface Cell {
  colspan: number;
  rowspan: number;
  colwidth: number[] | undefined;
  header: boolean;
  text: string;
}

const cell: fc.Arbitrary<Cell> = fc.record({
  colspan: fc.oneof(
    { weight: 3, arbitrary: fc.constant(1) },
    { weight: 2, arbitrary: fc.integer({ min: 2, max: 4 }) },
  ),
  rowspan: fc.oneof(
    { weight: 3, arbitrary: fc.constant(1) },
    { weight: 2, arbitrary: fc.integer({ min: 2, max: 4 }) },
  ),
  colwidth: fc.option(fc.array(fc.constantFrom(80, 120, 150), { minLength: 1, maxLength: 3 }), { freq: 3 }),
  header: fc.boolean(),
  text: fc.constantFrom('x', 'two words', '', '**b**', '`c`', ' '),
});

const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 });

function directive(name: string, c: Cell): string {
  const attrs = [
    c.colspan > 1 ? `colspan="${c.colspan}"` : '',
    c.rowspan > 1 ? `rowspan="${c.rowspan}"` : '',
    c.colwidth ? `colwidth="${c.colwidth.join(',')}"` : '',
  ].filter(Boolean);
  return `<!-- adf:${name}${attrs.map((a) => ` ${a}`).join('')} -->`;
}

function pipeTable(grid: Cell[][]): string {
  const width = Math.max(...grid.map((row) => row.length));
  const line = (row: Cell[]) =>
    `| ${row
      .map((c) => {
        const d = c.colspan > 1 || c.rowspan > 1 || c.colwidth ? `${directive('tableCell', c)} ` : '';
        return `${d}${c.text}`.trim();
      })
      .join(' | ')} |`;
  const [head, ...body] = grid;
  return [line(head), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

function quoteTable(grid: Cell[][], layout: string): string {
  const lines = [`<!-- adf:table${layout} -->`];
  grid.forEach((row, r) => {
    if (r > 0) lines.push('>');
    lines.push('> <!-- adf:tableRow -->');
    row.forEach((c, i) => {
      if (i > 0) lines.push('> >');
      lines.push(`> > ${directive(c.header ? 'tableHeader' : 'tableCell', c)}`);
      lines.push(c.text.trim() === '' ? '> > >' : `> > > ${c.text}`);
    });
  });
  return lines.join('\n');
}

/** One document of one to three span-heavy tables, each in either form. */
export function spanTableMarkdown(): fc.Arbitrary<string> {
  const table = fc.oneof(
    rows.map(pipeTable),
    fc
      .tuple(rows, fc.constantFrom('', ' layout="wide"', ' headerRow="false"'))
      .map(([grid, layout]) => quoteTable(grid, layout)),
  );
  return fc.array(table, { minLength: 1, maxLength: 3 }).map((tables) => `${tables.join('\n\n')}\n`);
}
