import { describe, expect, it } from 'vitest';
import { convertAdf } from '../../src/compose/reverse.js';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { doc, p, t, ul } from './builders.js';
import { inBoth } from './ext-helpers.js';

const item = (id: number, state: 'TODO' | 'DONE', ...content: AdfNode[]): AdfNode => ({
  type: 'taskItem',
  attrs: { localId: `task-${id}`, state },
  content,
});
const tasks = (id: number, ...items: AdfNode[]): AdfNode => ({
  type: 'taskList',
  attrs: { localId: `tasklist-${id}` },
  content: items,
});

describe('a list mixing task items and plain items', () => {
  it('keeps the checkboxes, as GitHub does: one list per run of items of one kind', () => {
    const { doc: out, codes } = inBoth('Plan:\n\n- [ ] write\n- [x] test\n- note\n- [ ] ship\n');
    expect(out).toEqual(
      doc(
        p(t('Plan:')),
        tasks(3, item(1, 'TODO', t('write')), item(2, 'DONE', t('test'))),
        ul([p(t('note'))]),
        tasks(5, item(4, 'TODO', t('ship'))),
      ),
    );
    expect(codes).toEqual(['3:1 task-list-mixed']);
  });

  it('inside a list item, the runs stay in the item', () => {
    const { doc: out, codes } = inBoth('- top\n  - plain\n  - [x] done\n');
    expect(out).toEqual(doc(ul([p(t('top')), ul([p(t('plain'))]), tasks(2, item(1, 'DONE', t('done')))])));
    expect(codes).toEqual(['2:3 task-list-mixed']);
  });

  it('reads back from ADF as the same lists (a new bullet character starts a new list)', () => {
    const { doc: out } = inBoth('- [ ] a\n- b\n- [x] c\n');
    const { markdown, diagnostics } = convertAdf(out as AdfDoc);
    expect(markdown).toBe('- [ ] a\n\n* b\n\n- [x] c\n');
    expect(diagnostics).toEqual([]);
    const again = inBoth(markdown);
    expect(again.doc).toEqual(out);
    expect(again.codes).toEqual([]);
  });
});
