// Campaigns: the active ones (by flag and period) with the products and categories they cover, and the campaign
// price a price campaign gives a product (loaded once per request, a DataLoader-style memo in the context). Cart
// campaigns (kind `cart`, docs/decisions/013) load through the same query; their rules live in cart-campaign.ts.
import type { Campaign as CampaignDto } from "../../generated/resolvers-types.js";
import { iso, num, numOrNull, sql, str, translationJoins } from "../../core/db.js";
import { memoForRequest, type ShopContext, type RequestScope } from "../../core/context.js";
import { applyAmountDiscount, applyPercentDiscount } from "../../core/money.js";
import { roundHalfAwayFromZero } from "../../core/money.js";

export interface CampaignRule extends CampaignDto {
  /** Every category the campaign covers, descendants included. */
  coveredCategoryIds: Set<number>;
  coveredProductIds: Set<number>;
  /** Cart campaigns: the goods total must reach this (default currency minor units). */
  minCartAmountMinor: number | null;
  /** Cart campaigns: selecting it makes cargo free. */
  isFreeCargo: boolean;
}

/** The price campaigns active now, in a language: loaded once per request. */
export const activePriceCampaigns = (ctx: ShopContext, language: string): Promise<CampaignRule[]> =>
  memoForRequest(ctx, "campaign:active-price", (lang) => loadCampaigns({ em: ctx.em, language: lang }))(language);

/** Campaigns of a kind in a language; `activeOnly` keeps those active now. One query. */
export async function loadCampaigns(
  scope: RequestScope,
  activeOnly = true,
  kind: "price" | "cart" = "price",
): Promise<CampaignRule[]> {
  const { em, language } = scope;
  const rows = await sql(
    em,
    `select c.id, c.starts_at, c.ends_at, c.is_active, c.discount_percent, c.discount_amount_minor, c.min_cart_amount_minor, c.is_free_cargo,
            coalesce(t.name, t0.name, '') as name, coalesce(t.description, t0.description, '') as description,
            coalesce((select array_agg(cp.product_id order by cp.product_id) from campaign_product cp where cp.campaign_id = c.id), '{}') as product_ids,
            coalesce((select array_agg(cc.category_id order by cc.category_id) from campaign_category cc where cc.campaign_id = c.id), '{}') as category_ids,
            coalesce((with recursive tree as (
                select cc.category_id as id from campaign_category cc where cc.campaign_id = c.id
                union select ch.id from category ch join tree on ch.parent_id = tree.id)
              select array_agg(id) from tree), '{}') as covered_category_ids
       from campaign c
       ${translationJoins("campaign_translation", "t", "campaign_id", "c.id")}
      where c.kind = ? ${activeOnly ? "and c.is_active and c.starts_at <= now() and c.ends_at > now()" : ""}
      order by c.sort, c.id`,
    [language, kind],
  );
  return rows.map((r) => {
    const productIds = (r.product_ids as unknown[]).map(num);
    const categoryIds = (r.category_ids as unknown[]).map(num);
    return {
      id: num(r.id),
      name: str(r.name),
      description: str(r.description),
      startsAt: iso(r.starts_at),
      endsAt: iso(r.ends_at),
      isActive: Boolean(r.is_active),
      discountPercent: numOrNull(r.discount_percent),
      discountAmountMinor: numOrNull(r.discount_amount_minor),
      productIds,
      categoryIds,
      coveredProductIds: new Set(productIds),
      coveredCategoryIds: new Set((r.covered_category_ids as unknown[]).map(num)),
      minCartAmountMinor: numOrNull(r.min_cart_amount_minor),
      isFreeCargo: Boolean(r.is_free_cargo),
    };
  });
}

export const toCampaignDto = ({
  coveredCategoryIds: _c,
  coveredProductIds: _p,
  minCartAmountMinor: _m,
  isFreeCargo: _f,
  ...dto
}: CampaignRule): CampaignDto => dto;

export function campaignsFor(campaigns: CampaignRule[], productId: number, categoryId: number | null): CampaignRule[] {
  return campaigns.filter(
    (c) => c.coveredProductIds.has(productId) || (categoryId !== null && c.coveredCategoryIds.has(categoryId)),
  );
}

/**
 * The best campaign price for a price (minor units of the product's currency), or null when no campaign applies.
 * Percent campaigns apply to the price; amount campaigns are in the default currency and are converted with the
 * product currency's exchange rate; an amount discount floors at 0.
 */
export function campaignPrice(campaigns: CampaignRule[], priceMinor: number, exchangeRate: number): number | null {
  let best: number | null = null;
  for (const c of campaigns) {
    let price: number | null = null;
    if (c.discountPercent !== null && c.discountPercent !== undefined) price = applyPercentDiscount(priceMinor, c.discountPercent);
    else if (c.discountAmountMinor !== null && c.discountAmountMinor !== undefined) {
      price = applyAmountDiscount(priceMinor, roundHalfAwayFromZero(c.discountAmountMinor * exchangeRate));
    }
    if (price !== null && (best === null || price < best)) best = price;
  }
  return best;
}
