// PUBLIC_URL, the origin of every absolute address the shop writes: an origin is kept as such (normalised), and
// anything that is not a plain http(s) origin stops the start with a message that names the setting.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publicOrigin } from "../../server/public-origin.js";

describe("publicOrigin", () => {
  it("defaults to http://localhost:<PORT> when unset or blank", () => {
    expect(publicOrigin(undefined, 3000)).toBe("http://localhost:3000");
    expect(publicOrigin("  ", 8080)).toBe("http://localhost:8080");
  });

  it("keeps any http(s) origin, with or without a trailing slash, lower-casing the host", () => {
    fc.assert(
      fc.property(fc.constantFrom("http", "https"), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), fc.boolean(), (scheme, domain, port, slash) => {
        const origin = new URL(`${scheme}://${domain}${port ? `:${port}` : ""}`).origin;
        expect(publicOrigin(origin.toUpperCase().replace(/^HTTPS?/, scheme) + (slash ? "/" : ""), 1)).toBe(origin);
      }),
    );
  });

  it("refuses a path, a query, credentials, another scheme or no address at all, naming PUBLIC_URL", () => {
    for (const value of [
      "https://shop.example/tr",
      "https://shop.example/?a=1",
      "https://user:pw@shop.example",
      "ftp://shop.example",
      "shop.example",
      "javascript:alert(1)",
    ]) {
      expect(() => publicOrigin(value, 1), value).toThrow(/PUBLIC_URL/);
    }
  });
});
