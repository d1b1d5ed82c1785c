import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARK_ORDER } from '../../src/adf/marks.js';
import { TEXT_MARK_TYPES } from '../../src/adf/node-kinds.js';
import { FORWARD_PARTS, SYNTAX } from '../../src/constructs/forward.js';
import { HTML_PARTS } from '../../src/constructs/html.js';
import { CONSTRUCTS } from '../../src/constructs/index.js';
import { REVERSE_PARTS } from '../../src/constructs/reverse.js';
import type { Construct } from '../../src/engine/construct.js';
import { directiveTokensPlugin } from '../../src/directives/tokens.js';
import { buildTable } from '../../src/engine/maps.js';
import { nodesBuilt, waysWritten } from '../../src/engine/summary.js';
import { DIRECTIVE_ROWS, DIRECTIVES, directiveTexts } from '../../src/registry/directives.js';
import { contentModel } from '../../src/schema/content-model.js';

const owners = new Map<string, string[]>();
for (const construct of CONSTRUCTS) {
  for (const type of construct.nodes) owners.set(type, [...(owners.get(type) ?? []), construct.name]);
}

const modelTypes = [
  ...new Set([...contentModel('extended').nodeTypes(), ...contentModel('atlassian').nodeTypes()]),
].filter((type) => type !== 'doc');

const CONSTRUCTS_DIR = new URL('../../src/constructs/', import.meta.url);
/** Construct folders (a folder without index.ts holds shared code, e.g. alignment/). */
const folders = readdirSync(CONSTRUCTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, CONSTRUCTS_DIR)))
  .map((entry) => entry.name);

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ new URL(file, CONSTRUCTS_DIR).href);
}

const DIRECTIONS = [
  ['forward-part.ts', FORWARD_PARTS],
  ['reverse-part.ts', REVERSE_PARTS],
  ['html-part.ts', HTML_PARTS],
] as const;

describe('constructs', () => {
  it('are listed once each, one per folder', async () => {
    const listed = new Set<Construct>();
    for (const folder of folders) {
      const module = await exportsOf(`${folder}/index.ts`);
      for (const value of Object.values(module)) listed.add(value as Construct);
    }
    expect(CONSTRUCTS.length).toBe(new Set(CONSTRUCTS).size);
    expect(new Set(CONSTRUCTS)).toEqual(listed);
  });

  it.each(DIRECTIONS)('list every %s, in the order of the constructs', async (file, parts) => {
    const onDisk: unknown[] = [];
    for (const folder of folders) {
      if (!existsSync(new URL(`${folder}/${file}`, CONSTRUCTS_DIR))) continue;
      const module = await exportsOf(`${folder}/${file}`);
      onDisk.push(...Object.values(module));
    }
    expect(new Set(parts)).toEqual(new Set(onDisk));
    const order = parts.map((part) => CONSTRUCTS.indexOf(part.construct));
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]))).toBe(true);
  });

  it('give the tokenizer every syntax plugin once, with the directive comments’ rules', () => {
    const plugins = FORWARD_PARTS.flatMap((part) => part.syntax ?? []);
    expect(SYNTAX.length).toBe(new Set(SYNTAX).size);
    expect(new Set(SYNTAX)).toEqual(new Set([...plugins, directiveTokensPlugin]));
  });

  it('own every node type of the content model exactly once', () => {
    const unowned = modelTypes.filter((type) => !owners.has(type));
    const twice = [...owners].filter(([, names]) => names.length > 1);
    expect(unowned).toEqual([]);
    expect(twice).toEqual([]);
    expect([...owners.keys()].filter((type) => !modelTypes.includes(type))).toEqual([]);
  });

  it('render every node type of either profile’s content model', () => {
    const renderers = buildTable(HTML_PARTS, 'renderers');
    expect(modelTypes.filter((type) => !renderers.has(type))).toEqual([]);
  });

  it('write every node type they own, or say how it is written instead', () => {
    const missing: string[] = [];
    for (const construct of CONSTRUCTS) {
      const part = REVERSE_PARTS.find((candidate) => candidate.construct === construct);
      for (const type of construct.nodes) {
        const count = waysWritten(part, type).length;
        if (count !== 1) missing.push(`${construct.name}: ${type} (${count} ways)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('write every node type the forward direction builds, or say how it is written instead', () => {
    const writerOf = new Map(
      REVERSE_PARTS.flatMap((part) => part.construct.nodes.map((type) => [type, part])),
    );
    const built = [...nodesBuilt(FORWARD_PARTS, Object.values(DIRECTIVES))];
    expect(built.filter((type) => waysWritten(writerOf.get(type), type).length === 0)).toEqual([]);
  });

  it('give every directive row receivers that a construct owns and the forward direction builds', () => {
    const built = nodesBuilt(FORWARD_PARTS, Object.values(DIRECTIVES));
    const strays = Object.entries(DIRECTIVES).flatMap(([name, spec]) =>
      [...spec.target, ...spec.precedes, ...(spec.inline ? [spec.inline.node] : [])]
        .filter((type) => !built.has(type) || !owners.has(type))
        .map((type) => `adf:${name}: ${type}`),
    );
    expect(strays).toEqual([]);
  });

  it('key their tables only by node types they own', () => {
    const strays = [...REVERSE_PARTS, ...HTML_PARTS, ...FORWARD_PARTS].flatMap((part) =>
      [
        ...Object.keys(('writers' in part && part.writers) || {}),
        ...Object.keys(('renderers' in part && part.renderers) || {}),
        ...Object.keys(('repairs' in part && part.repairs) || {}),
      ]
        .filter((type) => !part.construct.nodes.includes(type))
        .map((type) => `${part.construct.name}: ${type}`),
    );
    expect(strays).toEqual([]);
  });

  it('claim every token type and node type once', () => {
    for (const key of ['blockTokens', 'inlineTokens', 'repairs'] as const) {
      expect(() => buildTable(FORWARD_PARTS, key)).not.toThrow();
    }
    expect(() => buildTable(REVERSE_PARTS, 'writers')).not.toThrow();
    expect(() => buildTable(HTML_PARTS, 'renderers')).not.toThrow();
  });

  it('declare exactly the rows of the directive registry', () => {
    const rows = buildTable(
      CONSTRUCTS.map((construct) => ({ construct, directives: construct.directives })),
      'directives',
    );
    expect([...rows.keys()].sort()).toEqual(Object.keys(DIRECTIVE_ROWS).sort());
    for (const [name, spec] of Object.entries(DIRECTIVE_ROWS)) expect(rows.get(name), name).toBe(spec);
  });

  it('describe every directive row and each of its attributes, and nothing else', () => {
    const texts = directiveTexts();
    expect(Object.keys(texts).sort()).toEqual(Object.keys(DIRECTIVE_ROWS).sort());
    for (const [name, row] of Object.entries(DIRECTIVE_ROWS)) {
      const text = texts[name];
      expect(Object.keys(text.attributes).sort(), name).toEqual(Object.keys(row.attributes).sort());
      for (const words of [text.description, ...Object.values(text.attributes)]) {
        expect(words, name).toMatch(/^[A-Z`].*\.$/);
      }
      expect(DIRECTIVES[name as keyof typeof DIRECTIVES].description).toBe(text.description);
    }
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
    mediaInline: { value: 'media:uploads/6e7c7f2e-1234', words: 'diagram' },
    // These take nothing: the comment is the node.
    inlineExtension: { value: '' },
    placeholder: { value: '' },
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
    if (inline.takes === 'nothing') return;
    if (typeof node !== 'object' || !inline.write) return;
    const written = inline.write(inline.attr && node.attrs?.[inline.attr], node);
    const text =
      written?.kind === 'link' || written?.kind === 'image'
        ? written.url
        : written?.kind === 'nothing'
          ? undefined
          : written?.value;
    expect(text).toBe(value);
  });
});

describe('facts the content model holds', () => {
  it('the canonical mark order ranks exactly the marks text may carry', () => {
    expect([...MARK_ORDER].sort()).toEqual([...TEXT_MARK_TYPES].sort());
  });
});
