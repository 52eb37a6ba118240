// A product feed in the RSS 2.0 form shopping engines read (Google Merchant Center's `g:` namespace; other engines
// and price comparison sites take the same file). Pure: the catalogue's items in, the XML text out.
import XMLBuilder from "fast-xml-builder";
import type { FeedItem } from "../catalog/index.js";

const GOOGLE_NS = "http://base.google.com/ns/1.0";

export interface FeedHead {
  shopName: string;
  /** The storefront's public origin (links and images are absolute). */
  origin: string;
  /** The feed's language: its product links point at that language's pages. */
  language: string;
  defaultLanguage: string;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, suppressEmptyNode: true });

// XML 1.0 has no place for most control characters; one in a product text would make the whole feed unreadable.
// eslint-disable-next-line no-control-regex
const xmlSafe = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");

/** A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) with a right check digit: engines refuse items whose number is wrong. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

const amount = (minor: number, isoCode: string) => `${(minor / 100).toFixed(2)} ${isoCode}`;

/** An address on the storefront: absolute as is, site-relative under the origin. */
const absolute = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`);

/** The product page in the feed's language: the default language has no prefix. */
const productPath = (head: FeedHead, seoLink: string) =>
  `${head.language === head.defaultLanguage ? "" : `/${head.language}`}/${encodeURI(seoLink.replace(/^\/+/, ""))}`;

function itemElement(head: FeedHead, item: FeedItem): Record<string, unknown> {
  const price = item.price;
  const sale = price.onSale && price.crossedOutPriceMinor !== null && price.crossedOutPriceMinor !== undefined;
  return {
    "g:id": item.id,
    "g:title": xmlSafe(item.title),
    "g:description": xmlSafe(item.description || item.title),
    "g:link": absolute(head.origin, productPath(head, item.seoLink)),
    "g:image_link": item.image ? absolute(head.origin, item.image.big || item.image.medium) : undefined,
    "g:availability": item.inStock ? "in_stock" : "out_of_stock",
    // Engines show the higher price crossed out when a sale price comes with it, as the storefront does.
    "g:price": amount(sale ? price.crossedOutPriceMinor! : price.displayPriceMinor, price.isoCode),
    "g:sale_price": sale ? amount(price.displayPriceMinor, price.isoCode) : undefined,
    "g:brand": item.brandName ? xmlSafe(item.brandName) : undefined,
    "g:gtin": isGtin(item.barcode) ? item.barcode : undefined,
    "g:mpn": item.supplierCode ? xmlSafe(item.supplierCode) : undefined,
    "g:identifier_exists": isGtin(item.barcode) || item.supplierCode ? undefined : "no",
    "g:condition": "new",
    "g:product_type": item.categoryPath.length ? xmlSafe(item.categoryPath.join(" > ")) : undefined,
  };
}

export function googleFeed(head: FeedHead, items: readonly FeedItem[]): string {
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    rss: {
      "@_version": "2.0",
      "@_xmlns:g": GOOGLE_NS,
      channel: {
        title: xmlSafe(head.shopName),
        link: absolute(head.origin, head.language === head.defaultLanguage ? "/" : `/${head.language}`),
        description: xmlSafe(head.shopName),
        item: items.map((item) => itemElement(head, item)),
      },
    },
  };
  return builder.build(document);
}
