// The memory index's own rank (search/hit-index.ts): every word must match; a hit scores, per word, the weight of
// the best field it matched in, and as much again where it stands whole; equal scores keep the product's sort, then
// its id. Clear cases first, then generated catalogues and searches against a plain reading of the rule.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FIELD_WEIGHTS, HitIndex, type MemoryQuery } from "../../graphql-server/modules/search/hit-index";
import type { Operand } from "../../graphql-server/modules/search/ts-text";

type Field = "A" | "B" | "C";
interface Product {
  productId: number;
  productSort: number;
  /** The document's lexemes per field, in order. */
  fields: Record<Field, string[]>;
}

/** The tsvector text PostgreSQL would print for the product: each lexeme once, with its positions and weights. */
function vectorText({ fields }: Product): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const field of ["A", "B", "C"] as const) {
    for (const lexeme of fields[field]) positions.set(lexeme, [...(positions.get(lexeme) ?? []), `${++position}${field}`]);
  }
  return [...positions].map(([lexeme, at]) => `'${lexeme.replaceAll("'", "''")}':${at.join(",")}`).join(" ");
}

const indexOf = (products: Product[]) => HitIndex.build(products.map((p) => ({ productId: p.productId, productSort: p.productSort, document: vectorText(p) })));

const product = (productId: number, fields: Partial<Record<Field, string>>, productSort = 0): Product => ({
  productId,
  productSort,
  fields: { A: fields.A?.split(" ") ?? [], B: fields.B?.split(" ") ?? [], C: fields.C?.split(" ") ?? [] },
});

/** Typed words as the search builds them: each one a prefix, and whole for the bonus. */
const typed = (...words: string[]): MemoryQuery => ({
  words: words.map((text) => [{ text, prefix: true }]),
  whole: words.map((text) => ({ text, prefix: false })),
});

/** The rule read plainly: which products match, and their order. */
function expectedHits(products: Product[], query: MemoryQuery): number[] {
  const matches = (operand: Operand, lexeme: string) => (operand.prefix ? lexeme.startsWith(operand.text) : lexeme === operand.text);
  const best = (p: Product, operands: Operand[]) =>
    Math.max(0, ...(["A", "B", "C"] as const).flatMap((field) => (p.fields[field].some((l) => operands.some((o) => matches(o, l))) ? [FIELD_WEIGHTS[field]] : [])));
  if (query.words.length === 0) return [];
  return products
    .filter((p) => query.words.every((operands) => best(p, operands) > 0))
    .map((p) => ({ p, score: query.words.reduce((s, o) => s + best(p, o), 0) + query.whole.reduce((s, o) => s + best(p, [o]), 0) }))
    .sort((a, b) => b.score - a.score || a.p.productSort - b.p.productSort || a.p.productId - b.p.productId)
    .map(({ p }) => p.productId);
}

describe("the search's own rank", () => {
  it("a word in the title ranks above the brand or category, which rank above the site-search words", async () => {
    const index = await indexOf([
      product(1, { A: "masa", C: "lamba" }),
      product(2, { A: "abajur", B: "lamba" }),
      product(3, { A: "lamba" }, 9),
    ]);
    expect(index.hits(typed("lamba"))).toEqual([3, 2, 1]);
  });

  it("a word typed whole ranks above a longer word it starts (pamuk: Pamuk Havlu over Pamuklu Nevresim)", async () => {
    const index = await indexOf([product(1, { A: "pamuklu nevresim" }), product(2, { A: "pamuk havlu" }, 5)]);
    expect(index.hits(typed("pamuk"))).toEqual([2, 1]);
  });

  it("every word must match; each adds its best field", async () => {
    const index = await indexOf([
      product(1, { A: "nordik koltuk" }, 3),
      product(2, { A: "koltuk", B: "nordik" }, 1),
      product(3, { A: "nordik sandalye" }),
    ]);
    expect(index.hits(typed("nordik", "koltuk"))).toEqual([1, 2]);
    expect(index.hits(typed("nordik", "masa"))).toEqual([]);
  });

  it("a word matches by any of its forms (stem, folded, synonym)", async () => {
    const index = await indexOf([product(1, { A: "kanepe" }), product(2, { A: "koltuk" }), product(3, { A: "masa" })]);
    const query: MemoryQuery = { words: [[{ text: "koltuk", prefix: true }, { text: "kanepe", prefix: true }]], whole: [{ text: "koltuk", prefix: false }] };
    expect(index.hits(query)).toEqual([2, 1]);
  });

  it("equal scores keep the product's sort, then its id", async () => {
    const index = await indexOf([product(4, { A: "halı" }, 2), product(3, { A: "halı" }, 1), product(1, { A: "halı" }, 2), product(2, { A: "halı" }, 1)]);
    expect(index.hits(typed("halı"))).toEqual([2, 3, 1, 4]);
  });

  it("follows the rule over generated catalogues and searches", async () => {
    const lexeme = fc.constantFrom("lamba", "lambader", "lam", "masa", "masal", "koltuk", "kol", "halı", "ışık", "كنبة", "كنب", "a4");
    const words = fc.array(lexeme, { maxLength: 4 }).map((w) => w.join(" ") || undefined);
    const products = fc
      .uniqueArray(
        fc.record({ productId: fc.integer({ min: 1, max: 500 }), productSort: fc.integer({ min: 0, max: 3 }), A: words, B: words, C: words }),
        { minLength: 1, maxLength: 25, selector: (p) => p.productId },
      )
      .map((rows) => rows.map((r) => product(r.productId, { A: r.A, B: r.B, C: r.C }, r.productSort)).filter((p) => Object.values(p.fields).some((f) => f.length)));
    const operand = fc.record({ text: lexeme, prefix: fc.boolean() });
    const query = fc.record({ words: fc.array(fc.array(operand, { minLength: 1, maxLength: 3 }), { maxLength: 3 }), whole: fc.array(operand, { maxLength: 3 }) });
    await fc.assert(
      fc.asyncProperty(products, fc.array(query, { minLength: 1, maxLength: 4 }), async (catalogue, queries) => {
        const index = await indexOf(catalogue);
        for (const q of queries) expect(index.hits(q)).toEqual(expectedHits(catalogue, q));
      }),
      { numRuns: 200 },
    );
  });
});
