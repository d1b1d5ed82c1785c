/**
 * What the converter knows about a node (its source line, the markup that opened it), kept
 * beside the tree, never in it. Nearly every block records an entry, but entries are read
 * only for diagnostics, which most documents have few of or none: a write puts the node and its
 * value in the next two slots of a chunk. A read searches the entries written since the last
 * index from the end (the node asked for is most often the one just written or still open);
 * once reads have searched `SEARCHES` times as many entries as there are, those entries go into
 * the Map that answers the rest, so many reads stay linear. A Map entry per node (hashing,
 * growing and rehashing a table of every node) cost more than the handlers that made the nodes,
 * and indexing every node on a document's first diagnostics was most of what a table cost.
 *
 * Chunks, not one array: an array that grows is copied into one half again as large each time,
 * so a document's entries cost about three times their size in copies, which made the tables
 * the build's largest allocation. Chunks are never copied; each is twice the size of the one
 * before (up to `MAX_CHUNK`), so a table written by few nodes stays small.
 */
export class NodeTable<V extends number | string> {
  private map: Map<object, V> | undefined;
  /** Node, value, node, value: written since the last index, later writes win; `fill` slots of it used. */
  private chunk: Array<object | V> = NO_SLOTS;
  private fill = 0;
  /** The full chunks before `chunk`, oldest first. */
  private full: Array<Array<object | V>> | undefined;
  /** Entries read through by searches since the last index. */
  private searched = 0;
  /** Where `find` found its node in the chunk it returned. */
  private foundAt = 0;
  /** Slots of the next chunk: each twice the one before, up to MAX_CHUNK. */
  private next = FIRST_CHUNK;

  set(node: object, value: V): void {
    let chunk = this.chunk;
    let at = this.fill;
    if (at === chunk.length) {
      chunk = this.grow();
      at = 0;
    }
    chunk[at] = node;
    chunk[at + 1] = value;
    this.fill = at + 2;
  }

  get(node: object): V | undefined {
    const chunk = this.find(node);
    return chunk !== undefined ? (chunk[this.foundAt + 1] as V) : this.map?.get(node);
  }

  /** A new chunk for `set`, the full one kept for reads. */
  private grow(): Array<object | V> {
    const last = this.chunk;
    if (last !== NO_SLOTS) {
      this.full ??= [];
      this.full.push(last);
    }
    const size = this.next;
    this.next = Math.min(size * 2, MAX_CHUNK);
    // Holes are never read: `fill` bounds the last chunk, and every other one is full.
    const chunk = new Array<object | V>(size);
    this.chunk = chunk;
    return chunk;
  }

  /** The chunk holding the node's last write among the unindexed entries (at `foundAt`), else undefined. */
  private find(node: object): Array<object | V> | undefined {
    const full = this.full;
    let slots = this.fill;
    for (const chunk of full ?? NO_CHUNKS) slots += chunk.length;
    if (slots === 0) return undefined;
    if (this.searched > SEARCHES * slots) {
      this.index();
      return undefined;
    }
    // Values are numbers and strings, never a node, so only the nodes' slots are compared.
    let read = 0;
    let chunk = this.chunk;
    let end = this.fill;
    let c = full === undefined ? 0 : full.length;
    for (;;) {
      let i = end - 2;
      while (i >= 0 && chunk[i] !== node) i -= 2;
      if (i >= 0) {
        this.searched += read + end - i;
        this.foundAt = i;
        return chunk;
      }
      read += end;
      if (c === 0) break;
      chunk = full![--c];
      end = chunk.length;
    }
    this.searched += read;
    return undefined;
  }

  private index(): void {
    this.map ??= new Map();
    const map = this.map;
    for (const chunk of this.full ?? NO_CHUNKS) {
      for (let i = 0; i < chunk.length; i += 2) map.set(chunk[i] as object, chunk[i + 1] as V);
    }
    const chunk = this.chunk;
    for (let i = 0; i < this.fill; i += 2) map.set(chunk[i] as object, chunk[i + 1] as V);
    this.full = undefined;
    this.chunk = NO_SLOTS;
    this.fill = 0;
    this.searched = 0;
  }
}

/** The chunk of a table not written yet: full at once, so the first write makes a real one. */
const NO_SLOTS: never[] = [];
const NO_CHUNKS: never[] = [];
/** Slots (two an entry): the first chunk holds a small document's blocks, the largest stays out of the large-object space. */
const FIRST_CHUNK = 64;
const MAX_CHUNK = 8192;

/**
 * Comparing an entry with the node asked for costs about a hundredth of putting it in a Map (a
 * hash made for each node, a table grown and rehashed), and a miss (a text node's line asked
 * for) reads every entry: at a handful of diagnostics a document, indexing cost more than the
 * searches it saved. Searching this many times the entries still keeps many reads linear.
 */
const SEARCHES = 32;
