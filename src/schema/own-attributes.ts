import type { Profile } from '../types.js';
import type { ProfileNodeRules, ValueRule } from './build/derive-node-rules.js';
import generated from './generated/node-rules.js';

/**
 * Names that belong to a node itself, read from the profile's schema (generated/node-rules.js):
 * the attributes its schema declares (`level` of a heading, `localId`, a cell's `background`) and
 * the keys every node is made of (`type`, `attrs`, `content`, `marks`, `text`...). A directive's
 * unknown attribute (kept in `attrs` as an additional property) must never take one of them.
 */
export type OwnName = 'structural' | 'attribute';

interface Names {
  structural: ReadonlySet<string>;
  attributes: ReadonlyMap<string, ReadonlySet<string>>;
}

const cache = new Map<Profile, Names>();

function attributeNames(rule: ValueRule | undefined, into: Set<string>): void {
  if (!rule) return;
  for (const name of Object.keys(rule.properties ?? {})) into.add(name);
  for (const alternative of rule.anyOf ?? []) attributeNames(alternative, into);
}

function namesOf(rules: ProfileNodeRules): Names {
  const structural = new Set<string>(['content', 'marks']);
  const attributes = new Map<string, Set<string>>();
  for (const rule of Object.values(rules.nodes)) {
    for (const key of [...(rule.keys ?? []), ...Object.keys(rule.properties)]) structural.add(key);
    const own = attributes.get(rule.type) ?? new Set<string>();
    attributeNames(rule.properties.attrs, own);
    attributes.set(rule.type, own);
  }
  return { structural, attributes };
}

/** Whether `name` is structural, one of the node type's own attributes, or neither (undefined). */
export function ownName(nodeType: string, name: string, profile: Profile): OwnName | undefined {
  let names = cache.get(profile);
  if (!names) {
    names = namesOf(generated[profile]);
    cache.set(profile, names);
  }
  if (names.structural.has(name)) return 'structural';
  return names.attributes.get(nodeType)?.has(name) ? 'attribute' : undefined;
}
