// The one memory layer: everything a node keeps in memory to answer again without the database sits on a Shelf.
// A shelf holds values by key, each stamped with the version it was made under, and gives a value back only to a
// caller asking under that same version; what a version is depends on what the value is made of:
// - the shop's read version (read-version.ts), for what any public write may change: public answers
//   (read-cache.ts), small shop-wide data (public-data-memo.ts), and whole pages, whose ETag carries it
//   (server/page-store.ts);
// - a table's own counter, for data kept whole that most writes leave alone: search documents and facet columns
//   (kept-snapshot.ts), and the hits of recent searches, which are made of those documents
//   (modules/search/hit-index.ts).
// Each shelf has a byte budget: past it, the least recently used values go first, and one value larger than its
// entry limit is never kept, so that it cannot flush everything else. docs/performance.md lists the shelves, their
// budgets and how to turn each off.
import { LRUCache } from "lru-cache";

export interface ShelfOptions<V> {
  /** Memory the shelf's values may take together, in bytes as `bytesOf` counts them. */
  maxBytes: number;
  /** A value counted larger than this is not kept at all (default: the whole budget). */
  maxEntryBytes?: number;
  /** What a value takes, roughly: its own bytes and its key's. */
  bytesOf(value: V, key: string): number;
  /** A value is given back at most this long after it was kept, whatever its version (what changes with the clock). */
  maxAgeMs?: number;
}

interface Stamped<V> {
  version: string;
  value: V;
}

export class Shelf<V> {
  /** Null when the budget is nothing: then nothing is kept. */
  private readonly entries: LRUCache<string, Stamped<V>> | null;

  constructor(options: ShelfOptions<V>) {
    if (!(options.maxBytes >= 1)) {
      this.entries = null;
      return;
    }
    // lru-cache counts sizes and times in positive whole numbers.
    const whole = (value: number) => Math.max(1, Math.ceil(value));
    this.entries = new LRUCache<string, Stamped<V>>({
      maxSize: Math.floor(options.maxBytes),
      maxEntrySize: Math.floor(Math.max(1, Math.min(options.maxEntryBytes ?? options.maxBytes, options.maxBytes))),
      sizeCalculation: (entry, key) => whole(options.bytesOf(entry.value, key)),
      // Ages by the wall clock, the one the rest of the shop's time rules read.
      ...(options.maxAgeMs ? { ttl: whole(options.maxAgeMs), perf: { now: () => Date.now() } } : {}),
    });
  }

  /** False when the budget is nothing: whatever is set is gone at once. */
  get keeps(): boolean {
    return this.entries !== null;
  }

  /** The value kept under `key` if it was made under `version`, counted as used. */
  get(key: string, version: string): V | undefined {
    const entry = this.entries?.peek(key);
    if (entry?.version !== version) return undefined;
    return this.entries!.get(key)?.value;
  }

  /**
   * What is kept under `key`, whatever its version, without counting it as used: for a caller that compares versions
   * itself, or only wants to know whether the key was ever kept.
   */
  peek(key: string): Stamped<V> | undefined {
    return this.entries?.peek(key);
  }

  /** Keeps `value` under `key` as made under `version`, in place of what was there. */
  set(key: string, version: string, value: V): void {
    this.entries?.set(key, { version, value });
  }

  delete(key: string): void {
    this.entries?.delete(key);
  }

  clear(): void {
    this.entries?.clear();
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }

  /** The bytes the kept values take together, as counted. */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }
}

/**
 * What a value takes in memory, roughly: typed arrays by their bytes, strings at two bytes a character, and a
 * fixed cost for every object, entry and number. For budgets, which need the order of magnitude, not the byte.
 */
export function approximateBytes(value: unknown): number {
  const seen = new Set<object>();
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    bytes += 8;
    if (typeof item === "string") bytes += 2 * item.length;
    if (item === null || typeof item !== "object" || seen.has(item)) continue;
    seen.add(item);
    bytes += 32;
    if (ArrayBuffer.isView(item)) bytes += item.byteLength;
    else if (item instanceof Map) for (const [key, child] of item) stack.push(key, child);
    else if (item instanceof Set || Array.isArray(item)) for (const child of item) stack.push(child);
    else for (const child of Object.values(item)) stack.push(child);
  }
  return bytes;
}
