// Product cards (lists, showcases, search, accessories): one query for any number of products, mapped to plain
// DTOs with the price block computed from the product, its discount and the active campaigns.
import type { ProductCard, ProductImage, ProductPrice } from "../../../generated/resolvers-types.js";
import { campaignPrice, campaignsFor, type PriceCampaign } from "./price-campaigns.js";
import type { CatalogScope } from "../catalog.scope.js";
import { intList, num, numOrNull, sql, str, strOrNull, type Row, translationJoins } from "../../../core/db.js";
import { displayPrice, withoutVat } from "../pricing.js";
import { convertMinor } from "../../../../shared/money.js";

/** Columns of a card; the joins below bind one parameter (the language). */
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

export const priceSource = (r: Row): PriceSource => ({
  sellingMinor: num(r.selling_price_minor),
  discountedMinor: numOrNull(r.discounted_price_minor),
  vatRate: num(r.vat_rate),
  currencyCode: str(r.currency_code),
  isoCode: str(r.iso_code),
  exchangeRate: num(r.exchange_rate) || 1,
});

export const imageDto = (r: Row, alt: string, prefix = ""): ProductImage => ({
  id: num(r[`${prefix}id`]),
  small: str(r.small),
  medium: str(r.medium),
  big: str(r.big),
  alt,
  sort: num(r[prefix ? `${prefix}sort` : "sort"]),
  variant1: numOrNull(r.variant1_id),
  variant2: numOrNull(r.variant2_id),
});

export function cardFromRow(r: Row, campaigns: PriceCampaign[], target: DisplayCurrency | null): ProductCard {
  const id = num(r.id);
  const title = str(r.title);
  const categoryId = r.category_id === null ? null : num(r.category_id);
  const stock = num(r.stock_total);
  return {
    id,
    title,
    seoLink: str(r.seo_link),
    brandName: strOrNull(r.brand_name),
    brandUrl: strOrNull(r.brand_url),
    image: r.image_id === null || r.image_id === undefined ? null : imageDto(r, title, "image_"),
    price: priceBlock(priceSource(r), campaignsFor(campaigns, id, categoryId), target),
    inStock: stock > 0,
    quantity: stock,
    hasProperty: Boolean(r.has_property),
    isNew: Boolean(r.is_new),
    isPromotional: Boolean(r.is_promotional),
    freeCargo: Boolean(r.free_cargo),
    commentRate: num(r.comment_rate),
    commentTotal: num(r.comment_total),
    // The member's flag is a field resolver of its own (favorite.service.ts): one batched read, none for visitors.
    isFavorite: false,
  };
}

/** Cards of active products, in the order of `ids` (unknown or inactive ids are skipped). One query. */
export async function cardsByIds(scope: CatalogScope, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, campaigns, target] = await Promise.all([
    sql(scope.em, `select ${CARD_COLUMNS} from product p ${CARD_JOINS} where p.is_active and p.id = any(?::int[])`, [scope.language, intList([...new Set(ids)])]),
    scope.campaigns(),
    scope.displayCurrency(),
  ]);
  const byId = new Map(rows.map((r) => [num(r.id), cardFromRow(r, campaigns, target)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined);
}
