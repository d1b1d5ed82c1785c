import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DIRECTIVES, type DirectiveSpec } from '../../src/registry/directives.js';
import { compileValidatorModule } from '../../src/schema/build/compile-validator.js';
import { extendSchema } from '../../src/schema/build/extend-schema.js';
import { baseDefinitionsOf, type RootSchema } from '../../src/schema/json-schema.js';

const generated = new URL('../../src/schema/generated/', import.meta.url);
const read = (name: string) => JSON.parse(readFileSync(new URL(name, generated), 'utf8')) as RootSchema;
const extended = read('extended.schema.json');
const atlassian = read('atlassian.schema.json');
const official = createRequire(import.meta.url)(
  '@atlaskit/adf-schema/dist/json-schema/v1/full.json',
) as RootSchema;

// Closed directives set only official attributes; the extended schema keeps them as they are.
const openDirectives: Array<[string, DirectiveSpec]> = Object.entries(DIRECTIVES).filter(
  ([, spec]) => !(spec as DirectiveSpec).closed,
);
const registryAttributes = openDirectives.flatMap(([directive, spec]) =>
  spec.target.flatMap((nodeType) =>
    Object.entries(spec.attributes)
      // A shape attribute (a table's headerRow) changes the content, never attrs.
      .filter(([, attribute]) => attribute.atlassian.kind !== 'shape')
      .map(([name, attribute]) => ({ directive, nodeType, name, attribute })),
  ),
);

describe('generated schema files', () => {
  it('atlassian.schema.json is the official schema unchanged', () => {
    expect(atlassian).toEqual(official);
  });

  it('extended.schema.json is what extendSchema derives now (the build is up to date)', () => {
    expect(extended).toEqual(extendSchema(official));
  });

  it.each(registryAttributes.map((a) => [`${a.directive}: ${a.nodeType}.${a.name}`, a] as const))(
    'extended carries the registry attribute %s with its value type',
    (_label, { nodeType, name, attribute }) => {
      const definitions = baseDefinitionsOf(extended, nodeType);
      expect(definitions.length).toBeGreaterThan(0);
      for (const definition of definitions) {
        const attrs = extended.definitions[definition].properties!.attrs!;
        expect(attrs.properties![name]).toEqual(attribute.type.jsonSchema);
        expect(attrs.additionalProperties).toBe(true);
      }
    },
  );

  it('covers every registry attribute (the list above is not empty by accident)', () => {
    expect(registryAttributes.length).toBeGreaterThanOrEqual(21);
  });

  it('keeps the official attributes of the narrowed nodes', () => {
    const cellAttrs = extended.definitions.table_cell_node.properties!.attrs!.properties!;
    expect(cellAttrs.background).toEqual({ type: 'string' });
    expect(cellAttrs.valign).toEqual({ enum: ['top', 'middle', 'bottom'] });
    expect(extended.definitions.codeBlock_node.properties!.attrs!.properties!.hideLineNumbers).toEqual({
      type: 'boolean',
    });
  });

  it('extendSchema leaves its input untouched', () => {
    const copy = structuredClone(official);
    extendSchema(copy);
    expect(copy).toEqual(official);
  });

  it('refuses a registry entry for a node type the schema does not have', () => {
    const bogus = { sparkle: { ...DIRECTIVES.heading, target: ['sparkle'] } };
    expect(() => extendSchema(official, bogus)).toThrow('the ADF schema defines no node type "sparkle"');
  });

  it('the validator modules import nothing (ajv helpers inlined) and never call require', () => {
    for (const profile of ['extended', 'atlassian']) {
      const source = readFileSync(new URL(`validate-${profile}.js`, generated), 'utf8');
      const imports = [...source.matchAll(/import [^;]* from "([^"]+)"/g)].map((m) => m[1]);
      expect(imports).toEqual([]);
      expect(source).not.toContain('ajv/dist');
      expect(source).not.toMatch(/\brequire\(/);
      expect(source).not.toContain('@atlaskit');
    }
  });

  it('compileValidatorModule inlines the runtime helper a minLength needs', async () => {
    const tiny = { definitions: {}, type: 'string', minLength: 2 } as RootSchema;
    const source = compileValidatorModule(tiny);
    expect(source.startsWith('const runtimeHelper0 = { default: function ucs2length(str) {')).toBe(true);
    expect(source).not.toMatch(/\brequire\(|\bimport\b/);
    const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const { default: validate } = (await import(url)) as { default: (data: unknown) => boolean };
    // Two UTF-16 code units, one character: too short.
    expect([validate('ab'), validate('😀'), validate('a')]).toEqual([true, false, false]);
  });
});

describe('docs/schema.md', () => {
  const docs = readFileSync(new URL('../../docs/schema.md', import.meta.url), 'utf8');

  it.each(registryAttributes.map((a) => [`${a.nodeType}.${a.name}`, a] as const))(
    'lists the registry attribute %s in its table',
    (_label, { nodeType, name }) => {
      const row = docs
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .find(
          ([, nodes, attributes]) =>
            nodes?.includes(`\`${nodeType}\``) && attributes?.includes(`\`${name}\``),
        );
      expect(row).toBeDefined();
    },
  );
});
