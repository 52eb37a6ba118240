import { describe, expect, it } from "vitest";
import { pageWindow, parseListingQuery, toggleValue, toProductFilter, withPage } from "../../app/domain/listing-query";
import { alternateLinks, productJsonLd } from "../../app/utils/seo";

describe("listing URLs", () => {
  it("reads repeated and comma-separated filters, whole-TL prices and a known sort", () => {
    const query = parseListingQuery(new URLSearchParams("brand=ikon,nordik&brand=lina&p=12&p=15,x&min=1.000&max=25000&stock=1&sort=price_asc&page=2"));
    expect(query).toEqual({
      brands: ["ikon", "nordik", "lina"],
      properties: [12, 15],
      min: 1000,
      max: 25000,
      inStock: true,
      sort: "price_asc",
      page: 2,
    });
    expect(toProductFilter(query, { category: "koltuk" })).toEqual({
      category: "koltuk",
      brands: ["ikon", "nordik", "lina"],
      properties: [12, 15],
      minPriceMinor: 100_000,
      maxPriceMinor: 2_500_000,
      inStock: true,
    });
  });

  it("falls back to the default sort and page 1 for anything unknown", () => {
    expect(parseListingQuery(new URLSearchParams("sort=evil&page=-3"))).toMatchObject({ sort: "recommended", page: 1 });
  });

  it("toggles a filter value and resets the page; page 1 has no parameter", () => {
    expect(toggleValue("?brand=ikon&page=3", "brand", "lina")).toBe("?brand=ikon&brand=lina");
    expect(toggleValue("?brand=ikon", "brand", "ikon")).toBe("?");
    expect(withPage("?sort=price_asc&page=2", 1)).toBe("?sort=price_asc");
    expect(withPage("?sort=price_asc", 3)).toBe("?sort=price_asc&page=3");
  });

  it("shows first, last and the neighbours of the current page", () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});

describe("SEO helpers", () => {
  const links = [
    { language: "tr", seoLink: "koltuk" },
    { language: "en", seoLink: "sofa" },
    { language: "ar", seoLink: "sofa" },
    { language: "de", seoLink: "sofa-de" },
  ];

  it("gives the canonical URL and hreflang alternates for the routed languages plus x-default", () => {
    const tags = alternateLinks("https://shop.example", links, "en", "/en/x");
    expect(tags).toEqual([
      { tagName: "link", rel: "canonical", href: "https://shop.example/en/sofa" },
      { tagName: "link", rel: "alternate", hrefLang: "tr", href: "https://shop.example/koltuk" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://shop.example/en/sofa" },
      { tagName: "link", rel: "alternate", hrefLang: "ar", href: "https://shop.example/ar/sofa" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://shop.example/koltuk" },
    ]);
  });

  it("describes a product with its offer and rating (rating only when there are reviews)", () => {
    const base = {
      name: "Kanepe",
      description: "",
      url: "https://shop.example/kanepe",
      images: [],
      sku: "869",
      brand: "Nordik",
      priceMinor: 1_558_800,
      currency: "TRY",
      inStock: false,
      ratingValue: 4.5,
      ratingCount: 12,
    };
    const jsonLd = (tag: ReturnType<typeof productJsonLd>) => (tag as Record<string, Record<string, unknown>>)["script:ld+json"];
    const ld = jsonLd(productJsonLd(base)) as Record<string, Record<string, unknown>>;
    expect(ld.offers).toMatchObject({ price: "15588.00", priceCurrency: "TRY", availability: "https://schema.org/OutOfStock" });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
    expect(jsonLd(productJsonLd({ ...base, ratingCount: 0 }))).not.toHaveProperty("aggregateRating");
  });
});
