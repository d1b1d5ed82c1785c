import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { nodesBuilt, nodesMadeBy, waysWritten } from '../../src/engine/summary.js';
import {
  DIRECTIVE_ROWS,
  DIRECTIVES,
  directivesForNode,
  directiveTexts,
  rowsOf,
} from '../../src/registry/directives.js';
import { contentModel } from '../../src/schema/content-model.js';

const owners = new Map<string, string[]>();
for (const construct of CONSTRUCTS) {
  for (const type of construct.nodes) owners.set(type, [...(owners.get(type) ?? []), construct.name]);
}

const modelTypes = [
  ...new Set([...contentModel('extended').nodeTypes(), ...contentModel('atlassian').nodeTypes()]),
].filter((type) => type !== 'doc');

/** The TypeScript files under a folder of the repository, by path from its root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const CONSTRUCTS_DIR = new URL('../../src/constructs/', import.meta.url);
/** Construct folders (a folder without index.ts holds shared code, e.g. alignment/). */
const folders = readdirSync(CONSTRUCTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/index.ts`, CONSTRUCTS_DIR)))
  .map((entry) => entry.name);

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return import(/* @vite-ignore */ new URL(file, CONSTRUCTS_DIR).href);
}

const DIRECTIONS = [
  ['forward.ts', FORWARD_PARTS],
  ['reverse.ts', REVERSE_PARTS],
  ['html.ts', HTML_PARTS],
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
      // The part beside the handlers it names: the one export that says whose construct it is.
      onDisk.push(
        ...Object.values(module).filter(
          (value) => typeof value === 'object' && value !== null && 'construct' in value,
        ),
      );
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

  it('declare each directive row once, in the construct that owns its nodes; the registry is theirs', () => {
    // The registry is derived from the constructs' declarations, every row the same object.
    const declared = CONSTRUCTS.flatMap((construct) => Object.entries(construct.directives ?? {}));
    expect(Object.entries(DIRECTIVE_ROWS)).toEqual(declared);
    // A row claimed by a second construct is refused where the registry is made.
    const table = CONSTRUCTS.find((construct) => construct.name === 'table')!;
    expect(() =>
      rowsOf([
        ...CONSTRUCTS,
        { name: 'copy', nodes: [], directives: { tableRow: table.directives!.tableRow } },
      ]),
    ).toThrow('directive "adf:tableRow" is declared twice (construct copy)');
    // Every node a row reaches (the attributes' node, the one it makes) is the declaring construct's.
    const strays = CONSTRUCTS.flatMap((construct) =>
      Object.entries(construct.directives ?? {}).flatMap(([name, row]) =>
        [...row.target, ...nodesMadeBy(row)]
          .filter((type) => !construct.nodes.includes(type))
          .map((type) => `${construct.name}: adf:${name} → ${type}`),
      ),
    );
    expect(strays).toEqual([]);
    // So a node's rows are exactly those its own constructs declare.
    for (const type of new Set(declared.flatMap(([, row]) => row.target))) {
      const own = CONSTRUCTS.filter((construct) => construct.nodes.includes(type)).flatMap((construct) =>
        Object.entries(construct.directives ?? {}).filter(([, row]) => row.target.includes(type)),
      );
      expect(directivesForNode(type), type).toEqual(own);
    }
  });

  it('declare rows only in the constructs’ folders', () => {
    // A `DirectiveSpec` constant outside src/constructs/ would be a row no construct declares.
    const outside = sourceFiles('src').filter(
      (file) =>
        !file.startsWith('src/constructs/') &&
        /: DirectiveSpec = |satisfies Record<string, DirectiveSpec>/.test(readFileSync(file, 'utf8')),
    );
    expect(outside).toEqual([]);
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
      expect(DIRECTIVES[name].description).toBe(text.description);
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
