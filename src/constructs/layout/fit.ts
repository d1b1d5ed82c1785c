import type { Repair } from '../../convert/fit.js';
import type { AdfNode } from '../../types.js';

/**
 * A layout section with a number of columns its place refuses (the document takes 2 or 3;
 * Confluence shows no other): with too few, its columns' content takes its place; with too many,
 * it is split into sections of as even a number of columns as fits. Anywhere it may not stand at
 * all, it moves out like any other block.
 */
export const fitColumns: Repair = (fit, frame, section) => {
  const parent = frame.node.type;
  const range = fit.model.countRange(parent, section.type);
  if (!range || !fit.model.allows(parent, section.type)) {
    fit.move(frame, section);
    return;
  }
  const columns = section.content ?? [];
  const [min, max] = range;
  const takes = max === null ? `at least ${min}` : `${min} to ${max}`;
  if (columns.length < min) {
    const those = columns.length === 1 ? 'its one column' : `its ${columns.length} columns`;
    fit.report(
      frame,
      section,
      'layout-columns-fitted',
      `a layout section here takes ${takes} columns; the content of ${those} takes its place`,
    );
    for (const column of columns) for (const block of column.content ?? []) fit.place(frame, block);
    return;
  }
  const parts = Math.ceil(columns.length / max!);
  fit.report(
    frame,
    section,
    'layout-columns-fitted',
    `a layout section here takes ${takes} columns; its ${columns.length} columns are split into ${parts} sections`,
  );
  // Later parts are new sections: the one identifier the Markdown gave stays with the first.
  const { localId: _, ...attrs } = section.attrs ?? {};
  const rest: AdfNode = { type: section.type, ...(section.marks ? { marks: section.marks } : {}) };
  if (Object.keys(attrs).length > 0) rest.attrs = attrs;
  let start = 0;
  for (let i = 0; i < parts; i++) {
    const size = Math.ceil((columns.length - start) / (parts - i));
    const content = columns.slice(start, start + size);
    const part: AdfNode = i === 0 ? section : { ...rest };
    part.content = content;
    fit.ctx.lineOf.set(part, fit.ctx.lineOf.get(content[0]) ?? fit.ctx.lineOf.get(section) ?? 0);
    fit.place(frame, part);
    start += size;
  }
};
