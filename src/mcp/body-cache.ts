/**
 * The Markdown of bodies read lately, so that reading a long page in pieces converts it once,
 * not once a piece (a 3 MB page is 150 pieces of 20,000 characters). Keyed by what identifies
 * one version of one body, so a stale entry is never served: the page's id and version, the
 * issue's key and update time, the section. Bounded by characters held; the oldest goes first.
 * Nothing here is needed for correctness: a cursor carries all a later call needs.
 */
export class BodyCache {
  private readonly entries = new Map<string, string>();
  private held = 0;

  constructor(private readonly maxCharacters = 64 * 1024 * 1024) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: taking the entry out and back in makes it the newest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    if (value.length > this.maxCharacters) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.held -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.held += value.length;
    for (const [oldest, text] of this.entries) {
      if (this.held <= this.maxCharacters) break;
      this.entries.delete(oldest);
      this.held -= text.length;
    }
  }

  /** The cached value, or the one `make` gives (then cached). */
  async through(key: string, make: () => Promise<string> | string): Promise<string> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await make();
    this.set(key, value);
    return value;
  }
}
