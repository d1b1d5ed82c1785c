import type { Profile } from '../types.js';
import type { MarkSets, ProfileContentModel } from './build/derive-content-model.js';
import generated from './generated/content-model.js';

/**
 * Which node may contain which, with which marks, per profile: read from
 * `generated/content-model.js`, which scripts/build-schemas.ts derives from the two schemas.
 * The converter's repair pass and the validator's error messages ask it.
 */
export interface ContentModel {
  allows(parent: string, child: string): boolean;
  /** Allowed mark-type sets of `child` inside `parent` (`['*']` = any marks); undefined when not allowed. */
  markSets(parent: string, child: string): string[][] | undefined;
  /** True when `child` inside `parent` may carry exactly these mark types. */
  allowsMarks(parent: string, child: string, markTypes: readonly string[]): boolean;
  /** Child node types allowed in `parent`, in schema order; [] for leaves and unknown types. */
  children(parent: string): string[];
  minItems(parent: string): number;
  /**
   * `minItems`, but at least one where some parent needs the node to hold something: the
   * loosest variant of `layoutSection` (in a synced block) takes zero columns, the one the
   * document takes two. The repair pass omits a container left with fewer.
   */
  meaningfulMinItems(parent: string): number;
  /**
   * How many children `child` may hold inside `parent`, where that is stricter than `child`'s
   * own `minItems` (a layout section in the document: 2 to 3 columns); max null: no bound.
   */
  countRange(parent: string, child: string): readonly [number, number | null] | undefined;
  nodeTypes(): string[];
  /**
   * Everything above about children of `parent` in one record, looked up once per container:
   * the build checks every container it closes (fit-ahead.ts), so three lookups of the same
   * type cost more than the check of a paragraph's text.
   */
  rules(parent: string): NodeRules | undefined;
  /** `rules` of every type, for callers that look one up for every container they check. */
  readonly byType: ReadonlyMap<string, NodeRules>;
}

/** What one container type may hold (`ContentModel.rules`). */
export interface NodeRules {
  /** The container type these rules are of. */
  readonly type: string;
  readonly minItems: number;
  /** `meaningfulMinItems`. */
  readonly meaningful: number;
  /** Child type → its mark sets here. */
  readonly children: ReadonlyMap<string, MarkSets>;
  /** Child type → how many children it may hold here (`countRange`), where any. */
  readonly counts: ReadonlyMap<string, CountRange> | undefined;
  /**
   * Child type → all the checks of such a child here, found by one lookup: the build reads
   * every child once, and two or three lookups of the same type cost more than its check.
   */
  readonly kids: ReadonlyMap<string, ChildRule>;
  /** Child types `kidRule` found here, in the order first asked (up to KIDS_SEEN), and their rules. */
  readonly seen: string[];
  readonly seenRules: Array<ChildRule | undefined>;
}

/** What a child of one type may be inside one parent (`NodeRules.kids`). */
export interface ChildRule {
  /** Its mark sets (`markSets`). */
  readonly sets: MarkSets;
  /** The same as bits (`marksFit`). */
  readonly bits: MarkBits | undefined;
  /** How many children it may hold here (`countRange`); undefined: its own minimum only. */
  readonly range: CountRange | undefined;
  /** The child type's own rules, where it is a container (the build opens it with them: ConvertContext.open). */
  readonly own: NodeRules | undefined;
}

/**
 * `rules.kids.get(type)`, remembered per parent type: the build asks it of every child and of
 * every container it opens, and a container's children are of a few types, mostly the first
 * asked (a list's items, a paragraph's text, the doc's headings and paragraphs). Comparing a few
 * node types (strings V8 compares by reference) costs about half of the Map's hashing, which was
 * the largest part of a paragraph's check.
 */
export function kidRule(rules: NodeRules, type: string): ChildRule | undefined {
  const seen = rules.seen;
  for (let i = 0; i < seen.length; i++) if (seen[i] === type) return rules.seenRules[i];
  const rule = rules.kids.get(type);
  // Only types the parent takes: a document's unknown types never take the places.
  if (rule !== undefined && seen.length < KIDS_SEEN) {
    seen.push(type);
    rules.seenRules.push(rule);
  }
  return rule;
}

/** Enough for the doc's common children (heading, paragraph, lists, code, quote, table, rule). */
const KIDS_SEEN = 8;

export const ANY_MARKS = '*';

interface Entry extends NodeRules {
  meaningful: number;
}

interface Kid extends ChildRule {
  own: NodeRules | undefined;
}

function build(model: ProfileContentModel): ContentModel {
  // Maps, not the parsed objects: node types come from user documents ("__proto__", "toString").
  const entries = new Map<string, Entry>(
    Object.entries(model).map(([type, entry]) => {
      const counts = entry.counts ? new Map(Object.entries(entry.counts)) : undefined;
      const kids = Object.entries(entry.children).map(([child, sets]): [string, Kid] => [
        child,
        { sets, bits: markBits(sets), range: counts?.get(child), own: undefined },
      ]);
      return [
        type,
        {
          type,
          seen: [],
          seenRules: [],
          minItems: entry.minItems,
          meaningful: entry.minItems,
          children: new Map(Object.entries(entry.children)),
          kids: new Map(kids),
          counts,
        },
      ];
    }),
  );
  for (const parent of entries.values()) {
    for (const [type, [min]] of parent.counts ?? []) {
      const child = entries.get(type);
      if (child) child.meaningful = Math.max(child.meaningful, Math.min(min, 1));
    }
    for (const [type, kid] of parent.kids) (kid as Kid).own = entries.get(type);
  }
  const markSets = (parent: string, child: string) => entries.get(parent)?.children.get(child);
  return {
    allows: (parent, child) => markSets(parent, child) !== undefined,
    markSets: (parent, child) => markSets(parent, child)?.map((set) => [...set]),
    allowsMarks: (parent, child, markTypes) =>
      (markSets(parent, child) ?? []).some(
        (set) => set.includes(ANY_MARKS) || markTypes.every((type) => set.includes(type)),
      ),
    children: (parent) => [...(entries.get(parent)?.children.keys() ?? [])],
    minItems: (parent) => entries.get(parent)?.minItems ?? 0,
    meaningfulMinItems: (parent) => entries.get(parent)?.meaningful ?? 0,
    countRange: (parent, child) => entries.get(parent)?.counts?.get(child),
    nodeTypes: () => [...entries.keys()],
    rules: (parent) => entries.get(parent),
    byType: entries,
  };
}

type CountRange = readonly [number, number | null];

/** Whether `child` holds as many children as `range` lets it (no range: any number). */
export function countFits(range: CountRange | undefined, child: { content?: readonly unknown[] }): boolean {
  if (!range) return true;
  const count = child.content?.length ?? 0;
  return count >= range[0] && (range[1] === null || count <= range[1]);
}

/**
 * A child's mark sets in one parent as bits: mark type → which of the sets hold it (bit i: set
 * i), or true where a set takes any marks. Marks fit where the bits of all of them share one
 * (`marksFit`): a lookup a mark, derived once from the sets, where reading every set for every
 * marked node was most of what the build's check of a paragraph cost.
 */
export type MarkBits = ReadonlyMap<string, number> | true;

function markBits(sets: MarkSets): MarkBits | undefined {
  if (sets.some((set) => set.includes(ANY_MARKS))) return true;
  // More sets than bits in a number (no schema has more than four): `setsFit` reads them.
  if (sets.length > 30) return undefined;
  const bits = new Map<string, number>();
  sets.forEach((set, i) => {
    for (const type of set) bits.set(type, (bits.get(type) ?? 0) | (1 << i));
  });
  return bits;
}

/** `setsFit`, asked of the sets' `MarkBits`. */
export function marksFit(
  sets: MarkSets,
  bits: MarkBits | undefined,
  marks: readonly { type: string }[],
): boolean {
  if (bits === undefined) return setsFit(sets, marks);
  if (bits === true) return true;
  let shared = -1;
  for (let i = 0; i < marks.length && shared !== 0; i++) shared &= bits.get(marks[i].type) ?? 0;
  return shared !== 0;
}

/** Whether some set holds every one of these marks' types (no allocation: the converter's hot path). */
export function setsFit(sets: MarkSets, marks: readonly { type: string }[]): boolean {
  for (const set of sets) {
    if (set.includes(ANY_MARKS)) return true;
    let all = true;
    for (const mark of marks) {
      if (!set.includes(mark.type)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

// A Map: every container the build closes asks for its profile's model.
const MODELS = new Map<string, ContentModel>([
  ['extended', build(generated.extended)],
  ['atlassian', build(generated.atlassian)],
]);

export function contentModel(profile: Profile = 'extended'): ContentModel {
  const model = MODELS.get(profile);
  if (!model) throw new RangeError(`unknown profile "${profile}" (expected extended or atlassian)`);
  return model;
}
