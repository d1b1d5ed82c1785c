import type { DirectiveSpec } from './spec.js';

/**
 * A directive attribute read off a node of either profile: `[extended, official]`, the value
 * under its own name and the value where the atlassian profile lands it (read back through
 * `from`). The official one counts only when it holds the kind of value the attribute's type
 * describes (a boolean for `hideLineNumbers`).
 */
export function attributeValues(
  spec: DirectiveSpec,
  name: string,
  attrs: Readonly<Record<string, unknown>>,
): [extended: unknown, official: unknown] {
  const attribute = Object.hasOwn(spec.attributes, name) ? spec.attributes[name] : undefined;
  const target = attribute?.atlassian;
  const extended = Object.hasOwn(attrs, name) ? attrs[name] : undefined;
  if (target?.kind !== 'attr' || !Object.hasOwn(attrs, target.name)) return [extended, undefined];
  const raw = attrs[target.name];
  const kind = attribute?.type.jsonSchema.type;
  const fits = kind === 'integer' ? Number.isInteger(raw) : typeof raw === kind;
  return [extended, fits ? (target.from ? target.from(raw) : raw) : undefined];
}
