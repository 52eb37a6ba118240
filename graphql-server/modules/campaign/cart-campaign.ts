// Cart campaign rules (docs/decisions/013): which cart lines a campaign covers, which of them it may discount (not
// a line whose unit price already carries a price campaign: no stacking), and why it does not apply to a cart.
import type { ErrorCode } from "../../generated/resolvers-types.js";
import type { CampaignRule } from "./campaign.service.js";

/** What the rules need to know about a cart line. */
export interface CampaignLineFacts {
  productId: number;
  categoryId: number | null;
  quantity: number;
  /** Stock available now. */
  available: number;
  /** The unit price already carries a price campaign. */
  hasPriceCampaign: boolean;
}

/** The campaign covers the line: its products or categories (descendants included); no scope = the whole cart. */
export function coversLine(campaign: CampaignRule, line: CampaignLineFacts): boolean {
  if (campaign.coveredProductIds.size === 0 && campaign.coveredCategoryIds.size === 0) return true;
  return (
    campaign.coveredProductIds.has(line.productId) || (line.categoryId !== null && campaign.coveredCategoryIds.has(line.categoryId))
  );
}

/** The campaign may discount the line: covered and without a price campaign in its unit price. */
export const discountsLine = (campaign: CampaignRule, line: CampaignLineFacts) => coversLine(campaign, line) && !line.hasPriceCampaign;

/**
 * Why the campaign does not apply to a cart whose goods total is `goodsMinor` (cart currency), or null when it
 * does: below the minimum (converted by `toCart`), then no covered line in stock.
 */
export function cartCampaignProblem(
  campaign: CampaignRule,
  lines: CampaignLineFacts[],
  goodsMinor: number,
  toCart: (defaultMinor: number) => number,
): ErrorCode | null {
  if (campaign.minCartAmountMinor !== null && goodsMinor < toCart(campaign.minCartAmountMinor)) {
    return "CART_PRICE_MORE_THAN_CAMPAIGN_PRICE";
  }
  if (!lines.some((l) => coversLine(campaign, l) && l.available > 0 && l.quantity > 0)) return "CAMPAIGN_PRODUCT_NO_STOCK";
  return null;
}
