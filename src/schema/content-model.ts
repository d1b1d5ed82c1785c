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
  /** Everything above about children of `parent` in one record, looked up once per container (fit.ts). */
  rules(parent: string): NodeRules | undefined;
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
  /** Child type → all the checks of such a child here, found by one lookup. */
  readonly kids: ReadonlyMap<string, ChildRule>;
}

/** What a child of one type may be inside one parent (`NodeRules.kids`). */
export interface ChildRule {
  /** Its mark sets (`markSets`). */
  readonly sets: MarkSets;
  /** The same as bits (`marksFit`). */
  readonly bits: MarkBits | undefined;
  /** How many children it may hold here (`countRange`); undefined: its own minimum only. */
  readonly range: CountRange | undefined;
}

export const ANY_MARKS = '*';

interface Entry extends NodeRules {
  meaningful: number;
}

function build(model: ProfileContentModel): ContentModel {
  // Maps, not the parsed objects: node types come from user documents ("__proto__", "toString").
  const entries = new Map<string, Entry>(
    Object.entries(model).map(([type, entry]) => {
      const counts = entry.counts ? new Map(Object.entries(entry.counts)) : undefined;
      const kids = Object.entries(entry.children).map(([child, sets]): [string, ChildRule] => [
        child,
        { sets, bits: markBits(sets), range: counts?.get(child) },
      ]);
      return [
        type,
        {
          type,
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
  };
}

type CountRange = readonly [number, number | null];

/**
 * Whether a leaf (a text, a mention, a hard break) may stand exactly as it is where `rule` is its
 * type's rule in the parent (`NodeRules.kids`; undefined: not allowed there): allowed, with marks
 * that combine there, and not an empty text. The inline conversion asks it of each node it makes
 * (convert/inline/state.ts), so that the fit pass need not walk a run of them.
 */
export function leafFits(rule: ChildRule | undefined, node: AdfLeaf): boolean {
  if (rule === undefined || node.content !== undefined || !countFits(rule.range, node)) return false;
  if (node.type === 'text' && !node.text) return false;
  const marks = node.marks;
  return marks === undefined || marks.length === 0 || marksFit(rule.sets, rule.bits, marks);
}

interface AdfLeaf {
  type: string;
  text?: string;
  content?: readonly unknown[];
  marks?: readonly { type: string }[];
}

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

// A Map: every container the build closes asks for its profile's model. Each is built on its
// profile's first use, not at load: a process converts with one profile, mostly.
const MODELS = new Map<string, ContentModel>();
/** The model asked for last: every inline run asks, and one process converts with one profile, mostly. */
let lastProfile: string | undefined;
let lastModel: ContentModel | undefined;

export function contentModel(profile: Profile = 'extended'): ContentModel {
  if (profile === lastProfile) return lastModel!;
  let model = MODELS.get(profile);
  if (model === undefined) {
    if (profile !== 'extended' && profile !== 'atlassian')
      throw new RangeError(`unknown profile "${profile}" (expected extended or atlassian)`);
    model = build(generated[profile]);
    MODELS.set(profile, model);
  }
  lastProfile = profile;
  lastModel = model;
  return model;
}
