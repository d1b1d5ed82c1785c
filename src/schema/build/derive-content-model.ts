import {
  allOfParts,
  deref,
  type JsonSchema,
  type RootSchema,
  typeConstant,
  typedAlternatives,
} from '../json-schema.js';

/** Allowed mark-type sets of one child in one parent; `['*']` means any marks. */
export type MarkSets = string[][];

export interface NodeContentModel {
  minItems: number;
  children: Record<string, MarkSets>;
  /**
   * Child type → how many children such a child may have here, `[min, max]` (max null: no
   * bound), where that is stricter than the child type allows anywhere: the variants a parent
   * lists can be stricter than the loosest variant (at the top level a layout section has 2 or 3
   * columns, inside a synced block any number).
   */
  counts?: Record<string, [number, number | null]>;
}

export type ProfileContentModel = Record<string, NodeContentModel>;

const ANY_MARKS = '*';

interface ContentConstraint {
  minItems: number;
  maxItems: number;
  /** Child variants, in schema order. */
  items: JsonSchema[];
}

/**
 * The content constraint of one node variant. In ADF's `allOf` variants the last part that
 * speaks about `content` is the refinement (e.g. `mediaSingle_caption_node` over
 * `mediaSingle_node`), so it wins; `minItems` takes the strictest of the parts.
 */
function contentConstraint(root: RootSchema, variant: JsonSchema): ContentConstraint | undefined {
  let items: JsonSchema[] | undefined;
  let minItems = 0;
  let maxItems = Number.POSITIVE_INFINITY;
  for (const part of allOfParts(root, variant)) {
    const declared = part.properties?.content;
    if (!declared) continue;
    const content = deref(root, declared);
    minItems = Math.max(minItems, content.minItems ?? 0);
    maxItems = Math.min(maxItems, content.maxItems ?? Number.POSITIVE_INFINITY);
    if (content.items === undefined) continue;
    const itemSchemas = Array.isArray(content.items) ? content.items : [content.items];
    items = itemSchemas.flatMap((item) => typedAlternatives(root, item));
  }
  return items ? { minItems, maxItems, items } : undefined;
}

type MarkConstraint = string[] | typeof ANY_MARKS;

function markConstraintOfPart(root: RootSchema, part: JsonSchema): MarkConstraint | undefined {
  const marks = part.properties?.marks;
  if (!marks) return undefined;
  const resolved = deref(root, marks);
  if (resolved.maxItems === 0) return [];
  if (resolved.items === undefined) return ANY_MARKS;
  const itemSchemas = Array.isArray(resolved.items) ? resolved.items : [resolved.items];
  return itemSchemas
    .flatMap((item) => typedAlternatives(root, item))
    .map((mark) => typeConstant(root, mark)!);
}

/** The mark types one child variant accepts: the intersection over its `allOf` parts. */
function markSetOf(root: RootSchema, variant: JsonSchema): string[] {
  let result: MarkConstraint | undefined;
  for (const part of allOfParts(root, variant)) {
    const constraint = markConstraintOfPart(root, part);
    if (constraint === undefined) continue;
    if (result === undefined || result === ANY_MARKS) result = constraint;
    else if (constraint !== ANY_MARKS) result = result.filter((type) => constraint.includes(type));
  }
  if (result === undefined) return [];
  return result === ANY_MARKS ? [ANY_MARKS] : [...new Set(result)];
}

function addMarkSet(sets: MarkSets, set: string[]): void {
  const key = JSON.stringify(set);
  if (!sets.some((existing) => JSON.stringify(existing) === key)) sets.push(set);
}

/**
 * For every node type reachable from `doc` through `content`: which child node types it may
 * contain, with which mark sets each, and its minimum number of children. Variants of the
 * same node type (e.g. `paragraph_with_no_marks_node`, `paragraph_with_alignment_node`) are
 * merged: children are the union, `minItems` the smallest among the variants that constrain
 * their content at all (the bare `mediaSingle_node`, listed in one parent, says nothing about
 * its content; counting it as 0 would hide that every other mediaSingle needs its media).
 */
export function deriveContentModel(root: RootSchema): ProfileContentModel {
  const model = new Map<string, NodeContentModel>();
  /** Parent type → child type → the loosest range among the child variants the parent lists. */
  const ranges = new Map<string, Map<string, [number, number]>>();
  const loosestMax = new Map<string, number>();
  const visited = new Set<JsonSchema>();
  const pending = typedAlternatives(root, root);
  while (pending.length > 0) {
    const variant = pending.shift()!;
    if (visited.has(variant)) continue;
    visited.add(variant);
    const nodeType = typeConstant(root, variant)!;
    const constraint = contentConstraint(root, variant);
    let entry = model.get(nodeType);
    if (!entry) {
      entry = { minItems: Number.POSITIVE_INFINITY, children: {} };
      model.set(nodeType, entry);
    }
    if (constraint) {
      entry.minItems = Math.min(entry.minItems, constraint.minItems);
      loosestMax.set(nodeType, Math.max(loosestMax.get(nodeType) ?? 0, constraint.maxItems));
    }
    for (const child of constraint?.items ?? []) {
      const childType = typeConstant(root, child)!;
      const sets = Object.hasOwn(entry.children, childType) ? entry.children[childType] : [];
      entry.children[childType] = sets;
      addMarkSet(sets, markSetOf(root, child));
      pending.push(child);
      const own = contentConstraint(root, child);
      if (!own) continue;
      const byChild = ranges.get(nodeType) ?? new Map<string, [number, number]>();
      ranges.set(nodeType, byChild);
      const range = byChild.get(childType);
      byChild.set(
        childType,
        range
          ? [Math.min(range[0], own.minItems), Math.max(range[1], own.maxItems)]
          : [own.minItems, own.maxItems],
      );
    }
  }
  const sorted: ProfileContentModel = {};
  for (const nodeType of [...model.keys()].sort()) {
    const entry = model.get(nodeType)!;
    if (entry.minItems === Number.POSITIVE_INFINITY) entry.minItems = 0;
    sorted[nodeType] = entry;
  }
  for (const [parent, byChild] of ranges) {
    for (const [child, [min, max]] of byChild) {
      if (min <= (sorted[child]?.minItems ?? 0) && max >= (loosestMax.get(child) ?? 0)) continue;
      const entry = sorted[parent]!;
      entry.counts = { ...entry.counts, [child]: [min, max === Number.POSITIVE_INFINITY ? null : max] };
    }
  }
  return sorted;
}
