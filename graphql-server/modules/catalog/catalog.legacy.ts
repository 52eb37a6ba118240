// Legacy (/api/v1) shapes of the catalogue: GraphQL fragments the REST documents select, mappers to the legacy
// clients' snake_case field names with major-unit prices (docs/decisions/004: the shim converts at the edge), and the
// listing body the listing routes share.
import type {
  BrandFacet,
  Category,
  CategoryFacet,
  Comment,
  ProductCard,
  ProductImage,
  ProductPrice,
  PropertyFacet,
  PropertyGroup,
} from "../../generated/resolvers-types.js";
import { z } from "zod";
import { firstGiven, legacyBody, legacyChoice, legacyInt, legacyList, legacyMoney, legacyText, truthy } from "../../core/rest-input.js";
import { toMajor } from "../../core/money.js";

export const PRICE_FIELDS = `currencyCode isoCode sellingPriceMinor discountedPriceMinor discountedPriceWithoutVatMinor campaignPriceMinor
  onSale displayPriceMinor crossedOutPriceMinor discountPercent extraDiscountPriceMinor extraDiscountPercent vatRate`;
export const IMAGE_FIELDS = "id small medium big alt sort variant1 variant2";
export const CARD_FIELDS = `id title seoLink brandName brandUrl inStock quantity hasProperty isNew isPromotional freeCargo commentRate commentTotal
  image { ${IMAGE_FIELDS} } price { ${PRICE_FIELDS} }`;
export const FACET_FIELDS = `brands { id name seoLink count }
  properties { propertyCategoryId name values { id name colour count } }
  categories { id title seoLink count } priceMinMinor priceMaxMinor inStockCount`;

const major = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : toMajor(minor));

/** Price fields as legacy clients read them (major units), plus the display rule's results. */
export function legacyPrice(p: ProductPrice) {
  return {
    selling_price_with_vat: toMajor(p.sellingPriceMinor),
    discounted_selling_price_with_vat: major(p.discountedPriceMinor),
    discounted_selling_price: major(p.discountedPriceWithoutVatMinor),
    campaign_price_with_vat: major(p.campaignPriceMinor),
    on_sale: p.onSale ? 1 : 0,
    currency_code: p.currencyCode,
    display_price: toMajor(p.displayPriceMinor),
    crossed_out_price: major(p.crossedOutPriceMinor),
    discount_percent: p.discountPercent,
    extra_discount_price: toMajor(p.extraDiscountPriceMinor),
    extra_discount_percent: p.extraDiscountPercent,
    vat: p.vatRate,
  };
}

export const legacyImage = (i: ProductImage) => ({
  id: i.id,
  S: i.small,
  M: i.medium,
  B: i.big,
  alt: i.alt,
  variant: i.variant1 === null && i.variant2 === null ? null : { variant1: i.variant1 ?? null, variant2: i.variant2 ?? null },
});

export const legacyCard = (c: ProductCard) => ({
  id: c.id,
  title: c.title,
  seo_link: c.seoLink,
  brand_name: c.brandName ?? null,
  brand_url: c.brandUrl ?? null,
  image: c.image ? legacyImage(c.image) : null,
  ...legacyPrice(c.price),
  quantity: c.quantity,
  in_stock: c.inStock,
  hasProperty: c.hasProperty,
  is_new: c.isNew,
  is_promotional: c.isPromotional,
  free_cargo: c.freeCargo,
  comment_rate: c.commentRate,
  comment_total: c.commentTotal,
});

export const legacyPropertyGroup = (g: PropertyGroup | null | undefined, which: 1 | 2) =>
  g
    ? {
        property_category_id: g.propertyCategoryId,
        property_category_name: g.propertyCategoryName,
        properties: g.properties.map((p) => ({
          property_id: p.propertyId,
          property_name: p.propertyName,
          ...(which === 1 ? { has_stock: p.hasStock } : { is_active: p.isActive }),
          colour: p.colour ?? null,
        })),
      }
    : null;

export const legacyComment = (c: Comment) => ({
  id: c.id,
  title: c.title,
  comment: c.text,
  rate: c.rate,
  name: c.customerName ?? null,
  is_name_display: c.isNameDisplay,
  created_at: c.createdAt,
});

export type LegacyCategory = { id: number; parent_id: number | null; title: string; seo_link: string; sort: number; image: string | null; children: LegacyCategory[] };
export const legacyCategory = (c: Pick<Category, "id" | "title" | "seoLink" | "sort" | "image"> & { parentId?: number | null; children?: unknown[] }): LegacyCategory => ({
  id: c.id,
  parent_id: c.parentId ?? null,
  title: c.title,
  seo_link: c.seoLink,
  sort: c.sort,
  image: c.image ?? null,
  children: ((c.children ?? []) as Parameters<typeof legacyCategory>[0][]).map(legacyCategory),
});

export function legacyFacets(f: {
  brands: BrandFacet[];
  properties: PropertyFacet[];
  categories: CategoryFacet[];
  priceMinMinor?: number | null;
  priceMaxMinor?: number | null;
  inStockCount: number;
}) {
  return {
    brands: f.brands.map((b) => ({ id: b.id, name: b.name, seo_link: b.seoLink, count: b.count })),
    properties: f.properties.map((g) => ({
      property_category_id: g.propertyCategoryId,
      property_category_name: g.name,
      properties: g.values.map((v) => ({ property_id: v.id, property_name: v.name, colour: v.colour ?? null, count: v.count })),
    })),
    categories: f.categories.map((c) => ({ id: c.id, title: c.title, seo_link: c.seoLink, count: c.count })),
    min_price: major(f.priceMinMinor),
    max_price: major(f.priceMaxMinor),
    in_stock_count: f.inStockCount,
  };
}

const SORTS = {
  recommended: "RECOMMENDED",
  price_asc: "PRICE_ASC",
  price_desc: "PRICE_DESC",
  newest: "NEWEST",
  best_selling: "BEST_SELLING",
  name_asc: "NAME_ASC",
  name_desc: "NAME_DESC",
  relevance: "RELEVANCE",
} as const;

/** The listing order legacy clients name (any letter case). */
export const sortParam = legacyChoice(SORTS);

/** A listing's body: category, brands, properties, min/max price, in_stock, campaign_id, sort, page (or currentPage), length (or page_size). */
export const listingBody = legacyBody(
  () => ({
    category: legacyText(),
    brands: legacyList,
    properties: legacyList.refine((ids) => ids === undefined || ids.every((id) => /^\d{1,9}$/.test(id)), "property ids are numbers"),
    min_price: legacyMoney,
    max_price: legacyMoney,
    in_stock: truthy,
    campaign_id: legacyInt(1),
    sort: sortParam,
    page: legacyInt(1, 100_000),
    length: legacyInt(1, 100),
  }),
  (body) => ({ ...body, page: firstGiven(body, "page", "currentPage"), length: firstGiven(body, "length", "page_size") }),
);

/** Listing variables from a validated listing body. */
export function listingVariables(b: z.output<typeof listingBody>) {
  return {
    filter: {
      category: b.category,
      brands: b.brands,
      properties: b.properties?.map(Number),
      minPriceMinor: b.min_price,
      maxPriceMinor: b.max_price,
      inStock: b.in_stock || undefined,
      campaignId: b.campaign_id,
    },
    sort: b.sort,
    page: b.page ?? 1,
    pageSize: b.length ?? 24,
  };
}
