import type { AdfNode } from '../types.js';

/**
 * Inline runs the build made fitting: the inline conversion checks each node as it makes it,
 * with the fit pass's own test (`leafFits`), and a run whose every node passed is recorded here
 * with its block's type. The fit pass then places such a block in its parent without walking its
 * children, which it would only keep one by one, reporting nothing: most of a document's nodes
 * are the text of its paragraphs, and walking them was most of what the pass cost.
 *
 * A record holds only while the block has the type and its array the length they had when the
 * run was made. Whatever changes a run later changes one of them (a footnote's back link is
 * appended, a paragraph becomes a decision or a card, a smart link replaces the array), and the
 * fit pass then walks that block as any other.
 *
 * The records are a list in the order the runs were made, read with a cursor: the fit pass
 * reaches blocks in document order, which is the order the build made them in, so the run asked
 * for is nearly always the next one, and looking a few further covers a block the build made out
 * of order (a nested run, a block moved). A run not found is only walked. A Map keyed by the
 * arrays cost more than this whole table: a hash made for every array, a table grown and rehashed.
 */
export class CheckedRuns {
  /** Content array, block type, length: three slots a run. */
  private readonly runs: Array<readonly AdfNode[] | string | number> = [];
  private cursor = 0;

  add(content: readonly AdfNode[], type: string): void {
    this.runs.push(content, type, content.length);
  }

  /** Whether `node`'s children are a run that fitted when made, unchanged since. */
  holds(node: AdfNode): boolean {
    const content = node.content;
    if (content === undefined) return false;
    const runs = this.runs;
    const end = Math.min(runs.length, this.cursor + LOOK_AHEAD * 3);
    for (let i = this.cursor; i < end; i += 3) {
      if (runs[i] !== content) continue;
      this.cursor = i + 3;
      return runs[i + 1] === node.type && runs[i + 2] === content.length;
    }
    return false;
  }
}

/** How many runs past the cursor are looked at: blocks made out of order are few and near. */
const LOOK_AHEAD = 4;
