import { describe, expect, it } from 'vitest';
import { deriveContentModel } from '../../src/schema/build/derive-content-model.js';
import type { RootSchema } from '../../src/schema/json-schema.js';

const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
const typed = (type: string, properties: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { type: { enum: [type] }, ...properties },
  additionalProperties: false,
});

/** A miniature of the ADF schema's shapes: anyOf groups, allOf variants, tuples, marks constraints. */
const schema = {
  $ref: '#/definitions/doc_node',
  definitions: {
    bold_mark: typed('bold'),
    italic_mark: typed('italic'),
    text_node: typed('text', { marks: { type: 'array' }, text: { type: 'string' } }),
    plain_text_node: { allOf: [ref('text_node'), { properties: { marks: { type: 'array', maxItems: 0 } } }] },
    bold_text_node: {
      allOf: [
        ref('text_node'),
        { properties: { marks: { type: 'array', items: { anyOf: [ref('bold_mark')] } } } },
      ],
    },
    break_node: typed('break'),
    inline_node: { anyOf: [ref('bold_text_node'), ref('break_node')] },
    para_node: typed('para', { content: { type: 'array', items: ref('inline_node') } }),
    code_node: typed('code', { content: { type: 'array', items: ref('plain_text_node'), minItems: 1 } }),
    figure_node: typed('figure'),
    figure_full_node: {
      allOf: [
        ref('figure_node'),
        {
          properties: {
            content: { type: 'array', items: [ref('code_node'), ref('para_node')], minItems: 1 },
          },
        },
      ],
    },
    doc_node: typed('doc', {
      content: {
        type: 'array',
        items: {
          anyOf: [
            ref('para_node'),
            ref('code_node'),
            ref('figure_full_node'),
            ref('figure_node'),
            ref('text_node'),
          ],
        },
      },
    }),
  },
} as unknown as RootSchema;

describe('deriveContentModel', () => {
  const model = deriveContentModel(schema);

  it('lists every node type reachable through content, sorted, marks excluded', () => {
    expect(Object.keys(model)).toEqual(['break', 'code', 'doc', 'figure', 'para', 'text']);
  });

  it('maps each child to its mark sets: items give the list, maxItems 0 gives [], unconstrained gives *', () => {
    expect(model.para).toEqual({ minItems: 0, children: { text: [['bold']], break: [[]] } });
    expect(model.code).toEqual({ minItems: 1, children: { text: [[]] } });
    expect(model.doc.children.text).toEqual([['*']]);
  });

  it('reads tupled items and takes minItems from the variants that constrain content', () => {
    expect(model.figure).toEqual({ minItems: 1, children: { code: [[]], para: [[]] } });
  });

  it('leaves have no children', () => {
    expect(model.break).toEqual({ minItems: 0, children: {} });
    expect(model.text).toEqual({ minItems: 0, children: {} });
  });
});
