import {
  allOfParts,
  deref,
  type JsonSchema,
  type RootSchema,
  typeConstant,
  typedAlternatives,
} from '../json-schema.js';

/**
 * The profile schema compacted for checking one raw node (`adf:node` JSON) without ajv: every
 * node variant (a schema definition with a `type` constant) becomes a flat rule, its `allOf`
 * parts merged; attribute and mark schemas are kept as the small subset of JSON Schema they use.
 * Anything outside that subset stops the build, so the checker never silently checks less.
 */

/** The JSON Schema keywords a value rule may use (the subset attrs and marks are written in). */
export interface ValueRule {
  type?: string | string[];
  enum?: Array<string | number | boolean | null>;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** As ajv reads them (draft-06 and later): numbers, not draft-04's booleans. */
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: ValueRule;
  properties?: Record<string, ValueRule>;
  required?: string[];
  /** Only `false` is kept; absent means any other property is allowed. */
  additionalProperties?: false;
  anyOf?: ValueRule[];
}

export interface NodeRule {
  type: string;
  /** Top-level keys a node of this variant may have; absent means any. */
  keys?: string[];
  required: string[];
  /** Rules of the top-level keys other than `content` and `marks` (`type`, `attrs`, `text`...). */
  properties: Record<string, ValueRule>;
  /** Mark rule names allowed in `marks` (`['*']`: any mark of the profile); absent: no `marks` rule. */
  marks?: { names: string[]; maxItems?: number };
  /**
   * Variant names each child may be: one list for every position, or (a tuple) one list per
   * position; past a tuple's end (JSON Schema leaves those items free) any of its lists, as the
   * content model reads it. Absent: the schema says nothing about children.
   */
  content?: { items: string[] | string[][]; tuple: boolean; minItems?: number; maxItems?: number };
}

export interface ProfileNodeRules {
  nodes: Record<string, NodeRule>;
  marks: Record<string, ValueRule>;
  /** By node type: the variants a raw node of that type is checked as (see rootVariants). */
  roots: Record<string, string[]>;
}

const VALUE_KEYWORDS = new Set([
  'type',
  'enum',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
  'anyOf',
  '$ref',
]);
const NODE_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties']);

/** An attribute or mark schema as a value rule; refs are inlined (they never point at nodes). */
export function valueRule(root: RootSchema, schema: JsonSchema): ValueRule {
  const resolved = deref(root, schema);
  const rule: ValueRule = {};
  for (const [keyword, value] of Object.entries(resolved)) {
    if (!VALUE_KEYWORDS.has(keyword)) throw new Error(`value keyword "${keyword}" is not supported`);
    if (keyword === 'items') {
      if (Array.isArray(value)) throw new Error('tuple items outside node content are not supported');
      rule.items = valueRule(root, value as JsonSchema);
    } else if (keyword === 'properties') {
      rule.properties = {};
      for (const [name, property] of Object.entries(value as Record<string, JsonSchema>)) {
        rule.properties[name] = valueRule(root, property);
      }
    } else if (keyword === 'anyOf') {
      rule.anyOf = (value as JsonSchema[]).map((part) => valueRule(root, part));
    } else if (keyword === 'additionalProperties') {
      if (value === false) rule.additionalProperties = false;
      else if (value !== true) throw new Error('additionalProperties as a schema is not supported');
    } else if (keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum') {
      if (typeof value !== 'number') throw new Error(`${keyword} must be a number`);
      rule[keyword] = value;
    } else if (keyword === 'enum') {
      for (const item of value as unknown[]) {
        if (item !== null && typeof item === 'object') throw new Error('enum of objects is not supported');
      }
      rule.enum = value as ValueRule['enum'];
    } else {
      (rule as Record<string, unknown>)[keyword] = value;
    }
  }
  return rule;
}

function names(root: RootSchema, schema: JsonSchema, nameOf: Map<JsonSchema, string>): string[] {
  return typedAlternatives(root, schema).map((variant) => nameOf.get(variant)!);
}

/** One node variant: its `allOf` parts merged (keys allowed by all, required by any). */
function nodeRule(root: RootSchema, variant: JsonSchema, nameOf: Map<JsonSchema, string>): NodeRule {
  const rule: NodeRule = { type: typeConstant(root, variant)!, required: [], properties: {} };
  let keys: Set<string> | undefined;
  let markNames: string[] | undefined;
  let markMax: number | undefined;
  for (const part of allOfParts(root, variant)) {
    for (const keyword of Object.keys(part)) {
      if (!NODE_KEYWORDS.has(keyword)) throw new Error(`node keyword "${keyword}" is not supported`);
    }
    const properties = part.properties ?? {};
    if (part.additionalProperties === false) {
      const own = new Set(Object.keys(properties));
      keys = keys ? new Set([...keys].filter((key) => own.has(key))) : own;
    }
    for (const name of part.required ?? []) if (!rule.required.includes(name)) rule.required.push(name);
    for (const [name, schema] of Object.entries(properties)) {
      const property = deref(root, schema);
      if (name === 'content') {
        mergeContent(rule, root, property, nameOf);
      } else if (name === 'marks') {
        const found = markRuleNames(root, property, nameOf);
        markNames = markNames === undefined || markNames.includes('*') ? found : intersect(markNames, found);
        if (property.maxItems !== undefined) markMax = Math.min(property.maxItems, markMax ?? Infinity);
      } else if (name === 'type' || !Object.hasOwn(rule.properties, name)) {
        rule.properties[name] = valueRule(root, property);
      } else {
        throw new Error(`${rule.type}: "${name}" is constrained by two allOf parts`);
      }
    }
  }
  if (keys) rule.keys = [...keys];
  if (markNames !== undefined) {
    rule.marks = markMax === undefined ? { names: markNames } : { names: markNames, maxItems: markMax };
  }
  return rule;
}

function intersect(a: string[], b: string[]): string[] {
  return b.includes('*') ? a : a.filter((name) => b.includes(name));
}

function markRuleNames(root: RootSchema, marks: JsonSchema, nameOf: Map<JsonSchema, string>): string[] {
  if (marks.items === undefined) return ['*'];
  if (Array.isArray(marks.items)) throw new Error('tuple marks are not supported');
  return names(root, marks.items, nameOf);
}

/** The last part that lists children refines the earlier ones (it must be a subset of them). */
function mergeContent(
  rule: NodeRule,
  root: RootSchema,
  content: JsonSchema,
  nameOf: Map<JsonSchema, string>,
): void {
  const previous = rule.content;
  const next: NonNullable<NodeRule['content']> = previous
    ? { ...previous }
    : { items: [], tuple: false, minItems: undefined, maxItems: undefined };
  if (content.minItems !== undefined) next.minItems = Math.max(content.minItems, next.minItems ?? 0);
  if (content.maxItems !== undefined) next.maxItems = Math.min(content.maxItems, next.maxItems ?? Infinity);
  if (content.items !== undefined) {
    const tuple = Array.isArray(content.items);
    const items = Array.isArray(content.items)
      ? content.items.map((item) => names(root, item, nameOf))
      : names(root, content.items, nameOf);
    if (previous && previous.items.length > 0) {
      const before = new Set(previous.items.flat());
      if (!items.flat().every((name) => before.has(name)))
        throw new Error(`${rule.type}: an allOf part widens the content of another`);
    }
    next.items = items;
    next.tuple = tuple;
  }
  if (next.minItems === undefined) delete next.minItems;
  if (next.maxItems === undefined) delete next.maxItems;
  rule.content = next;
}

/**
 * A raw node is checked as the variants its type has where it will stand: in the document when
 * the document may hold it (a raw block usually ends up there, or in a container of the same
 * variants), otherwise every variant of its type anywhere (inline nodes, list items, cells).
 */
function rootVariants(nodes: Record<string, NodeRule>, docName: string): Record<string, string[]> {
  const inDoc = new Map<string, string[]>();
  const anywhere = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, name: string) => {
    const type = nodes[name].type;
    const list = map.get(type) ?? [];
    if (!list.includes(name)) list.push(name);
    map.set(type, list);
  };
  for (const [name, rule] of Object.entries(nodes)) {
    for (const child of rule.content?.items.flat() ?? []) {
      add(anywhere, child);
      if (name === docName) add(inDoc, child);
    }
  }
  const roots: Record<string, string[]> = {};
  for (const type of [...anywhere.keys()].sort()) roots[type] = inDoc.get(type) ?? anywhere.get(type)!;
  return roots;
}

export function deriveNodeRules(root: RootSchema): ProfileNodeRules {
  const nameOf = new Map<JsonSchema, string>();
  for (const [name, schema] of Object.entries(root.definitions)) nameOf.set(schema, name);
  const nodes: Record<string, NodeRule> = {};
  const marks: Record<string, ValueRule> = {};
  const pending = typedAlternatives(root, root);
  const docName = nameOf.get(pending[0])!;
  const seen = new Set<JsonSchema>();
  while (pending.length > 0) {
    const variant = pending.shift()!;
    if (seen.has(variant)) continue;
    seen.add(variant);
    const name = nameOf.get(variant);
    if (!name) throw new Error(`a node variant is not a definition: ${JSON.stringify(variant).slice(0, 80)}`);
    const rule = nodeRule(root, variant, nameOf);
    nodes[name] = rule;
    for (const child of rule.content?.items.flat() ?? []) pending.push(root.definitions[child]);
    for (const mark of rule.marks?.names ?? []) {
      if (mark !== '*' && !Object.hasOwn(marks, mark)) marks[mark] = valueRule(root, root.definitions[mark]);
    }
  }
  return { nodes, marks, roots: rootVariants(nodes, docName) };
}
