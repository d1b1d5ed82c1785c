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
  /** The allowed children of `parent` with their mark sets, looked up once per container by the repair pass. */
  childSets(parent: string): ReadonlyMap<string, MarkSets> | undefined;
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
  /** Every `countRange` of `parent`'s children, looked up once per container by the repair pass. */
  childCounts(parent: string): ReadonlyMap<string, CountRange> | undefined;
  nodeTypes(): string[];
  /**
   * Everything above about children of `parent` in one record, looked up once per container:
   * the build checks every container it closes (fit-ahead.ts), so three lookups of the same
   * type cost more than the check of a paragraph's text.
   */
  rules(parent: string): NodeRules | undefined;
}

/** What one container type may hold (`ContentModel.rules`). */
export interface NodeRules {
  readonly minItems: number;
  /** `meaningfulMinItems`. */
  readonly meaningful: number;
  /** `childSets`. */
  readonly children: ReadonlyMap<string, MarkSets>;
  /** `childCounts`. */
  readonly counts: ReadonlyMap<string, CountRange> | undefined;
}

export const ANY_MARKS = '*';

interface Entry extends NodeRules {
  meaningful: number;
}

function build(model: ProfileContentModel): ContentModel {
  // Maps, not the parsed objects: node types come from user documents ("__proto__", "toString").
  const entries = new Map<string, Entry>(
    Object.entries(model).map(([type, entry]) => [
      type,
      {
        minItems: entry.minItems,
        meaningful: entry.minItems,
        children: new Map(Object.entries(entry.children)),
        counts: entry.counts ? new Map(Object.entries(entry.counts)) : undefined,
      },
    ]),
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
    childSets: (parent) => entries.get(parent)?.children,
    markSets: (parent, child) => markSets(parent, child)?.map((set) => [...set]),
    allowsMarks: (parent, child, markTypes) =>
      (markSets(parent, child) ?? []).some(
        (set) => set.includes(ANY_MARKS) || markTypes.every((type) => set.includes(type)),
      ),
    children: (parent) => [...(entries.get(parent)?.children.keys() ?? [])],
    minItems: (parent) => entries.get(parent)?.minItems ?? 0,
    meaningfulMinItems: (parent) => entries.get(parent)?.meaningful ?? 0,
    countRange: (parent, child) => entries.get(parent)?.counts?.get(child),
    childCounts: (parent) => entries.get(parent)?.counts,
    nodeTypes: () => [...entries.keys()],
    rules: (parent) => entries.get(parent),
  };
}

type CountRange = readonly [number, number | null];

/** Whether `child` holds as many children as `range` lets it (no range: any number). */
export function countFits(range: CountRange | undefined, child: { content?: readonly unknown[] }): boolean {
  if (!range) return true;
  const count = child.content?.length ?? 0;
  return count >= range[0] && (range[1] === null || count <= range[1]);
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

const MODELS: Record<Profile, ContentModel> = {
  extended: build(generated.extended),
  atlassian: build(generated.atlassian),
};

export function contentModel(profile: Profile = 'extended'): ContentModel {
  const model = Object.hasOwn(MODELS, profile) ? MODELS[profile] : undefined;
  if (!model) throw new RangeError(`unknown profile "${profile}" (expected extended or atlassian)`);
  return model;
}
