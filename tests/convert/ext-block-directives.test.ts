import { describe, expect, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { doc, h, p, t } from './builders.js';
import { inBoth, valid } from './ext-helpers.js';

const li = (attrs: Record<string, unknown> | undefined, ...content: AdfNode[]): AdfNode => ({
  type: 'listItem',
  ...(attrs ? { attrs } : {}),
  content,
});

describe('adf:listItem stands first in the item it names', () => {
  it('right after the marker, before the item’s paragraph directive', () => {
    const { doc: out, codes } = inBoth(
      '- <!-- adf:listItem localId="a" -->\n  <!-- adf:paragraph localId="p" -->\n  one\n- two\n',
    );
    expect(out).toEqual(
      doc({
        type: 'bulletList',
        content: [
          li({ localId: 'a' }, { type: 'paragraph', attrs: { localId: 'p' }, content: [t('one')] }),
          li(undefined, p(t('two'))),
        ],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('anywhere else it applies to nothing, and says where it belongs', () => {
    const { doc: out, diagnostics } = inBoth(
      '- x\n  <!-- adf:listItem localId="v" -->\n  y\n\n* a <!-- adf:listItem localId="z" -->\n\n<!-- adf:listItem localId="w" -->\npara\n',
    );
    expect(out).toEqual(
      doc(
        { type: 'bulletList', content: [li(undefined, p(t('x')), p(t('y')))] },
        { type: 'bulletList', content: [li(undefined, p(t('a ')))] },
        p(t('para')),
      ),
    );
    const where =
      "`adf:listItem` applies to nothing: it must stand first inside a list item, on its own line right after the item's marker";
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      `2:8 dangling-directive ${where}`,
      `5:10 dangling-directive ${where}`,
      `7:6 dangling-directive ${where}`,
    ]);
  });

  it('a decision has the identifier the reader makes: the item’s is dropped with a warning', () => {
    const { doc: out, diagnostics } = inBoth(
      '<!-- adf:decisionList -->\n- <!-- adf:listItem localId="x" -->\n  text\n',
    );
    expect(out).toEqual(
      doc({
        type: 'decisionList',
        attrs: { localId: 'decisionlist-2' },
        content: [
          { type: 'decisionItem', attrs: { localId: 'decision-1', state: 'DECIDED' }, content: [t('text')] },
        ],
      }),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'attribute-dropped a decision is no list item: `adf:listItem` `localId` dropped',
    ]);
  });
});

describe('adf:expand names the <details> on the next line', () => {
  it('an expand and the nested expand inside it', () => {
    const { doc: out, codes } = inBoth(
      '<!-- adf:expand localId="e1" -->\n<details><summary>T</summary>\n\n<!-- adf:expand localId="e2" -->\n<details><summary>N</summary>\n\nx\n\n</details>\n\n</details>\n',
    );
    expect(out).toEqual(
      doc({
        type: 'expand',
        attrs: { title: 'T', localId: 'e1' },
        content: [{ type: 'nestedExpand', attrs: { title: 'N', localId: 'e2' }, content: [p(t('x'))] }],
      }),
    );
    expect(codes).toEqual([]);
  });

  it('before anything else it applies to nothing', () => {
    const { doc: out, codes } = inBoth('<!-- adf:expand localId="e" -->\npara\n');
    expect(out).toEqual(doc(p(t('para'))));
    expect(codes).toEqual(['1:6 dangling-directive']);
  });
});

describe('breakout and indentation on blocks', () => {
  const markdown =
    '<!-- adf:codeBlock breakout="wide" -->\n```\nx\n```\n\n<!-- adf:heading indentation="2" -->\n## H\n';

  it('atlassian: the breakout and indentation marks', () => {
    const { doc: out, codes } = valid(markdown, 'atlassian');
    expect(out).toEqual(
      doc(
        { type: 'codeBlock', marks: [{ type: 'breakout', attrs: { mode: 'wide' } }], content: [t('x')] },
        { ...h(2, t('H')), marks: [{ type: 'indentation', attrs: { level: 2 } }] },
      ),
    );
    expect(codes).toEqual([]);
  });

  it('extended: attributes under the directive names', () => {
    const { doc: out, codes } = valid(markdown, 'extended');
    expect(out).toEqual(
      doc(
        { type: 'codeBlock', attrs: { breakout: 'wide' }, content: [t('x')] },
        { type: 'heading', attrs: { level: 2, indentation: 2 }, content: [t('H')] },
      ),
    );
    expect(codes).toEqual([]);
  });

  it('what the official schema does not take is dropped with a diagnostic', () => {
    const { doc: out, codes } = valid(
      '<!-- adf:heading textAlign="center" indentation="1" -->\n# H\n\n<!-- adf:codeBlock breakout="narrow" -->\n```\ny\n```\n\n- <!-- adf:codeBlock breakout="wide" -->\n  ```\n  z\n  ```\n',
      'atlassian',
    );
    expect(out).toEqual(
      doc(
        { ...h(1, t('H')), marks: [{ type: 'indentation', attrs: { level: 1 } }] },
        { type: 'codeBlock', content: [t('y')] },
        { type: 'bulletList', content: [li(undefined, { type: 'codeBlock', content: [t('z')] })] },
      ),
    );
    expect(codes).toEqual(['2:1 mark-dropped', '4:20 invalid-attribute-value', '10:3 mark-dropped']);
  });
});

describe('a checkbox alone is an empty task', () => {
  it('in a task list, and under adf:decisionList it stays text', () => {
    const { doc: out, codes } = inBoth('- [ ] a\n- [x]\n\n<!-- adf:decisionList -->\n- [ ]\n');
    expect(out).toEqual(
      doc(
        {
          type: 'taskList',
          attrs: { localId: 'tasklist-3' },
          content: [
            { type: 'taskItem', attrs: { localId: 'task-1', state: 'TODO' }, content: [t('a')] },
            { type: 'taskItem', attrs: { localId: 'task-2', state: 'DONE' }, content: [] },
          ],
        },
        {
          type: 'decisionList',
          attrs: { localId: 'decisionlist-5' },
          content: [
            { type: 'decisionItem', attrs: { localId: 'decision-4', state: 'DECIDED' }, content: [t('[ ]')] },
          ],
        },
      ),
    );
    expect(codes).toEqual([]);
  });

  it('a checkbox with text on the next line is no task (as GitHub reads it)', () => {
    const { doc: out } = inBoth('- [ ]\n  text\n');
    expect(out).toEqual(doc({ type: 'bulletList', content: [li(undefined, p(t('[ ] text')))] }));
  });
});
