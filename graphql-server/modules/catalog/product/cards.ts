// Product cards (lists, showcases, search, accessories): one query for any number of products, mapped to plain
// DTOs with the price block computed from the product, its discount and the active campaigns.
import type { Selectable } from "kysely";
import type { ProductCard, ProductImage, ProductPrice } from "../../../generated/resolvers-types.js";
import type { Tables } from "../../../generated/database.js";
import { campaignPrice, campaignsFor, type PriceCampaign } from "./price-campaigns.js";
import type { CatalogScope } from "../catalog.scope.js";
import { intList, sql, translationJoins } from "../../../core/db.js";
import { displayPrice, withoutVat } from "../pricing.js";
import { convertMinor } from "../../../../shared/money.js";

/** Columns of a card (a CardRow); the joins below bind one parameter (the language). */
export const CARD_COLUMNS = `p.id, p.category_id, p.selling_price_minor, p.discounted_price_minor, p.vat_rate, p.stock_total,
  p.is_new, p.is_promotional, p.free_cargo, p.comment_rate, p.comment_total,
  coalesce(t.title, t0.title, p.name) as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
  b.name as brand_name, b.seo_link as brand_url, cur.code as currency_code, cur.iso_code, cur.exchange_rate,
  exists (select 1 from sub_product sp where sp.product_id = p.id) as has_property,
  img.id as image_id, img.small, img.medium, img.big, img.sort as image_sort, img.variant1_id, img.variant2_id`;

export const CARD_JOINS = `${translationJoins("product_translation", "t", "product_id", "p.id")}
  left join brand b on b.id = p.brand_id
  join currency cur on cur.id = p.currency_id
  left join lateral (select i.id, i.small, i.medium, i.big, i.sort, i.variant1_id, i.variant2_id
                       from product_image i where i.product_id = p.id order by i.sort, i.id limit 1) img on true`;

/** A row of CARD_COLUMNS as both drivers answer it (numeric columns as text). */
export type CardRow = {
  id: number;
  category_id: number | null;
  selling_price_minor: number;
  discounted_price_minor: number | null;
  vat_rate: number;
  stock_total: number;
  is_new: boolean;
  is_promotional: boolean;
  free_cargo: boolean;
  comment_rate: string;
  comment_total: number;
  title: string;
  seo_link: string;
  brand_name: string | null;
  brand_url: string | null;
  currency_code: string;
  iso_code: string;
  exchange_rate: string;
  has_property: boolean;
  /** The first image's columns: all null for a product without images. */
  image_id: number | null;
  small: string | null;
  medium: string | null;
  big: string | null;
  image_sort: number | null;
  variant1_id: number | null;
  variant2_id: number | null;
};

/** The columns a price is worked out from, as a card or the product page reads them. */
export type PriceColumns = Pick<CardRow, "selling_price_minor" | "discounted_price_minor" | "vat_rate" | "currency_code" | "iso_code" | "exchange_rate">;

/** An image's columns, as product_image holds them. */
export type ImageColumns = Omit<Selectable<Tables["product_image"]>, "product_id">;

export interface PriceSource {
  sellingMinor: number;
  discountedMinor: number | null;
  vatRate: number;
  currencyCode: string;
  isoCode: string;
  exchangeRate: number;
}

/** The currency a price block is shown in: its codes and its rate against the default currency. */
export interface DisplayCurrency {
  currencyCode: string;
  isoCode: string;
  exchangeRate: number;
}

/**
 * The GraphQL price block: the display-price rule (displayPrice) over the discounted and campaign prices, worked out
 * in the product's currency (the rule's constants are the shop's), then each amount converted once into `target`
 * with convertMinor — the same conversion the cart applies to the same display price, so a card, the product page
 * and the cart line show one figure. Percents are kept from the product's currency.
 */
export function priceBlock(source: PriceSource, campaigns: PriceCampaign[], target: DisplayCurrency | null = null): ProductPrice {
  const base = source.discountedMinor ?? source.sellingMinor;
  const campaignMinor = campaigns.length ? campaignPrice(campaigns, base, source.exchangeRate) : null;
  const p = displayPrice({ sellingMinor: source.sellingMinor, discountedMinor: source.discountedMinor, campaignMinor });
  const shown = target ?? source;
  const to = (minor: number) => convertMinor(minor, source.exchangeRate, shown.exchangeRate);
  const toOrNull = (minor: number | null) => (minor === null ? null : to(minor));
  return {
    currencyCode: shown.currencyCode,
    isoCode: shown.isoCode,
    sellingPriceMinor: to(source.sellingMinor),
    discountedPriceMinor: toOrNull(source.discountedMinor),
    discountedPriceWithoutVatMinor: source.discountedMinor === null ? null : to(withoutVat(source.discountedMinor, source.vatRate)),
    campaignPriceMinor: campaignMinor !== null && campaignMinor < base ? to(campaignMinor) : null,
    onSale: p.onSale,
    displayPriceMinor: to(p.displayMinor),
    crossedOutPriceMinor: toOrNull(p.crossedOutMinor),
    discountPercent: p.discountPercent,
    extraDiscountPriceMinor: to(p.extraDiscountMinor),
    extraDiscountPercent: p.extraDiscountPercent,
    vatRate: source.vatRate,
  };
}

export const priceSource = (r: PriceColumns): PriceSource => ({
  sellingMinor: r.selling_price_minor,
  discountedMinor: r.discounted_price_minor,
  vatRate: r.vat_rate,
  currencyCode: r.currency_code,
  isoCode: r.iso_code,
  exchangeRate: Number(r.exchange_rate) || 1,
});

export const productImage = (r: ImageColumns, alt: string): ProductImage => ({
  id: r.id,
  small: r.small,
  medium: r.medium,
  big: r.big,
  alt,
  sort: r.sort,
  variant1: r.variant1_id,
  variant2: r.variant2_id,
});

export function cardFromRow(r: CardRow, campaigns: PriceCampaign[], target: DisplayCurrency | null): ProductCard {
  return {
    id: r.id,
    title: r.title,
    seoLink: r.seo_link,
    brandName: r.brand_name,
    brandUrl: r.brand_url,
    image:
      r.image_id === null
        ? null
        : productImage(
            { id: r.image_id, small: r.small ?? "", medium: r.medium ?? "", big: r.big ?? "", sort: r.image_sort ?? 0, variant1_id: r.variant1_id, variant2_id: r.variant2_id },
            r.title,
          ),
    price: priceBlock(priceSource(r), campaignsFor(campaigns, r.id, r.category_id), target),
    inStock: r.stock_total > 0,
    quantity: r.stock_total,
    hasProperty: r.has_property,
    isNew: r.is_new,
    isPromotional: r.is_promotional,
    freeCargo: r.free_cargo,
    commentRate: Number(r.comment_rate),
    commentTotal: r.comment_total,
    // The member's flag is a field resolver of its own (favorite.service.ts): one batched read, none for visitors.
    isFavorite: false,
  };
}

/** Cards of active products, in the order of `ids` (unknown or inactive ids are skipped). One query. */
export async function cardsByIds(scope: CatalogScope, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, campaigns, target] = await Promise.all([
    sql<CardRow>(scope.em, `select ${CARD_COLUMNS} from product p ${CARD_JOINS} where p.is_active and p.id = any(?::int[])`, [scope.language, intList([...new Set(ids)])]),
    scope.campaigns(),
    scope.displayCurrency(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, cardFromRow(r, campaigns, target)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined);
}
