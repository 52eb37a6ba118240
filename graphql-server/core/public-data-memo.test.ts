// The memo's rules on any order of callers' versions: a value is served only to a caller holding the version it was
// kept under; an older caller loads for itself; a newer version drops what was kept; a failed load is not kept. And
// services asking for kept data: one read of the version per answer, nothing kept inside a transaction.
import fc from "fast-check";
import type { EntityManager } from "@mikro-orm/core";
import { describe, expect, it } from "vitest";
import { createPublicDataMemo, kept, underOneVersion } from "./public-data-memo.js";

describe("public data memo", () => {
  it("serves a caller only what was loaded at its version or later", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 30 }), async (versions) => {
        const memo = createPublicDataMemo(() => Promise.resolve("0"));
        let newest = -1;
        for (const version of versions) {
          // What a load sees: the data as of the newest version any caller has read so far (data never goes back).
          newest = Math.max(newest, version);
          const seen = newest;
          const value = await memo.get(String(version), "key", () => Promise.resolve(seen));
          expect(value).toBeGreaterThanOrEqual(version);
        }
      }),
    );
  });

  it("shares one load between callers of one version and forgets a failed one", async () => {
    const memo = createPublicDataMemo(() => Promise.resolve("0"));
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await Promise.all([memo.get("3", "a", load), memo.get("3", "a", load)])).toEqual([1, 1]);
    await expect(memo.get("3", "b", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("3", "b", load)).toBe(2);
    expect(await memo.get("2", "a", load)).toBe(3); // older caller: its own load, nothing kept
    expect(await memo.get("3", "a", load)).toBe(1);
    expect(await memo.get("4", "a", load)).toBe(4); // newer version: what was kept is dropped
  });
});

describe("services asking for kept data", () => {
  const em = (inTransaction: boolean) => ({ isInTransaction: () => inTransaction }) as unknown as EntityManager;

  it("reads the version once for every value of one answer, and loads afresh where kept data may not be used", async () => {
    let versionReads = 0;
    const memo = createPublicDataMemo(() => Promise.resolve(String(++versionReads)));
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const answer = underOneVersion({ em: em(false), publicData: memo });
    expect(await Promise.all([kept(answer, "a", load), kept(answer, "b", load), kept(answer, "a", load)])).toEqual([1, 2, 1]);
    expect(versionReads).toBe(1);
    // Inside a transaction, or without a memo, nothing kept is used or kept.
    expect(await kept({ em: em(true), publicData: memo }, "a", load)).toBe(3);
    expect(await kept({ em: em(false), publicData: null }, "a", load)).toBe(4);
    expect(versionReads).toBe(1);
    // The next answer reads the version again: a moved version loads again.
    expect(await kept(underOneVersion({ em: em(false), publicData: memo }), "a", load)).toBe(5);
    expect(versionReads).toBe(2);
  });
});
