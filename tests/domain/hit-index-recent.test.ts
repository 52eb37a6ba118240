// A search index keeps the hits of recent searches (search/hit-index.ts): the same words give the same answer
// without ranking again, other words are ranked for themselves, and only so many bytes of searches are kept.
import { describe, expect, it } from "vitest";
import { HitIndex, type MemoryQuery } from "../../graphql-server/modules/search/hit-index";

/** Product i is a lamp; every third one also a table, with "lamba" in its title once more. */
const rows = Array.from({ length: 30 }, (_, i) => ({
  productId: i + 1,
  productSort: 30 - i,
  document: i % 3 === 0 ? `'lamba':1A,4A 'masa':2B 'seri${i}':3C` : `'lamba':1B 'seri${i}':3C`,
}));

const search = (text: string, prefix = false): MemoryQuery => ({ words: [[{ text, prefix }]], whole: [{ text, prefix: false }] });

describe("a search index's recent searches", () => {
  it("answers the same words with the hits it ranked, and other words with their own", async () => {
    const index = (await HitIndex.build(rows))!;
    const lamps = index.hits(search("lamba"));
    expect(lamps).toHaveLength(30);
    // The tables rank first (the word twice in the title), ties by the product's sort.
    expect(lamps!.slice(0, 10)).toEqual([28, 25, 22, 19, 16, 13, 10, 7, 4, 1]);
    expect(index.hits(search("lamba"))).toBe(lamps);
    expect(index.hits(search("masa"))).toEqual([28, 25, 22, 19, 16, 13, 10, 7, 4, 1]);
    expect(index.hits(search("lam", true))).toEqual(lamps);
    expect(index.hits(search("seri1"))).toEqual([2]);
    expect(index.hits(search("sandalye"))).toEqual([]);
  });

  it("keeps only the latest searches, as many as its memory for them holds", async () => {
    const index = (await HitIndex.build(rows))!;
    const first = index.hits(search("lamba"));
    // 300 searches of 6,000-letter words: ~3.6 MB of keys, more than the 2 MB kept.
    for (let i = 0; i < 300; i++) index.hits(search(`${"kelime".repeat(1000)}${i}`));
    const again = index.hits(search("lamba"));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
