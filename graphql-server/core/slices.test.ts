import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forEachInSlices, mapInSlices } from "./slices.js";

/** Spins for `ms` of wall time: work that holds the event loop. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("work in slices", () => {
  it("maps as Array.prototype.map does, index included", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer()), async (items) => {
        expect(await mapInSlices(items, (item, i) => [item * 2, i])).toEqual(items.map((item, i) => [item * 2, i]));
        const seen: number[] = [];
        await forEachInSlices(items, (_, i) => seen.push(i));
        expect(seen).toEqual(items.map((_, i) => i));
      }),
    );
  });

  it("lets a waiting timer run during long work, and never holds the loop much longer than a slice", async () => {
    let fired = 0;
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      fired++;
    }, 1);
    // 2,000 items of 0.1 ms: 200 ms of work, which done in one go would hold the loop all that time.
    await mapInSlices(Array.from({ length: 2_000 }), () => busy(0.1));
    clearInterval(timer);
    expect(fired).toBeGreaterThan(5);
    // A slice is 10 ms (checked every 64 items, 6.4 ms here); the margin is for a busy machine.
    expect(longest).toBeLessThan(100);
  });
});
