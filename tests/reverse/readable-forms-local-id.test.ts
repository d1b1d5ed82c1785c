import { describe, it } from 'vitest';
import type { AdfNode } from '../../src/types.js';
import { paragraph, readable, text } from './helpers.js';

const id = 'a1b2c3d4-0001';

describe('localId on blocks (Confluence writes one on every block) through the registry', () => {
  it('a paragraph, an empty paragraph and a heading', () => {
    readable(
      [
        { type: 'paragraph', attrs: { localId: id }, content: [text('p')] },
        { type: 'paragraph', attrs: { localId: 'e' }, content: [] },
        { type: 'heading', attrs: { level: 2, localId: 'h' }, content: [text('H')] },
      ],
      `<!-- adf:paragraph localId="${id}" -->\np\n\n<!-- adf:paragraph localId="e" -->\n\n<!-- adf:heading localId="h" -->\n## H\n`,
    );
  });

  it('beside the alignment mark', () => {
    readable(
      [
        {
          type: 'paragraph',
          attrs: { localId: id },
          marks: [{ type: 'alignment', attrs: { align: 'center' } }],
          content: [text('c')],
        },
      ],
      `<!-- adf:paragraph textAlign="center" localId="${id}" -->\nc\n`,
    );
  });

  it('a quote, a panel and a code block', () => {
    readable(
      [
        { type: 'blockquote', attrs: { localId: 'q' }, content: [paragraph(text('q'))] },
        {
          type: 'panel',
          attrs: { panelType: 'note', localId: 'n' },
          content: [paragraph(text('n'))],
        },
        { type: 'codeBlock', attrs: { language: 'js', localId: 'c' }, content: [text('x')] },
      ],
      '<!-- adf:blockquote localId="q" -->\n> q\n\n<!-- adf:panel panelType="note" localId="n" -->\n> n\n\n<!-- adf:codeBlock localId="c" -->\n```js\nx\n```\n',
    );
  });

  it('lists and a rule: localId in adf:bulletList, adf:orderedList, adf:rule', () => {
    const item = (value: string): AdfNode => ({ type: 'listItem', content: [paragraph(text(value))] });
    readable(
      [
        { type: 'bulletList', attrs: { localId: 'b' }, content: [item('a')] },
        { type: 'orderedList', attrs: { order: 3, localId: 'o' }, content: [item('c')] },
        { type: 'rule', attrs: { localId: 'r' } },
      ],
      '<!-- adf:bulletList localId="b" -->\n- a\n\n<!-- adf:orderedList localId="o" -->\n3. c\n\n<!-- adf:rule localId="r" -->\n---\n',
    );
  });

  it('a list after a paragraph in an item keeps the blank line before its directive', () => {
    const item: AdfNode = {
      type: 'listItem',
      content: [
        paragraph(text('p')),
        {
          type: 'bulletList',
          attrs: { localId: 'n' },
          content: [{ type: 'listItem', content: [paragraph(text('x'))] }],
        },
      ],
    };
    readable(
      [{ type: 'bulletList', content: [item] }],
      '- p\n\n  <!-- adf:bulletList localId="n" -->\n  - x\n',
    );
  });

  it('an ordered list without attrs (numbered from 1) through orderOmitted', () => {
    readable(
      [
        paragraph(text('p')),
        { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('a'))] }] },
      ],
      'p\n\n<!-- adf:orderedList orderOmitted="true" -->\n1. a\n',
    );
  });
});
