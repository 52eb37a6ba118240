// The warm-up before the production loader writes its code cache: which of the shop's own reads it asks for, that
// it changes nothing (GET only, but the one GraphQL read), and that the loader hears of its end whatever happens.
import { readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { codeCacheWanted, loopbackOrigin, WARMED_UP_EVENT, warmUpForCodeCache } from "../../server/code-cache-warm-up";

const sitemap = {
  data: {
    sitemapEntries: [
      { kind: "BRAND", links: [{ language: "tr", seoLink: "marka" }] },
      { kind: "CATEGORY", links: [{ language: "en", seoLink: "furniture" }, { language: "tr", seoLink: "/mobilya" }] },
      { kind: "PRODUCT", links: [{ language: "tr", seoLink: "koltuk çift" }] },
    ],
  },
};

let server: Server | undefined;
const listeners: (() => void)[] = [];
afterEach(() => {
  server?.close();
  for (const listener of listeners.splice(0)) process.off(WARMED_UP_EVENT, listener);
});

/** A stand-in shop that records what it is asked; `answer` decides the GraphQL reply. */
async function shopRecording(answer: (response: ServerResponse) => void) {
  const asked: string[] = [];
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers["x-request-id"]}`);
    if (req.url === "/graphql") answer(res);
    else res.end("ok");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { asked, address: server.address() as AddressInfo };
}

function listen(): { heard: () => number } {
  let count = 0;
  const listener = () => count++;
  listeners.push(listener);
  process.on(WARMED_UP_EVENT, listener);
  return { heard: () => count };
}

describe("code cache warm-up", () => {
  it("is the event the production loader listens for", () => {
    expect(readFileSync("scripts/server-loader.mjs", "utf8")).toContain(`const WARMED_UP_EVENT = "${WARMED_UP_EVENT}";`);
  });

  it("is wanted only while the loader listens", () => {
    expect(codeCacheWanted()).toBe(false);
    listen();
    expect(codeCacheWanted()).toBe(true);
  });

  it("reads GraphQL, REST, home, a listing, a product and the cart, in Turkish, then tells the loader", async () => {
    const { asked, address } = await shopRecording((res) => res.setHeader("content-type", "application/json").end(JSON.stringify(sitemap)));
    const loader = listen();
    await warmUpForCodeCache(address);
    expect(asked).toEqual(
      [
        "POST /graphql",
        "GET /api/v1/settings",
        "GET /api/v1/category/getCategoryTree",
        "GET /api/v1/category/getBySeoLink/mobilya",
        "GET /",
        "GET /en",
        "GET /mobilya",
        "GET /koltuk%20%C3%A7ift",
        "GET /cart",
      ].map((line) => `${line} code-cache-warm-up`),
    );
    expect(loader.heard()).toBe(1);
  });

  it("reads what it can when GraphQL fails, and tells the loader even when nothing answers", async () => {
    const { asked, address } = await shopRecording((res) => res.writeHead(500).end("<html>"));
    const loader = listen();
    await warmUpForCodeCache(address);
    expect(asked.map((line) => line.split(" ")[1])).toEqual(["/graphql", "/api/v1/settings", "/api/v1/category/getCategoryTree", "/", "/en", "/cart"]);
    await warmUpForCodeCache({ address: "127.0.0.1", family: "IPv4", port: 1 });
    await warmUpForCodeCache(null);
    expect(loader.heard()).toBe(3);
  });

  it("asks an any-address listener on loopback", () => {
    expect(loopbackOrigin({ address: "0.0.0.0", family: "IPv4", port: 3000 })).toBe("http://127.0.0.1:3000");
    expect(loopbackOrigin({ address: "::", family: "IPv6", port: 3000 })).toBe("http://[::1]:3000");
    expect(loopbackOrigin({ address: "10.0.0.5", family: "IPv4", port: 80 })).toBe("http://10.0.0.5:80");
    expect(loopbackOrigin({ address: "fe80::1", family: "IPv6", port: 80 })).toBe("http://[fe80::1]:80");
    expect(loopbackOrigin("/tmp/shop.sock")).toBeUndefined();
  });
});
