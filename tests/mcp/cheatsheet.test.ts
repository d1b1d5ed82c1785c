import { describe, expect, it } from 'vitest';
import { walk } from '../../src/adf/walk.js';
import { convert } from '../../src/compose/convert.js';
import { CHEAT_ROWS, cheatSheet } from '../../src/mcp/cheatsheet.js';
import type { AdfNode } from '../../src/types.js';

/** Node types and `mark:` types in a document. */
function kinds(doc: AdfNode): Set<string> {
  const found = new Set<string>();
  walk(doc, ({ node }) => {
    found.add(node.type);
    for (const mark of node.marks ?? []) found.add(`mark:${mark.type}`);
    return undefined;
  });
  return found;
}

describe('the cheat sheet', () => {
  it.each(CHEAT_ROWS.map((row) => [row.feature, row]))(
    '%s: converts without an error and makes what it says',
    (_, row) => {
      const { doc, diagnostics } = convert(row.markdown, { profile: 'atlassian' });
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(kinds(doc as unknown as AdfNode)).toContain(row.makes);
    },
  );

  it('shows every row on one line of its table', () => {
    const sheet = cheatSheet();
    for (const row of CHEAT_ROWS) expect(sheet).toContain(`| ${row.feature} | \``);
    expect(sheet.split('\n').filter((line) => line.startsWith('| ')).length).toBe(CHEAT_ROWS.length + 1);
  });
});
