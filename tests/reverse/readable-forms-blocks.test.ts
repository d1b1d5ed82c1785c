import { describe, expect, it } from 'vitest';
import type { AdfDoc, AdfNode } from '../../src/types.js';
import { doc, hardBreak, paragraph, readable, text, trip } from './helpers.js';

const item = (value: string, localId?: string, ...more: AdfNode[]): AdfNode => ({
  type: 'listItem',
  ...(localId ? { attrs: { localId } } : {}),
  content: [paragraph(text(value)), ...more],
});

const column = (content: AdfNode): AdfNode => ({
  type: 'layoutColumn',
  attrs: { width: 50 },
  content: [content],
});

describe('list items and expands with a localId, through adf:listItem and adf:expand', () => {
  it('adf:listItem is the first line of the item, right after its marker; nested lists too', () => {
    readable(
      [
        {
          type: 'bulletList',
          content: [item('a', 'i1', { type: 'bulletList', content: [item('a.1', 'i2')] }), item('b')],
        },
        { type: 'orderedList', attrs: { order: 1 }, content: [item('c', 'i3')] },
      ],
      '- <!-- adf:listItem localId="i1" -->\n  a\n  - <!-- adf:listItem localId="i2" -->\n    a.1\n- b\n\n1. <!-- adf:listItem localId="i3" -->\n   c\n',
    );
  });

  it('beside the directives of the item’s paragraph and of its list', () => {
    readable(
      [
        {
          type: 'bulletList',
          attrs: { localId: 'l' },
          content: [
            {
              type: 'listItem',
              attrs: { localId: 'i' },
              content: [{ type: 'paragraph', attrs: { localId: 'p' }, content: [text('x')] }],
            },
          ],
        },
      ],
      '<!-- adf:bulletList localId="l" -->\n- <!-- adf:listItem localId="i" -->\n  <!-- adf:paragraph localId="p" -->\n  x\n',
    );
  });

  it('adf:expand on the line before <details>, for an expand and a nested one', () => {
    readable(
      [
        {
          type: 'expand',
          attrs: { title: 'T', localId: 'e1' },
          content: [
            {
              type: 'nestedExpand',
              attrs: { title: 'N', localId: 'e2' },
              content: [paragraph(text('x'))],
            },
          ],
        },
      ],
      '<!-- adf:expand localId="e1" -->\n<details><summary>T</summary>\n\n<!-- adf:expand localId="e2" -->\n<details><summary>N</summary>\n\nx\n\n</details>\n\n</details>\n',
    );
  });

  it('an expand inside a layout column is <details> inside the column quote', () => {
    readable(
      [
        {
          type: 'layoutSection',
          content: [
            column(paragraph(text('a'))),
            column({ type: 'expand', attrs: { title: 'E' }, content: [paragraph(text('b'))] }),
          ],
        },
      ],
      '<!-- adf:layoutSection -->\n> <!-- adf:layoutColumn width="50" -->\n> > a\n>\n> <!-- adf:layoutColumn width="50" -->\n> > <details><summary>E</summary>\n> >\n> > b\n> >\n> > </details>\n',
    );
  });
});

describe('block marks as directive attributes: breakout and indentation', () => {
  const official: AdfNode[] = [
    {
      type: 'codeBlock',
      attrs: { language: 'diff' },
      marks: [{ type: 'breakout', attrs: { mode: 'full-width' } }],
      content: [text('x')],
    },
    {
      type: 'heading',
      attrs: { level: 1 },
      marks: [{ type: 'indentation', attrs: { level: 2 } }],
      content: [text('H')],
    },
  ];
  const markdown =
    '<!-- adf:codeBlock breakout="full-width" -->\n```diff\nx\n```\n\n<!-- adf:heading indentation="2" -->\n# H\n';

  it('atlassian: the marks come back as they were', () => {
    readable(official, markdown, ['atlassian']);
  });

  it('extended: the same Markdown; the heading and code block directives keep them as attributes', () => {
    const result = trip(doc(...official), 'extended');
    expect(result.markdown).toBe(markdown);
    expect(result.codes).toEqual([]);
    expect(result.back).toEqual(
      doc(
        { type: 'codeBlock', attrs: { language: 'diff', breakout: 'full-width' }, content: [text('x')] },
        { type: 'heading', attrs: { level: 1, indentation: 2 }, content: [text('H')] },
      ),
    );
  });

  it('a layout section’s breakout (adf:layoutSection lands it as the mark in both profiles)', () => {
    readable(
      [
        {
          type: 'layoutSection',
          marks: [{ type: 'breakout', attrs: { mode: 'wide' } }],
          content: [column(paragraph(text('a'))), column(paragraph(text('b')))],
        },
      ],
      '<!-- adf:layoutSection breakout="wide" -->\n> <!-- adf:layoutColumn width="50" -->\n> > a\n>\n> <!-- adf:layoutColumn width="50" -->\n> > b\n',
    );
  });

  it('a breakout mark with a width besides its mode stays a node', () => {
    const input: AdfDoc = doc({
      type: 'codeBlock',
      marks: [{ type: 'breakout', attrs: { mode: 'wide', width: 900 } }],
      content: [text('x')],
    });
    const result = trip(input, 'atlassian');
    expect(result.codes).toEqual(['node-as-json']);
    expect(result.back).toEqual(input);
  });
});

describe('tasks and decisions Confluence writes', () => {
  const task = (state: string, ...content: AdfNode[]): AdfNode => ({
    type: 'taskItem',
    attrs: { localId: 't', state },
    ...(content.length > 0 ? { content } : {}),
  });

  it('an empty task item is its checkbox alone', () => {
    const result = trip(
      doc({ type: 'taskList', attrs: { localId: 'l' }, content: [task('TODO', text('a')), task('DONE')] }),
    );
    expect(result.markdown).toBe('- [ ] a\n- [x]\n');
    expect(result.codes).toEqual([]);
    expect(result.back).toEqual(
      doc({
        type: 'taskList',
        attrs: {},
        content: [
          { type: 'taskItem', attrs: { state: 'TODO' }, content: [text('a')] },
          { type: 'taskItem', attrs: { state: 'DONE' }, content: [] },
        ],
      }),
    );
  });

  it('a decision with a hard break goes on over two lines, indented under its text', () => {
    const input = doc({
      type: 'decisionList',
      attrs: { localId: 'd' },
      content: [
        {
          type: 'decisionItem',
          attrs: { localId: 'i', state: 'DECIDED' },
          content: [text('Hello'), hardBreak, text('world')],
        },
      ],
    });
    const result = trip(input);
    expect(result.markdown).toBe('<!-- adf:decisionList -->\n- Hello\\\n  world\n');
    expect(result.codes).toEqual([]);
    expect(result.back).toEqual(
      doc({
        type: 'decisionList',
        attrs: {},
        content: [
          {
            type: 'decisionItem',
            attrs: { state: 'DECIDED' },
            content: [text('Hello'), hardBreak, text('world')],
          },
        ],
      }),
    );
  });
});
