/**
 * What the converter knows about a node (its source line, the markup that opened it), kept
 * beside the tree, never in it. Nearly every block records an entry, but entries are read
 * only for diagnostics, which most documents have few of or none: a write appends the node and
 * its value to one array. A read searches the entries written since the last index from the end
 * (the node asked for is most often the one just written or still open); once reads have
 * searched `SEARCHES` times as many entries as there are, those entries go into the Map that
 * answers the rest, so many reads stay linear. A Map entry per node (hashing, growing and
 * rehashing a table of every node) cost more than the handlers that made the nodes, and
 * indexing every node on a document's first diagnostics was most of what a table cost.
 */
export class NodeTable<V extends number | string> {
  private map: Map<object, V> | undefined;
  /** Node, value, node, value: written since the last index, later writes win. */
  private readonly tail: Array<object | V> = [];
  /** Entries read through by searches since the last index. */
  private searched = 0;

  set(node: object, value: V): void {
    this.tail.push(node, value);
  }

  get(node: object): V | undefined {
    const i = this.find(node);
    return i >= 0 ? (this.tail[i + 1] as V) : this.map?.get(node);
  }

  has(node: object): boolean {
    return this.find(node) >= 0 || this.map?.has(node) === true;
  }

  /** Index of the node's last write among the unindexed entries, else -1. */
  private find(node: object): number {
    const tail = this.tail;
    const end = tail.length;
    if (end === 0) return -1;
    if (this.searched > SEARCHES * end) {
      this.index();
      return -1;
    }
    // Values are numbers and strings, never a node, so only the nodes' slots are compared.
    let i = end - 2;
    while (i >= 0 && tail[i] !== node) i -= 2;
    this.searched += end - (i >= 0 ? i : 0);
    return i;
  }

  private index(): void {
    const tail = this.tail;
    this.map ??= new Map();
    const map = this.map;
    for (let i = 0; i < tail.length; i += 2) map.set(tail[i] as object, tail[i + 1] as V);
    tail.length = 0;
    this.searched = 0;
  }
}

/**
 * Comparing an entry with the node asked for costs about a hundredth of putting it in a Map (a
 * hash made for each node, a table grown and rehashed), and a miss (a text node's line asked
 * for) reads every entry: at a handful of diagnostics a document, indexing cost more than the
 * searches it saved. Searching this many times the entries still keeps many reads linear.
 */
const SEARCHES = 32;
