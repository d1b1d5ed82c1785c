import { readFileSync } from 'node:fs';
import fc from 'fast-check';

const extendedSchema: unknown = JSON.parse(
  readFileSync(new URL('../../src/schema/generated/extended.schema.json', import.meta.url), 'utf8'),
);

/**
 * Values for the input-guard property tests: any JavaScript value fast-check can make (with
 * every option that leaves JSON behind: Maps, Dates, BigInts, sparse arrays, null prototypes,
 * boxed values), and ADF-shaped JSON whose every field may hold anything JSON can.
 */
export const anyValue = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
  maxDepth: 4,
});

/** Every node type and attribute name the extended schema knows, read from it. */
function schemaNames(): { types: string[]; attrs: string[] } {
  const types = new Set<string>();
  const attrs = new Set<string>();
  const pending: unknown[] = [extendedSchema];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const properties = (value as { properties?: Record<string, { enum?: unknown[]; properties?: object }> })
      .properties;
    for (const type of properties?.type?.enum ?? []) if (typeof type === 'string') types.add(type);
    for (const name of Object.keys(properties?.attrs?.properties ?? {})) attrs.add(name);
    pending.push(...Object.values(value));
  }
  return { types: [...types].sort(), attrs: [...attrs].sort() };
}

const NAMES = schemaNames();

/** Keys that trip careless code: conversions, prototypes, and JSON's own look-alikes. */
const TRAP_KEYS = ['toString', 'valueOf', 'toJSON', '__proto__', 'constructor', 'length', 'then'];

/** JSON that also uses the trap keys, e.g. `{ "toString": 1 }`. */
const json = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(fc.constantFrom(...TRAP_KEYS, 'x'), tie('value'), { maxKeys: 3 }),
    fc.array(tie('value'), { maxLength: 3 }),
  ),
})).value;

/** An attribute value: JSON, and often an object whose conversions are not functions. */
const attrValue = fc.oneof(
  json,
  fc.record({ toString: json, valueOf: json }, { requiredKeys: [] }),
  fc.constantFrom('', '0', 'x', -1, 0.5, 1e21, true, null),
);

const mark = fc.record(
  {
    type: fc.oneof(fc.constantFrom('strong', 'em', 'code', 'link', 'textColor', 'subsup', 'underline'), json),
    attrs: fc.oneof(
      json,
      fc.dictionary(fc.constantFrom('href', 'title', 'color', 'type', ...TRAP_KEYS), json),
    ),
  },
  { requiredKeys: ['type'] },
);

/** ADF-shaped JSON: real node types and attribute names, any JSON in every field. */
export const adfShapedNode = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    json,
    fc.record(
      {
        type: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...NAMES.types) }, json),
        // Every attribute name, each present half the time: each node type meets its own.
        attrs: fc.oneof(
          {
            weight: 4,
            arbitrary: fc.record(Object.fromEntries(NAMES.attrs.map((name) => [name, attrValue]))),
          },
          json,
        ),
        content: fc.oneof({ weight: 4, arbitrary: fc.array(tie('node'), { maxLength: 4 }) }, json),
        marks: fc.oneof(fc.array(mark, { maxLength: 3 }), json),
        text: fc.oneof({ weight: 3, arbitrary: fc.string() }, json),
      },
      { requiredKeys: ['type'] },
    ),
  ),
})).node;

export const adfShapedDoc = fc.array(adfShapedNode, { maxLength: 4 }).map((content) => ({
  type: 'doc',
  version: 1,
  content,
}));
