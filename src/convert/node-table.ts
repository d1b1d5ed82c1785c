/**
 * What the converter knows about a node (its source line, the markup that opened it), kept
 * beside the tree, never in it. Nearly every block records an entry, but entries are read
 * only for diagnostics, which most documents never have: a write appends to two arrays, and
 * the Map that answers reads is filled from them on the first read after a write. A Map entry
 * per node (hashing, growing and rehashing a table of every node) cost more than the handlers
 * that made the nodes.
 */
export class NodeTable<V> {
  private readonly map = new Map<object, V>();
  private readonly keys: object[] = [];
  private readonly values: V[] = [];

  /** Later writes to the same node win, as in a Map. */
  set(node: object, value: V): void {
    this.keys.push(node);
    this.values.push(value);
  }

  get(node: object): V | undefined {
    if (this.keys.length > 0) this.flush();
    return this.map.get(node);
  }

  has(node: object): boolean {
    if (this.keys.length > 0) this.flush();
    return this.map.has(node);
  }

  private flush(): void {
    const { keys, values, map } = this;
    for (let i = 0; i < keys.length; i++) map.set(keys[i], values[i]);
    keys.length = 0;
    values.length = 0;
  }
}
