// SEO helpers shared by the route meta functions: canonical URL, hreflang alternates (tr, en, ar and x-default)
// and JSON-LD. Pure, so tests cover them without a server.
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from "./locale";

export interface LocalizedLink {
  language: string;
  seoLink: string;
}

export function pathFor(seoLink: string, locale: Locale): string {
  return localizePath(`/${seoLink.replace(/^\/+/, "")}`, locale);
}

/** Canonical plus alternates. Only the routed locales appear; x-default is the Turkish (unprefixed) URL. */
export function alternateLinks(origin: string, links: LocalizedLink[], current: Locale, fallbackPath: string): MetaDescriptor[] {
  const routed = links.filter((link): link is LocalizedLink & { language: Locale } => isLocale(link.language));
  const own = routed.find((link) => link.language === current);
  const canonical = own ? pathFor(own.seoLink, current) : fallbackPath;
  const tags: MetaDescriptor[] = [{ tagName: "link", rel: "canonical", href: origin + canonical }];
  for (const link of routed) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: link.language, href: origin + pathFor(link.seoLink, link.language) });
  }
  const fallback = routed.find((link) => link.language === DEFAULT_LOCALE);
  if (fallback) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + pathFor(fallback.seoLink, DEFAULT_LOCALE) });
  }
  return tags;
}

/** Alternates of a page that has the same path in every language (home, search). */
export function samePathAlternates(origin: string, neutralPath: string, current: Locale): MetaDescriptor[] {
  const links = (["tr", "en", "ar"] as const).map((language) => ({ language, seoLink: neutralPath.replace(/^\//, "") }));
  return alternateLinks(origin, links, current, localizePath(neutralPath, current));
}

export function seoMeta(title: string, description?: string | null, keywords?: string | null): MetaDescriptor[] {
  return [
    { title },
    ...(description ? [{ name: "description", content: description }, { property: "og:description", content: description }] : []),
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { property: "og:title", content: title },
  ];
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: origin + item.path,
      })),
    },
  };
}

export interface ProductLd {
  name: string;
  description: string;
  url: string;
  images: string[];
  sku: string;
  brand: string | null;
  priceMinor: number;
  currency: string;
  inStock: boolean;
  ratingValue: number;
  ratingCount: number;
}

export function productJsonLd(product: ProductLd): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
      url: product.url,
      image: product.images,
      sku: product.sku || undefined,
      ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
      offers: {
        "@type": "Offer",
        url: product.url,
        price: (product.priceMinor / 100).toFixed(2),
        priceCurrency: product.currency,
        availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      },
      ...(product.ratingCount > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: product.ratingValue,
              reviewCount: product.ratingCount,
            },
          }
        : {}),
    },
  };
}
