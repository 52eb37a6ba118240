// The kept page's gzip (server/page-store.ts): the parts compressed once, joined under any nonce, must inflate to
// exactly the page with that nonce, for any page and any nonce, by zlib's own strict decoder.
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipBody } from "../../server/page-store.js";

describe("a kept page's gzip", () => {
  it("inflates to the page under the reply's nonce, whatever the page and the nonce", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "<", ">", "ç", "ş", "ك", "😀", "\n", " ", "nonce"), maxLength: 5000 });
    fc.assert(
      fc.property(fc.array(fc.oneof(text, fc.uint8Array({ maxLength: 70_000 }).map((bytes) => Buffer.from(bytes).toString("latin1"))), { minLength: 1, maxLength: 6 }), fc.base64String({ minLength: 4, maxLength: 44 }), (parts, nonce) => {
        const page = { parts: parts.map((part) => Buffer.from(part)) };
        const expected = Buffer.from(parts.join(nonce));
        expect(gunzipSync(gzipBody(page, Buffer.from(nonce))).equals(expected)).toBe(true);
        // Compressed once: a second nonce reuses the parts.
        const again = gzipBody(page, Buffer.from(nonce + "x"));
        expect(gunzipSync(again).equals(Buffer.from(parts.join(nonce + "x")))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("is sent to browsers that take gzip, and only to them", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("identity, gzip ; q = 0.000")).toBe(false);
    expect(acceptsGzip(["deflate", "GZIP"])).toBe(true);
  });
});
