// The shared read-version reader (graphql-server/core/read-version.ts): callers arriving together share reads, and
// no caller ever gets the answer of a read that began before it asked — a write committed just before it asked
// could be missing from such a read. The reads here are controlled by the test: each resolves, in the order the
// schedule says, with the number of writes committed before it began.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sharedReadVersion } from "../../graphql-server/core/read-version.js";

interface Read {
  began: number;
  finish(): void;
}

describe("read versions shared between callers", () => {
  it("answers every caller from a read that began after it asked, whatever the interleaving", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom("ask", "write", "finish"), { minLength: 1, maxLength: 60 }), async (steps) => {
        let writes = 0;
        const underWay: Read[] = [];
        let reads = 0;
        const reader = sharedReadVersion(
          () =>
            new Promise<string>((resolve) => {
              reads++;
              const began = writes;
              underWay.push({ began, finish: () => resolve(String(began)) });
            }),
        );
        const answers: { askedAfter: number; answer: Promise<string> }[] = [];
        const settle = () => new Promise((resolve) => setImmediate(resolve));
        for (const step of steps) {
          if (step === "ask") answers.push({ askedAfter: writes, answer: reader() });
          if (step === "write") writes++;
          if (step === "finish") underWay.shift()?.finish();
          await settle();
        }
        while (underWay.length) {
          underWay.shift()!.finish();
          await settle();
        }
        for (const { askedAfter, answer } of answers) expect(Number(await answer)).toBeGreaterThanOrEqual(askedAfter);
        // One read at a time: never more reads than callers, and at most one begun per finished read plus one.
        expect(reads).toBeLessThanOrEqual(answers.length);
      }),
      { numRuns: 300 },
    );
  });

  it("callers arriving while a read is under way share the next one", async () => {
    const finishers: (() => void)[] = [];
    let reads = 0;
    const reader = sharedReadVersion(
      () =>
        new Promise<string>((resolve) => {
          const n = ++reads;
          finishers.push(() => resolve(String(n)));
        }),
    );
    const first = reader();
    const waiting = Array.from({ length: 8 }, () => reader());
    expect(reads).toBe(1);
    finishers.shift()!();
    expect(await first).toBe("1");
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(2);
    finishers.shift()!();
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(["2"]));
  });

  it("a failed read fails its callers and the next caller reads again", async () => {
    let fail = true;
    const reader = sharedReadVersion(() => (fail ? Promise.reject(new Error("connection lost")) : Promise.resolve("7")));
    await expect(reader()).rejects.toThrow("connection lost");
    fail = false;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await reader()).toBe("7");
  });
});
