// A map that keeps at most a number of bytes of entries, least recently used going first (a Map keeps insertion
// order; a use moves an entry to the end). The public-read cache and the kept pages both hold their answers in one.

export class LruByBytes<E extends { bytes: number }> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;

  /** `maxEntryBytes`: a larger entry is not kept at all (one huge answer must not flush everything else). */
  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = maxBytes,
  ) {}

  /** The entry, without counting it as used. */
  peek(key: string): E | undefined {
    return this.entries.get(key);
  }

  /** The entry, counted as used. */
  get(key: string): E | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: E): void {
    if (entry.bytes > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}
