import { markSlot } from '../../adf/marks.js';
import type { AdfMark } from '../../types.js';

const NONE: readonly OpenTag[] = [];

/** An open HTML tag whose mark is on the stack, to be popped by its closing tag. */
interface OpenTag {
  tag: string;
  markType: string;
  /** Where its mark is counted (markSlot). */
  slot: string;
  /** Its offset in the inline token's text (InlineState.locate makes it a position). */
  at: number;
  closed: boolean;
}

/**
 * The HTML tags opened in a paragraph: a closing tag ends the latest open tag of its name,
 * wherever it is in the nesting (`<b><i></b>`), found in one step whatever the depth. A module
 * of its own: the inline state (state.ts) keeps one, and html-tags.ts, which applies the tags,
 * names the inline state.
 */
export class OpenTags {
  /**
   * Every tag opened, in order, so unclosed ones are reported in source order. Both tables are
   * made on the first tag: most paragraphs have none.
   */
  private opened: OpenTag[] | undefined;
  private openByName: Map<string, OpenTag[]> | undefined;
  /** How many tags are open: a closing tag closes none when none is. */
  openCount = 0;
  /** The names of the tags dropped in this paragraph, each warned of once. */
  readonly warned = new Set<string>();

  open(tag: string, mark: AdfMark, at: number): void {
    const entry: OpenTag = { tag, markType: mark.type, slot: markSlot(mark), at, closed: false };
    this.opened ??= [];
    this.opened.push(entry);
    this.openByName ??= new Map();
    const stack = this.openByName.get(tag);
    if (stack) stack.push(entry);
    else this.openByName.set(tag, [entry]);
    this.openCount++;
  }

  /** Closes the latest open tag of this name; its mark's slot, or undefined when none is open. */
  close(tag: string): string | undefined {
    const entry = this.openByName?.get(tag)?.pop();
    if (!entry) return undefined;
    this.openCount--;
    entry.closed = true;
    return entry.slot;
  }

  /** Forgets every tag, for the next paragraph. */
  reset(): void {
    if (this.warned.size > 0) this.warned.clear();
    if (this.opened === undefined || this.opened.length === 0) return;
    this.openCount = 0;
    this.opened.length = 0;
    this.openByName!.clear();
  }

  unclosed(): readonly Readonly<OpenTag>[] {
    // Asked at the end of every paragraph: most opened none, and get no new array.
    return this.opened && this.opened.length > 0 ? this.opened.filter((entry) => !entry.closed) : NONE;
  }
}
