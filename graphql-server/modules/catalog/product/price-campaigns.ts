// Price campaigns as the catalogue sees them: discounts baked into a product's shown price. The catalogue owns the
// rules that apply them (which campaigns cover a product, the best campaign price); which campaigns are running is
// the campaign module's business, handed in as the `priceCampaigns` service — so the catalogue imports nothing of
// it, and a shop without the campaign module simply shows no campaign prices.
import type { Campaign as CampaignDto } from "../../../generated/resolvers-types.js";
import type { RequestScope } from "../../../core/context.js";
import { applyAmountDiscount, applyPercentDiscount, roundHalfAwayFromZero } from "../../../core/money.js";

export interface PriceCampaign extends CampaignDto {
  /** Every category the campaign covers, descendants included. */
  coveredCategoryIds: Set<number>;
  coveredProductIds: Set<number>;
}

export interface PriceCampaigns {
  /** The price campaigns running now, named in the scope's language. */
  active(scope: RequestScope): Promise<PriceCampaign[]>;
}

declare module "../../../core/context.js" {
  interface ShopServices {
    /** The running price campaigns (offered by the campaign module; absent without it). */
    priceCampaigns?: PriceCampaigns;
  }
}

/** The campaign as the schema shows it, without the catalogue's lookup sets (and anything a subtype adds). */
export const toCampaignDto = (campaign: PriceCampaign): CampaignDto => ({
  id: campaign.id,
  name: campaign.name,
  description: campaign.description,
  startsAt: campaign.startsAt,
  endsAt: campaign.endsAt,
  isActive: campaign.isActive,
  discountPercent: campaign.discountPercent,
  discountAmountMinor: campaign.discountAmountMinor,
  productIds: campaign.productIds,
  categoryIds: campaign.categoryIds,
});

/** The campaigns that cover a product: named directly, or through its category or one of that category's ancestors. */
export function campaignsFor<T extends PriceCampaign>(campaigns: T[], productId: number, categoryId: number | null): T[] {
  return campaigns.filter((c) => c.coveredProductIds.has(productId) || (categoryId !== null && c.coveredCategoryIds.has(categoryId)));
}

/**
 * The best campaign price for a price (minor units of the product's currency), or null when no campaign applies.
 * Percent campaigns apply to the price; amount campaigns are in the default currency and are converted with the
 * product currency's exchange rate; an amount discount floors at 0.
 */
export function campaignPrice(campaigns: PriceCampaign[], priceMinor: number, exchangeRate: number): number | null {
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
