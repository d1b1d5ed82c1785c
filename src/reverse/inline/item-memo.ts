import { longestRunFirst } from '../../adf/mark-nesting.js';
import type { AdfMark, AdfNode } from '../../types.js';
import { asTag, delimitersOf, type EmphasisChar } from './mark-syntax.js';
import type { Item } from './items.js';

/**
 * What the inline writer derives from one item, kept for the whole run. A run is rendered and
 * read back up to twice per round, for up to MAX_ROUNDS rounds and a last attempt (phrasing.ts):
 * deriving the keys, escapes, code spans and node comments of every item on each attempt made a
 * wide paragraph cost tens of microseconds a text node. Every value here is a pure function of
 * the item and of the request, which stays the same for the run; an item that changes between
 * rounds is a new object, with entries of its own.
 */
export interface TextFacts {
  /** The marks written as delimiters or elements (all but `code`), and their keys (markKey). */
  delimited: AdfMark[];
  keys: string[];
  isCode: boolean;
  /** The text node the run is meant to read back as. */
  node: AdfNode;
  /** The text as written, by the flags of its place (escapeText). */
  escaped: Array<string | undefined>;
  /** The text as inline code (math or a code span), for an item with `code`. */
  code?: string;
  /** The opening and closing text of each delimited mark, by emphasis character. */
  delimiters: Partial<Record<EmphasisChar, Array<[open: string, close: string]>>>;
}

export interface AtomFacts {
  comment: string;
  readBack: readonly AdfNode[];
}

/** A mark written as its HTML element is another mark for the writer: `*` does not close `<em>`. */
export const markKey = (mark: AdfMark, tags: boolean | undefined): string =>
  (asTag(mark, tags) ? 'tag ' : '') + JSON.stringify(mark);

/** The facts of a run's items, by position; an item replaced between rounds gets new ones. */
export class ItemMemo {
  private readonly owners: Array<Item | undefined> = [];
  private readonly texts: Array<TextFacts | undefined> = [];
  private readonly atoms = new Map<Item, AtomFacts>();

  /** The facts of the text item at `index` of `items`. */
  text(items: readonly Item[], index: number): TextFacts {
    const item = items[index] as Extract<Item, { kind: 'text' }>;
    if (this.owners[index] === item) return this.texts[index]!;
    const delimited = item.marks.filter((m) => m.type !== 'code');
    const facts: TextFacts = {
      delimited,
      keys: delimited.map((m) => markKey(m, item.tags)),
      isCode: delimited.length < item.marks.length,
      node: { type: 'text', text: item.text, marks: item.marks },
      escaped: [],
      delimiters: {},
    };
    this.owners[index] = item;
    this.texts[index] = facts;
    return facts;
  }

  atom(item: Item, make: () => AtomFacts): AtomFacts {
    let facts = this.atoms.get(item);
    if (!facts) {
      facts = make();
      this.atoms.set(item, facts);
    }
    return facts;
  }
}

function runLength(items: readonly Item[], from: number, key: string, memo: ItemMemo): number {
  let n = 0;
  for (let j = from; j < items.length; j++) {
    const item = items[j];
    if (item.kind === 'text' && memo.text(items, j).keys.includes(key)) n++;
    else if (item.kind !== 'break') break;
  }
  return n;
}

/**
 * The indices (in `keys`) of the marks the text at `i` opens, outermost first: those not open
 * yet, a mark whose run lasts longer first (mark-nesting.ts).
 */
export function toOpenAt(
  items: readonly Item[],
  i: number,
  keys: readonly string[],
  open: ReadonlyArray<{ key: string }>,
  memo: ItemMemo,
): readonly number[] {
  if (keys.length === 0) return NONE;
  const pending: number[] = [];
  for (let k = 0; k < keys.length; k++) if (!open.some((o) => o.key === keys[k])) pending.push(k);
  return pending.length < 2 ? pending : longestRunFirst(pending, (k) => runLength(items, i, keys[k], memo));
}

const NONE: readonly number[] = [];

/** The opening and closing text of each delimited mark of a text, as written with `em`. */
export function delimitersFor(
  facts: TextFacts,
  em: EmphasisChar,
  tags: boolean | undefined,
): Array<[string, string]> {
  let delimiters = facts.delimiters[em];
  if (!delimiters) {
    delimiters = facts.delimited.map((mark) => delimitersOf(mark, em, asTag(mark, tags)));
    facts.delimiters[em] = delimiters;
  }
  return delimiters;
}
