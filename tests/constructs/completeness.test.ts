import { describe, expect, it } from 'vitest';
import { MARK_ORDER } from '../../src/adf/marks.js';
import { TEXT_MARK_TYPES } from '../../src/adf/node-kinds.js';
import { CONSTRUCTS } from '../../src/constructs/index.js';
import { buildTable } from '../../src/engine/maps.js';
import { DIRECTIVES } from '../../src/registry/directives.js';
import { contentModel } from '../../src/schema/content-model.js';

const owners = new Map<string, string[]>();
for (const construct of CONSTRUCTS) {
  for (const type of construct.nodes) owners.set(type, [...(owners.get(type) ?? []), construct.name]);
}

const modelTypes = [
  ...new Set([...contentModel('extended').nodeTypes(), ...contentModel('atlassian').nodeTypes()]),
].filter((type) => type !== 'doc');

describe('constructs', () => {
  it('own every node type of the content model exactly once', () => {
    const unowned = modelTypes.filter((type) => !owners.has(type));
    const twice = [...owners].filter(([, names]) => names.length > 1);
    expect(unowned).toEqual([]);
    expect(twice).toEqual([]);
    expect([...owners.keys()].filter((type) => !modelTypes.includes(type))).toEqual([]);
  });

  it('render every node type they own', () => {
    const renderers = buildTable(CONSTRUCTS, 'renderers');
    expect(modelTypes.filter((type) => !renderers.has(type))).toEqual([]);
  });

  it('write every node type they own, or say how it is written instead', () => {
    const missing: string[] = [];
    for (const construct of CONSTRUCTS) {
      for (const type of construct.nodes) {
        const count =
          Number(construct.writers?.[type] !== undefined) +
          Number(construct.phrasing?.includes(type) ?? false) +
          Number(construct.partOf?.includes(type) ?? false) +
          Number(construct.asNode?.includes(type) ?? false);
        if (count !== 1) missing.push(`${construct.name}: ${type} (${count} ways)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('key their tables only by node types they own', () => {
    const strays = CONSTRUCTS.flatMap((construct) =>
      [...Object.keys(construct.writers ?? {}), ...Object.keys(construct.renderers ?? {})]
        .filter((type) => !construct.nodes.includes(type))
        .map((type) => `${construct.name}: ${type}`),
    );
    expect(strays).toEqual([]);
  });

  it('claim every token type and node type once', () => {
    for (const part of [
      'blockTokens',
      'inlineTokens',
      'writers',
      'renderers',
      'directives',
      'repairs',
    ] as const) {
      expect(() => buildTable(CONSTRUCTS, part)).not.toThrow();
    }
  });

  it('declare exactly the rows of the directive registry', () => {
    const rows = buildTable(CONSTRUCTS, 'directives');
    expect([...rows.keys()].sort()).toEqual(Object.keys(DIRECTIVES).sort());
    for (const [name, spec] of Object.entries(DIRECTIVES)) expect(rows.get(name), name).toBe(spec);
  });
});

describe('inline directives', () => {
  /** A text each inline directive takes; a new inline row needs one here. */
  const SAMPLES: Record<string, { value: string; words?: string }> = {
    status: { value: 'DONE' },
    date: { value: '2024-01-31' },
    mention: { value: 'mention:5b10ac8d82e05b22cc7d4ef5', words: 'Jane Doe' },
    emoji: { value: ':smile:' },
    inlineCard: { value: 'https://example.com/page' },
  };
  const rows = Object.entries(DIRECTIVES).filter(([, spec]) => 'inline' in spec && spec.inline);

  it('have a sample each', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(rows)('%s builds its node from the text it takes, and writes that text back', (name, spec) => {
    const inline = spec.inline!;
    const { value, words = '' } = SAMPLES[name];
    const node = inline.build(value, words, { nextLocalId: (type) => `${type}-1` });
    expect(typeof node === 'object' && node.type).toBe(inline.node);
    if (typeof node !== 'object' || !inline.write) return;
    const written = inline.write(node.attrs?.[inline.attr]);
    const text = written?.kind === 'link' ? written.url : written?.value;
    expect(text).toBe(value);
  });
});

describe('facts the content model holds', () => {
  it('the canonical mark order ranks exactly the marks text may carry', () => {
    expect([...MARK_ORDER].sort()).toEqual([...TEXT_MARK_TYPES].sort());
  });
});
