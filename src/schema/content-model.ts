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
  /** Whether some allowed set holds every one of these marks' types (no allocation: the converter's hot path). */
  fitsMarks(parent: string, child: string, marks: readonly { type: string }[]): boolean;
  /** True when `child` inside `parent` may carry exactly these mark types. */
  allowsMarks(parent: string, child: string, markTypes: readonly string[]): boolean;
  /** Child node types allowed in `parent`, in schema order; [] for leaves and unknown types. */
  children(parent: string): string[];
  minItems(parent: string): number;
  /**
   * `minItems`, but at least one for a container of blocks (table rows aside): the loosest schema variant of
   * `layoutSection` takes zero columns, which no editor shows and its stricter variants refuse.
   * The repair pass omits a container left with fewer.
   */
  meaningfulMinItems(parent: string): number;
  nodeTypes(): string[];
}

export const ANY_MARKS = '*';

interface Entry {
  minItems: number;
  meaningful: number;
  children: ReadonlyMap<string, MarkSets>;
}

function build(model: ProfileContentModel): ContentModel {
  // Maps, not the parsed objects: node types come from user documents ("__proto__", "toString").
  const entries = new Map<string, Entry>(
    Object.entries(model).map(([type, entry]) => {
      const children = new Map(Object.entries(entry.children));
      // A row whose cells are all covered by rowspans rightly holds none.
      const blocks =
        entry.minItems === 0 && children.size > 0 && !children.has('text') && type !== 'tableRow';
      return [type, { minItems: entry.minItems, meaningful: blocks ? 1 : entry.minItems, children }];
    }),
  );
  const markSets = (parent: string, child: string) => entries.get(parent)?.children.get(child);
  return {
    allows: (parent, child) => markSets(parent, child) !== undefined,
    markSets: (parent, child) => markSets(parent, child)?.map((set) => [...set]),
    fitsMarks: (parent, child, marks) => {
      const sets = markSets(parent, child);
      if (!sets) return false;
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
    },
    allowsMarks: (parent, child, markTypes) =>
      (markSets(parent, child) ?? []).some(
        (set) => set.includes(ANY_MARKS) || markTypes.every((type) => set.includes(type)),
      ),
    children: (parent) => [...(entries.get(parent)?.children.keys() ?? [])],
    minItems: (parent) => entries.get(parent)?.minItems ?? 0,
    meaningfulMinItems: (parent) => entries.get(parent)?.meaningful ?? 0,
    nodeTypes: () => [...entries.keys()],
  };
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
