import type { Construct } from './construct.js';

/** The keys of a part that hold a table (type → entry). */
type TableKey<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends Readonly<Record<string, infer V>>
    ? V extends string
      ? never
      : K
    : never;
}[keyof P];

type EntryOf<P, K extends keyof P> = NonNullable<P[K]> extends Readonly<Record<string, infer V>> ? V : never;

/**
 * One table of a direction's parts, with the engine's own entries (`core`) beside them: built
 * once by the root that composes the direction (src/compose/), from the list it hands over. A
 * key claimed twice is a programming error.
 */
export function buildTable<P extends { construct: Construct }, K extends TableKey<P>>(
  parts: readonly P[],
  key: K,
  core: Readonly<Record<string, EntryOf<P, K>>> = {},
): Map<string, EntryOf<P, K>> {
  // A Map, so a user's `"type": "__proto__"` finds nothing.
  const table = new Map<string, EntryOf<P, K>>(Object.entries(core));
  for (const part of parts) {
    const entries = Object.entries((part[key] ?? {}) as Record<string, EntryOf<P, K>>);
    for (const [type, value] of entries) {
      if (table.has(type)) {
        throw new Error(`${String(key)} "${type}" is claimed twice (construct ${part.construct.name})`);
      }
      table.set(type, value);
    }
  }
  return table;
}
