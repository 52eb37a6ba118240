// Hostile return paths: whatever an attacker puts into `to`, `r`, `redirectTo` or `returnTo`, the redirect target
// must be a path of this shop as the browser reads it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../../app/domain/return-path";
import { LOCALES, localizePath } from "../../app/utils/locale";

const SHOP = "http://shop.invalid";
const FALLBACK = "/fallback";

/** Pieces attackers combine: separators in every spelling, whitespace the parser drops, schemes, hosts, unicode. */
// prettier-ignore
const PIECES = [
  "/", "//", "\\", "\\\\", "%2F", "%2f", "%5C", "%5c", "%09", "%0A", "%0D", "%00", "%252F",
  "\t", "\n", "\r", "\u0000", "\u000b", "\u007f", "\u0085", " ", "@", ":", ".", "..", "./", "../", "?", "#", "%",
  "http:", "https:", "javascript:", "data:", "HTTP://", "http://", "https://", "//evil.example", "evil.example",
  "shop.invalid", "user:pass@", "127.0.0.1", "[::1]", "localhost:3000", "en", "ar", "/en", "/ar",
  "ı", "İ", "é", "\u2028", "\u3002", "\uff0f", "\uff3c", "evil\u3002example", "🙂", "a", "sofalar", "=",
];

const hostile = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((parts) => parts.join("")),
  // Starts like a path, so only the parser's rewriting can take it elsewhere.
  fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((parts) => `/${parts.join("")}`),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }).map((text) => `/${text}`),
);

function expectOnShop(result: string): void {
  expect(result.startsWith("/")).toBe(true);
  expect(["/", "\\"]).not.toContain(result[1]);
  expect(new URL(result, SHOP).origin).toBe(SHOP);
  // What goes into Location is what the browser will use: already normalised, nothing left for the parser to drop.
  const parsed = new URL(result, SHOP);
  expect(parsed.pathname + parsed.search + parsed.hash).toBe(result);
  // eslint-disable-next-line no-control-regex
  expect(result).not.toMatch(/[\u0000-\u0020\u007f-\u009f]/);
  // A backslash may stay in the query or fragment (where it is only data), never in the path.
  expect(parsed.pathname).not.toContain("\\");
}

describe("safeReturnPath", () => {
  it("keeps paths of the shop", () => {
    expect(safeReturnPath("/en/sofalar?sayfa=2#x", FALLBACK)).toBe("/en/sofalar?sayfa=2#x");
    expect(safeReturnPath("/ar", FALLBACK)).toBe("/ar");
    expect(safeReturnPath("/odeme/adres", FALLBACK)).toBe("/odeme/adres");
    expect(safeReturnPath("/", FALLBACK)).toBe("/");
    expect(safeReturnPath("/kanepe-ı?q=İ", FALLBACK)).toBe("/kanepe-%C4%B1?q=%C4%B0");
    // Encoded slashes stay encoded: a path segment, not a host.
    expect(safeReturnPath("/%2F%2Fevil.example", FALLBACK)).toBe("/%2F%2Fevil.example");
  });

  it("refuses the reported and the usual open-redirect spellings", () => {
    for (const raw of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/\u0000/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "//evil.example",
      "///evil.example",
      "/.//evil.example",
      "/./\\evil.example",
      "http://evil.example/",
      "https:evil.example",
      "http://shop.invalid/en",
      "javascript:alert(1)",
      " /x",
      "evil.example",
      "",
      null,
      undefined,
      ["/ar"],
    ]) {
      expect(safeReturnPath(raw, FALLBACK), JSON.stringify(raw)).toBe(FALLBACK);
    }
  });

  it("always answers with a path of the shop, whatever it is given", () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const result = safeReturnPath(raw, FALLBACK);
        expectOnShop(result);
        // Idempotent: a kept path is kept as it is.
        expect(safeReturnPath(result, FALLBACK)).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });

  it("stays on the shop after the language switcher re-localises the path", () => {
    fc.assert(
      fc.property(hostile, fc.constantFrom(...LOCALES), (raw, locale) => {
        const home = localizePath("/", locale);
        expectOnShop(safeReturnPath(localizePath(safeReturnPath(raw), locale), home));
      }),
      { numRuns: 1000 },
    );
    // Taking the prefix off `/en//evil.example` would leave `//evil.example`: the second check catches it.
    expect(safeReturnPath(localizePath(safeReturnPath("/en//evil.example"), "tr"), "/")).toBe("/");
  });
});
