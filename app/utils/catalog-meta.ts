// Meta tags of the seo-link pages: title/description/keywords from the SEO fields, canonical, hreflang
// alternates, and JSON-LD (Product, BreadcrumbList).
import type { MetaDescriptor } from "@remix-run/node";
import { localizePath } from "~/utils/locale";
import { localeFromMatches, shopNameFrom } from "~/utils/meta";
import { alternateLinks, breadcrumbJsonLd, pathFor, productJsonLd, seoMeta, type LocalizedLink } from "~/utils/seo";

interface MatchLike {
  id: string;
  data?: unknown;
}

type PageData =
  | {
      kind: "product";
      origin: string;
      product: {
        title: string;
        seoTitle: string;
        seoDescription: string;
        seoKeyword: string;
        seoLink: string;
        seoLinks: LocalizedLink[];
        shortDescription: string;
        barcode: string;
        brandName?: string | null;
        inStock: boolean;
        commentRate: number;
        commentTotal: number;
        breadcrumbs: { title: string; seoLink: string }[];
        images: { big: string }[];
        price: { displayPriceMinor: number; isoCode: string };
      };
    }
  | { kind: "listing"; origin: string; title: string; seoTitle: string; seoDescription: string; seoLinks: LocalizedLink[]; breadcrumbs: { title: string; seoLink: string }[]; search: string; query: { page: number } }
  | { kind: "content"; origin: string; page: { title: string; seoTitle: string; seoDescription: string }; seoLinks: LocalizedLink[] };

const withShop = (title: string, shop: string) => (shop ? `${title} | ${shop}` : title);

export function catalogMeta(data: unknown, matches: MatchLike[], location: { pathname: string }): MetaDescriptor[] {
  const page = data as PageData | undefined;
  if (!page) return [];
  const shop = shopNameFrom(matches);
  const locale = localeFromMatches(matches);
  const home = { name: shop || "Home", path: localizePath("/", locale) };

  if (page.kind === "product") {
    const product = page.product;
    const url = page.origin + pathFor(product.seoLink, locale);
    return [
      ...seoMeta(withShop(product.seoTitle || product.title, shop), product.seoDescription || product.shortDescription, product.seoKeyword),
      { property: "og:type", content: "product" },
      { property: "og:url", content: url },
      ...(product.images[0] ? [{ property: "og:image", content: page.origin + product.images[0].big }] : []),
      ...alternateLinks(page.origin, product.seoLinks, locale, location.pathname),
      productJsonLd({
        name: product.title,
        description: product.seoDescription || product.shortDescription,
        url,
        images: product.images.map((image) => page.origin + image.big),
        sku: product.barcode,
        brand: product.brandName ?? null,
        priceMinor: product.price.displayPriceMinor,
        currency: product.price.isoCode,
        inStock: product.inStock,
        ratingValue: product.commentRate,
        ratingCount: product.commentTotal,
      }),
      breadcrumbJsonLd(page.origin, [
        home,
        ...product.breadcrumbs.map((crumb) => ({ name: crumb.title, path: pathFor(crumb.seoLink, locale) })),
        { name: product.title, path: pathFor(product.seoLink, locale) },
      ]),
    ];
  }
  if (page.kind === "listing") {
    const tags = [
      ...seoMeta(withShop(page.seoTitle || page.title, shop), page.seoDescription),
      ...alternateLinks(page.origin, page.seoLinks, locale, location.pathname),
      breadcrumbJsonLd(page.origin, [home, ...page.breadcrumbs.map((crumb) => ({ name: crumb.title, path: pathFor(crumb.seoLink, locale) }))]),
    ];
    // Filtered and sorted variants of a listing are not separate pages for search engines.
    return page.search && page.search !== "?" ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
  }
  return [
    ...seoMeta(withShop(page.page.seoTitle || page.page.title, shop), page.page.seoDescription),
    ...alternateLinks(page.origin, page.seoLinks, locale, location.pathname),
  ];
}
