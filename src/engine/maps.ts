import type { Construct } from './construct.js';

/** A lookup table derived from the constructs; read-only, keyed by token or node type. */
export interface Table<V> {
  get(key: string): V | undefined;
  keys(): string[];
  /**
   * The table itself, for a loop that looks up every token: a call through `get` per lookup
   * (not inlined, and asking each time whether the table is built) cost more than the Map's own.
   */
  built(): ReadonlyMap<string, V>;
}

/** The keys of a part that hold a table (type → entry). */
type TableKey<P> = {
  [K in keyof P]-?: NonNullable<P[K]> extends Readonly<Record<string, infer V>>
    ? V extends string
      ? never
      : K
    : never;
}[keyof P];

type EntryOf<P, K extends keyof P> = NonNullable<P[K]> extends Readonly<Record<string, infer V>> ? V : never;

/** Builds one table from a list of parts; a key claimed twice is a programming error. */
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

/**
 * One table of a direction's parts (src/constructs/forward.ts, reverse.ts or html.ts), with the
 * converter's own entries (`core`) beside them. Built on first use: the parts' modules import
 * the converters that use these tables, so a list is complete only once every module has loaded.
 */
export function tableOf<P extends { construct: Construct }, K extends TableKey<P>>(
  parts: () => readonly P[],
  key: K,
  core: Readonly<Record<string, EntryOf<P, K>>> = {},
): Table<EntryOf<P, K>> {
  // Methods, not named arrow functions: this runs while an import cycle is still loading, before
  // a transpiler's module-level helpers (tsx's `__name`) exist.
  const lazy: { built?: Map<string, EntryOf<P, K>> } = {};
  return {
    get(type) {
      lazy.built ??= buildTable(parts(), key, core);
      return lazy.built.get(type);
    },
    keys() {
      return [...this.built().keys()];
    },
    built() {
      lazy.built ??= buildTable(parts(), key, core);
      return lazy.built;
    },
  };
}
