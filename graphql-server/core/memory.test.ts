// The shelf's rules, on any sequence of keeps and reads: a value comes back only under the version it was kept
// under, the values kept never take more than the budget, a value over the entry limit is not kept, and what goes
// first when memory runs short is what was used least recently.
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { Shelf } from "./memory.js";

const shelfOf = (maxBytes: number, maxEntryBytes?: number) => new Shelf<string>({ maxBytes, maxEntryBytes, bytesOf: (value) => value.length });

describe("a shelf of kept values", () => {
  it("gives a value back only under its version, and never holds more than its budget", () => {
    const step = fc.record({
      key: fc.constantFrom("a", "b", "c", "d"),
      version: fc.constantFrom("1", "2"),
      value: fc.string({ minLength: 1, maxLength: 40 }),
      keep: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const shelf = shelfOf(100, 30);
        const model = new Map<string, { version: string; value: string }>();
        for (const { key, version, value, keep } of steps) {
          if (keep) {
            shelf.set(key, version, value);
            if (value.length <= 30) model.set(key, { version, value });
            else model.delete(key);
          } else {
            const got = shelf.get(key, version);
            // Evicted or never kept is a miss; a hit is exactly what was kept under that version.
            if (got !== undefined) expect(model.get(key)).toEqual({ version, value: got });
            const kept = model.get(key);
            if (kept && kept.version !== version) expect(got).toBeUndefined();
          }
          expect(shelf.bytes).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it("lets the least recently used value go first, and keeps a stale version until it is replaced", () => {
    const shelf = shelfOf(10);
    shelf.set("a", "1", "aaaa");
    shelf.set("b", "1", "bbbb");
    expect(shelf.get("a", "1")).toBe("aaaa");
    shelf.set("c", "1", "cccc");
    expect(shelf.peek("b")).toBeUndefined();
    expect(shelf.get("a", "2")).toBeUndefined();
    expect(shelf.peek("a")).toEqual({ version: "1", value: "aaaa" });
    shelf.set("a", "2", "AAAA");
    expect(shelf.get("a", "2")).toBe("AAAA");
    expect(shelf.size).toBe(2);
  });

  it("stops giving a value back once it is older than its age limit", () => {
    vi.useFakeTimers();
    try {
      const shelf = new Shelf<string>({ maxBytes: 100, bytesOf: (value) => value.length, maxAgeMs: 1000 });
      shelf.set("a", "1", "aaaa");
      vi.advanceTimersByTime(999);
      expect(shelf.get("a", "1")).toBe("aaaa");
      vi.advanceTimersByTime(2);
      expect(shelf.get("a", "1")).toBeUndefined();
      expect(shelf.peek("a")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a shelf's budget", () => {
  it("takes any positive budget and age, and keeps nothing without a budget", () => {
    const odd = new Shelf<string>({ maxBytes: 10.5, maxEntryBytes: 2.5, bytesOf: (value) => value.length / 3, maxAgeMs: 60_000.5 });
    odd.set("a", "1", "aaaaaa");
    expect(odd.get("a", "1")).toBe("aaaaaa");
    const none = new Shelf<string>({ maxBytes: 0, bytesOf: (value) => value.length });
    none.set("a", "1", "a");
    expect(none.keeps).toBe(false);
    expect(none.get("a", "1")).toBeUndefined();
    expect(none.size).toBe(0);
  });
});
