import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { existingPageLinks, pageLinksFor, STOREFRONT_PAGES } from "../../app/domain/page-links";

/**
 * The page a route file serves, for files without parameters: `($lang).odeme.adres.tsx` → `/odeme/adres`; a
 * segment's trailing `_` only leaves its parent's layout (`($lang).odeme_.kart-sonuc.tsx` → `/odeme/kart-sonuc`).
 */
function routePath(file: string): string | null {
  const name = file.replace(/\.tsx$/, "");
  if (name === "_index") return "/";
  if (!name.startsWith("($lang).") || name.includes("$", "($lang)".length)) return null;
  return `/${name.slice("($lang).".length).replace(/\._index$/, "").split(".").map((segment) => segment.replace(/_$/, "")).join("/")}`;
}

describe("footer page links", () => {
  it("know every storefront page that has a route of its own", () => {
    const routes = readdirSync(path.resolve("app/routes")).map(routePath).filter((route): route is string => route !== null);
    expect([...new Set(routes)].sort()).toEqual([...STOREFRONT_PAGES].sort());
  });

  it("keep a link when its page exists and drop it otherwise", () => {
    const segment = fc.stringMatching(/^[a-z][a-z-]{0,12}$/);
    fc.assert(
      fc.property(fc.uniqueArray(segment, { maxLength: 6 }), fc.array(segment, { maxLength: 6 }), (content, others) => {
        const links = [...content, ...others].map((seo) => ({ url: `/${seo}` }));
        const kept = existingPageLinks(links, content).map((link) => link.url);
        for (const link of links) {
          const exists = content.includes(link.url.slice(1)) || STOREFRONT_PAGES.includes(link.url);
          expect(kept.includes(link.url)).toBe(exists);
        }
      }),
    );
  });

  it("read the path without query, hash or trailing slash, and leave links off the site alone", () => {
    const links = [
      { url: "/hakkimizda/" },
      { url: "/arama?q=kanepe" },
      { url: "/cart#top" },
      { url: "/iletisim" },
      { url: "https://example.com/blog" },
      { url: "mailto:destek@example.com" },
      { url: "//example.com/x" },
    ];
    expect(existingPageLinks(links, ["hakkimizda"]).map((link) => link.url)).toEqual([
      "/hakkimizda/",
      "/arama?q=kanepe",
      "/cart#top",
      "https://example.com/blog",
      "mailto:destek@example.com",
      "//example.com/x",
    ]);
  });
});

describe("footer page links for a member", () => {
  const links = [{ url: "/" }, { url: "/uye-giris" }, { url: "/uye-ol/" }, { url: "/sifremi-unuttum?x=1" }, { url: "/hesabim" }, { url: "https://example.shop/uye-giris" }];

  it("leave out signing in, registering and the password reset for a signed-in member", () => {
    expect(pageLinksFor(links, true).map((link) => link.url)).toEqual(["/", "/hesabim", "https://example.shop/uye-giris"]);
  });

  it("offer a visitor every link", () => {
    expect(pageLinksFor(links, false)).toEqual(links);
  });
});
