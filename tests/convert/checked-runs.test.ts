import { describe, expect, it } from 'vitest';
import { CheckedRuns } from '../../src/convert/checked-runs.js';
import { convert } from '../../src/index.js';
import type { AdfNode } from '../../src/types.js';

/**
 * The fit pass does not walk an inline run the build made fitting (src/convert/checked-runs.ts):
 * the record must stop holding when the run changes, and a run that does not fit is never one.
 */
describe('checked runs', () => {
  it('hold only while the block keeps its type and its array its length', () => {
    const runs = new CheckedRuns();
    const content: AdfNode[] = [{ type: 'text', text: 'a' }];
    const paragraph: AdfNode = { type: 'paragraph', content };
    runs.add(content, 'paragraph');
    expect(runs.holds(paragraph)).toBe(true);
    expect(runs.holds({ type: 'heading', content })).toBe(false);
    expect(runs.holds({ type: 'paragraph', content: [...content] })).toBe(false);
    content.push({ type: 'hardBreak' });
    expect(runs.holds(paragraph)).toBe(false);
  });

  it('leave what does not fit to the fit pass, which repairs it at the text', () => {
    const { doc, diagnostics } = convert('Fits *here*.\n\n**`a`** and ***b***\n\n# `c` <u>`d`</u>\n');
    expect(doc.content.map((block) => block.content)).toEqual([
      [
        { type: 'text', text: 'Fits ' },
        { type: 'text', text: 'here', marks: [{ type: 'em' }] },
        { type: 'text', text: '.' },
      ],
      [
        { type: 'text', text: 'a', marks: [{ type: 'code' }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'b', marks: [{ type: 'em' }, { type: 'strong' }] },
      ],
      [
        { type: 'text', text: 'c', marks: [{ type: 'code' }] },
        { type: 'text', text: ' ' },
        { type: 'text', text: 'd', marks: [{ type: 'code' }] },
      ],
    ]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['mark-dropped', 3, 3],
      ['mark-dropped', 5, 10],
    ]);
  });
});
