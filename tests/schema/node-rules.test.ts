import { describe, expect, it } from 'vitest';
import { PROFILES, validateAdf } from '../../src/index.js';
import { deriveNodeRules, type NodeRule, type ValueRule } from '../../src/schema/build/derive-node-rules.js';
import { checkNode } from '../../src/schema/check-node.js';
import { checkValue } from '../../src/schema/check-value.js';
import rules from '../../src/schema/generated/node-rules.js';
import type { RootSchema } from '../../src/schema/json-schema.js';
import { generateAdfDoc } from '../support/adf-generator.js';

const ref = (name: string) => ({ $ref: `#/definitions/${name}` });
const typed = (
  type: string,
  properties: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => ({
  type: 'object',
  properties: { type: { enum: [type] }, ...properties },
  additionalProperties: false,
  required: ['type'],
  ...extra,
});

/** A miniature of the ADF schema: allOf variants, marks constraints, tuples, attrs with anyOf. */
const schema = {
  $ref: '#/definitions/doc_node',
  definitions: {
    bold_mark: typed('bold'),
    link_mark: typed('link', {
      attrs: { type: 'object', properties: { href: { type: 'string' } }, required: ['href'] },
    }),
    text_node: typed('text', { marks: { type: 'array' }, text: { type: 'string', minLength: 1 } }),
    plain_text_node: {
      allOf: [
        ref('text_node'),
        { properties: { marks: { type: 'array', maxItems: 0 } }, additionalProperties: true },
      ],
    },
    bold_text_node: {
      allOf: [
        ref('text_node'),
        {
          properties: { marks: { type: 'array', items: { anyOf: [ref('bold_mark'), ref('link_mark')] } } },
          additionalProperties: true,
        },
      ],
    },
    para_node: typed('para', { content: { type: 'array', items: ref('bold_text_node') } }),
    code_node: typed(
      'code',
      {
        attrs: { type: 'object', properties: { lang: { type: 'string', pattern: '^[a-z]+$' } } },
        content: { type: 'array', items: ref('plain_text_node'), minItems: 1 },
      },
      { required: ['type', 'content'] },
    ),
    figure_node: typed('figure', {}, { additionalProperties: true }),
    figure_full_node: {
      allOf: [
        ref('figure_node'),
        {
          properties: {
            content: { type: 'array', items: [ref('code_node'), ref('para_node')], maxItems: 2 },
          },
          additionalProperties: true,
        },
      ],
    },
    doc_node: typed('doc', {
      content: {
        type: 'array',
        items: { anyOf: [ref('para_node'), ref('code_node'), ref('figure_full_node')] },
      },
    }),
  },
} as unknown as RootSchema;

describe('deriveNodeRules', () => {
  const derived = deriveNodeRules(schema);

  it('merges allOf parts: keys allowed by all, the refined marks, content from the refinement', () => {
    expect(derived.nodes.bold_text_node).toEqual({
      type: 'text',
      keys: ['type', 'marks', 'text'],
      required: ['type'],
      properties: { type: { enum: ['text'] }, text: { type: 'string', minLength: 1 } },
      marks: { names: ['bold_mark', 'link_mark'] },
    });
    expect(derived.nodes.plain_text_node.marks).toEqual({ names: ['*'], maxItems: 0 });
    expect(derived.nodes.figure_full_node.content).toEqual({
      items: [['code_node'], ['para_node']],
      tuple: true,
      maxItems: 2,
    });
    expect(derived.nodes.figure_full_node.keys).toBeUndefined();
  });

  it('keeps mark rules by name and roots by type', () => {
    expect(Object.keys(derived.marks)).toEqual(['bold_mark', 'link_mark']);
    expect(derived.marks.link_mark.properties?.attrs).toEqual({
      type: 'object',
      properties: { href: { type: 'string' } },
      required: ['href'],
    });
    expect(derived.roots).toEqual({
      code: ['code_node'],
      figure: ['figure_full_node'],
      para: ['para_node'],
      text: ['bold_text_node', 'plain_text_node'],
    });
  });

  it('stops the build on a keyword the checker does not know', () => {
    const withFormat = structuredClone(schema);
    withFormat.definitions.link_mark = typed('link', { attrs: { type: 'string', format: 'uri' } });
    expect(() => deriveNodeRules(withFormat)).toThrow('value keyword "format" is not supported');
    const withOneOf = structuredClone(schema);
    (withOneOf.definitions.para_node as Record<string, unknown>).oneOf = [];
    expect(() => deriveNodeRules(withOneOf)).toThrow('node keyword "oneOf" is not supported');
  });
});

describe('checkValue', () => {
  it('counts characters as JSON Schema does (code points), and rejects non-finite numbers', () => {
    expect(checkValue('😀', { type: 'string', minLength: 2 })?.message).toBe(
      'must have at least 2 character(s)',
    );
    expect(checkValue('ab', { type: 'string', minLength: 2 })).toBeUndefined();
    expect(checkValue(Number.POSITIVE_INFINITY, { type: 'number' })?.message).toBe(
      'must be number, not Infinity',
    );
    expect(checkValue(1.5, { type: 'integer' })?.message).toBe('must be integer, not 1.5');
    expect(checkValue(0, { type: 'number', exclusiveMinimum: 0 })?.message).toBe('must be > 0');
    expect(checkValue(0.5, { type: 'number', exclusiveMinimum: 0 })).toBeUndefined();
  });

  it('anyOf: the alternative naming the value’s own type explains the failure', () => {
    const rule: ValueRule = {
      anyOf: [
        { type: 'object', properties: { type: { enum: ['a'] }, n: { type: 'number' } } },
        { type: 'object', properties: { type: { enum: ['b'] }, s: { type: 'string' } } },
      ],
    };
    expect(checkValue({ type: 'b', s: 1 }, rule)).toEqual({ path: '/s', message: 'must be string, not 1' });
    expect(checkValue({ type: 'a', n: 1 }, rule)).toBeUndefined();
  });
});

describe('the rules of the real profiles', () => {
  it.each(PROFILES)(
    '%s: a raw node checked as its root variants fits every parent the content model lets it into',
    (profile) => {
      // The checker takes a raw node as the variants of its type where it will stand; the repair
      // pass may then place it in another parent. That is only sound while every parent holding
      // the type holds variants of the same shape (marks aside, which the repair pass fits).
      const { nodes, roots } = rules[profile];
      const shape = (name: string) => {
        const { marks: _marks, ...rest } = nodes[name] as NodeRule;
        return JSON.stringify(rest);
      };
      const gaps: string[] = [];
      for (const [parent, rule] of Object.entries(nodes)) {
        const here = new Set(rule.content?.items.flat() ?? []);
        for (const name of here) {
          const type = nodes[name].type;
          const shapes = new Set([...here].filter((n) => nodes[n].type === type).map(shape));
          for (const root of roots[type]) if (!shapes.has(shape(root))) gaps.push(`${parent} ∌ ${root}`);
        }
      }
      expect(gaps).toEqual([]);
    },
  );

  it.each(PROFILES)('%s: every block of valid generated documents passes the checker', (profile) => {
    for (let seed = 1; seed <= 60; seed++) {
      const doc = generateAdfDoc(seed, { profile, maxDepth: 4 });
      expect(validateAdf(doc, { profile }).valid).toBe(true);
      for (const block of doc.content)
        expect(checkNode(block, profile), JSON.stringify(block)).toBeUndefined();
    }
  });

  it('checks the variant its parent allows: a paragraph with alignment is fine in a document, not in a list item (atlassian)', () => {
    const aligned = {
      type: 'paragraph',
      marks: [{ type: 'alignment', attrs: { align: 'center' } }],
      content: [{ type: 'text', text: 'x' }],
    };
    expect(checkNode(aligned, 'atlassian')).toBeUndefined();
    const list = { type: 'bulletList', content: [{ type: 'listItem', content: [aligned] }] };
    expect(checkNode(list, 'atlassian')).toEqual({
      path: '/content/0/content/0/marks/0/type',
      message: 'a paragraph cannot have the mark "alignment" here',
    });
  });

  it('reads tuples: a media single holds its media first, then a caption', () => {
    const media = { type: 'media', attrs: { type: 'external', url: 'https://x' } };
    const caption = { type: 'caption', content: [{ type: 'text', text: 'c' }] };
    const single = (...content: unknown[]) => ({ type: 'mediaSingle', attrs: { layout: 'center' }, content });
    expect(checkNode(single(media, caption), 'atlassian')).toBeUndefined();
    expect(checkNode(single(caption, media), 'atlassian')).toEqual({
      path: '/content/0',
      message: 'a caption is not allowed in a media single (allowed: media)',
    });
    expect(checkNode(single(), 'atlassian')).toEqual({
      path: '/content',
      message: 'a media single must hold at least 1 node(s)',
    });
  });

  it('walks 100,000 nested nodes without recursion', () => {
    let node: Record<string, unknown> = { type: 'paragraph', content: [{ type: 'text', text: 'x' }] };
    for (let i = 0; i < 50_000; i++) {
      node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
    }
    expect(checkNode(node, 'extended')).toBeUndefined();
  });
});
