// Campaigns, read side: the active ones (by flag and period) with the products and categories they cover, and
// the campaign price they give a product. Loaded once per request (a DataLoader-style memo in the context).
import type { EntityManager } from "@mikro-orm/core";
import type { Campaign as CampaignDto } from "../../generated/resolvers-types.js";
import { iso, num, numOrNull, sql, str, translationJoins } from "../catalog/catalog.sql.js";
import { applyAmountDiscount, applyPercentDiscount, roundHalfAwayFromZero } from "../catalog/pricing.js";

export interface CampaignRule extends CampaignDto {
  /** Every category the campaign covers, descendants included. */
  coveredCategoryIds: Set<number>;
  coveredProductIds: Set<number>;
}

/** Campaigns in a language; `activeOnly` keeps those active now. One query. */
export async function loadCampaigns(em: EntityManager, language: string, activeOnly = true): Promise<CampaignRule[]> {
  const rows = await sql(
    em,
    `select c.id, c.starts_at, c.ends_at, c.is_active, c.discount_percent, c.discount_amount_minor,
            coalesce(t.name, t0.name, '') as name, coalesce(t.description, t0.description, '') as description,
            coalesce((select array_agg(cp.product_id order by cp.product_id) from campaign_product cp where cp.campaign_id = c.id), '{}') as product_ids,
            coalesce((select array_agg(cc.category_id order by cc.category_id) from campaign_category cc where cc.campaign_id = c.id), '{}') as category_ids,
            coalesce((with recursive tree as (
                select cc.category_id as id from campaign_category cc where cc.campaign_id = c.id
                union select ch.id from category ch join tree on ch.parent_id = tree.id)
              select array_agg(id) from tree), '{}') as covered_category_ids
       from campaign c
       ${translationJoins("campaign_translation", "t", "campaign_id", "c.id")}
      ${activeOnly ? "where c.is_active and c.starts_at <= now() and c.ends_at > now()" : ""}
      order by c.sort, c.id`,
    [language],
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
    };
  });
}

export const toCampaignDto = ({ coveredCategoryIds: _c, coveredProductIds: _p, ...dto }: CampaignRule): CampaignDto => dto;

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
