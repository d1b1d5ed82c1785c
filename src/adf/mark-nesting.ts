/**
 * How inline marks nest when a run of siblings is written with open and close delimiters (HTML
 * elements, Markdown delimiters): the marks open around the current item form a stack,
 * outermost first. Shared by the HTML renderer and the Markdown writer.
 */

/** How many open marks, from the outermost, stay open for the next item: the longest run that all stay. */
export function keptCount<M>(open: readonly M[], stays: (mark: M) => boolean): number {
  let n = 0;
  while (n < open.length && stays(open[n])) n++;
  return n;
}

/**
 * The marks to open, outermost first: a mark whose run lasts longer opens outside shorter ones
 * (so it closes last: `***a* b**`); equal runs keep the order given.
 */
export function longestRunFirst<M>(marks: readonly M[], run: (mark: M) => number): M[] {
  return marks
    .map((mark, order) => ({ mark, order, run: run(mark) }))
    .sort((a, b) => b.run - a.run || a.order - b.order)
    .map(({ mark }) => mark);
}
