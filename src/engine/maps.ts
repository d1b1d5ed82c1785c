import { CONSTRUCTS } from '../constructs/index.js';
import type { Construct } from './construct.js';

type Part = 'blockTokens' | 'inlineTokens' | 'writers' | 'renderers' | 'directives' | 'repairs';

type ValueOf<P extends Part> = NonNullable<Construct[P]>[string];

/** A lookup table derived from the constructs; read-only, keyed by token or node type. */
export interface Table<V> {
  get(key: string): V | undefined;
  keys(): string[];
}

/** Builds one part's table from a list of constructs; a key claimed twice is a programming error. */
export function buildTable<P extends Part>(
  constructs: readonly Construct[],
  part: P,
  core: Readonly<Record<string, ValueOf<P>>> = {},
): Map<string, ValueOf<P>> {
  // A Map, so a user's `"type": "__proto__"` finds nothing.
  const table = new Map<string, ValueOf<P>>(Object.entries(core));
  for (const construct of constructs) {
    for (const [key, value] of Object.entries(construct[part] ?? {}) as [string, ValueOf<P>][]) {
      if (table.has(key)) throw new Error(`${part} "${key}" is claimed twice (construct ${construct.name})`);
      table.set(key, value);
    }
  }
  return table;
}

/**
 * One part of every construct in src/constructs/index.ts as a table, with the converter's own
 * entries (`core`) beside them. Built on first use: the constructs' modules import the
 * converters that use these tables, so the list is complete only once every module has loaded.
 */
export function tableOf<P extends Part>(
  part: P,
  core: Readonly<Record<string, ValueOf<P>>> = {},
): Table<ValueOf<P>> {
  // Methods, not named arrow functions: this runs while an import cycle is still loading, before
  // a transpiler's module-level helpers (tsx's `__name`) exist.
  const lazy: { built?: Map<string, ValueOf<P>> } = {};
  return {
    get(key) {
      lazy.built ??= buildTable(CONSTRUCTS, part, core);
      return lazy.built.get(key);
    },
    keys() {
      lazy.built ??= buildTable(CONSTRUCTS, part, core);
      return [...lazy.built.keys()];
    },
  };
}
