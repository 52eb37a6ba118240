// Whatever a URL holds, what the loaders take from it is something the backend accepts: ids and pages within
// GraphQL's Int, text without characters no database stores and within its length.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseListingQuery } from "../../app/domain/listing-query";
import { MAX_INT, MAX_PAGE, urlId, urlPage, urlText } from "../../app/domain/url-params";
import { isStorableText } from "../../shared/storable-text";

const urlValue = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.constantFrom("2147483648", "2147483647", "-1", "0", "1e309", "NaN", "1.5", " 7 ", "00012", "1.000.000"),
);

describe("URL parameters", () => {
  it("keeps ids, pages and text within what the backend takes", () => {
    fc.assert(
      fc.property(urlValue, fc.integer({ min: 1, max: 200 }), (value, max) => {
        const id = urlId(value);
        expect(id === null || (Number.isInteger(id) && id >= 1 && id <= MAX_INT)).toBe(true);
        const page = urlPage(value);
        expect(Number.isInteger(page) && page >= 1 && page <= MAX_PAGE).toBe(true);
        const text = urlText(value, max);
        expect(isStorableText(text) && text.length <= max).toBe(true);
      }),
    );
  });

  it("reads a listing query whose prices fit minor units in an Int and whose names are storable", () => {
    const keys = fc.constantFrom("brand", "p", "min", "max", "page", "sort", "stock");
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, urlValue), { maxLength: 8 }), (entries) => {
        const query = parseListingQuery(new URLSearchParams(entries));
        for (const price of [query.min, query.max]) expect(price === null || price * 100 <= MAX_INT).toBe(true);
        for (const id of query.properties) expect(id >= 1 && id <= MAX_INT).toBe(true);
        for (const brand of query.brands) expect(isStorableText(brand)).toBe(true);
        expect(query.page >= 1 && query.page <= MAX_PAGE).toBe(true);
      }),
    );
  });

  it("keeps the usual values", () => {
    expect(urlId("12")).toBe(12);
    expect(urlPage("3")).toBe(3);
    expect(urlPage("99999999999999999999")).toBe(MAX_PAGE);
    expect(parseListingQuery(new URLSearchParams("min=1.000&max=99999999999999999999")).min).toBe(1000);
  });
});
