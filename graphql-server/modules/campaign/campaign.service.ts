// Campaigns: the active ones (by flag and period) with the products and categories they cover. Price campaigns reach
// the catalogue through the `priceCampaigns` service (the catalogue applies them to prices and memoises them per
// request); cart campaigns (kind `cart`, docs/decisions/013) load through the same query, their rules in
// cart-campaign.ts.
import { sql, translationJoins } from "../../core/db.js";
import type { RequestScope } from "../../core/context.js";
import { kept, mayUseKept } from "../../core/public-data-memo.js";
import type { PriceCampaign, PriceCampaigns } from "../catalog/index.js";

/** A campaign with what the cart needs besides the catalogue's view of it. */
export interface CampaignRule extends PriceCampaign {
  /** Cart campaigns: the goods total must reach this (default currency minor units). */
  minCartAmountMinor: number | null;
  /** Cart campaigns: selecting it makes cargo free. */
  isFreeCargo: boolean;
}

/** The catalogue's `priceCampaigns` service: the running price campaigns (the catalogue memoises them per request). */
export const priceCampaignsService: PriceCampaigns = { active: (scope) => loadCampaigns(scope) };

/**
 * Which campaigns to load: `running` the active ones whose period includes now, `notEnded` the active ones that have
 * not ended yet (also those still to start: the caller checks the period at use).
 */
type Period = "running" | "notEnded";
const PERIOD_FILTER: Record<Period, string> = {
  running: "and c.is_active and c.starts_at <= now() and c.ends_at > now()",
  notEnded: "and c.is_active and c.ends_at > now()",
};

/** What the campaigns' statement answers: a campaign's row with its texts and the ids it covers. */
type CampaignRow = {
  id: number;
  starts_at: Date;
  ends_at: Date;
  is_active: boolean;
  discount_percent: number | null;
  discount_amount_minor: number | null;
  min_cart_amount_minor: number | null;
  is_free_cargo: boolean;
  name: string;
  description: string;
  product_ids: number[];
  category_ids: number[];
  covered_category_ids: number[];
};

/** Campaigns of a kind in a language in a period. One query. */
export async function loadCampaigns(scope: RequestScope, period: Period = "running", kind: "price" | "cart" = "price"): Promise<CampaignRule[]> {
  const { em, language } = scope;
  const rows = await sql<CampaignRow>(
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
      where c.kind = ? ${PERIOD_FILTER[period]}
      order by c.sort, c.id`,
    [language, kind],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    isActive: r.is_active,
    discountPercent: r.discount_percent,
    discountAmountMinor: r.discount_amount_minor,
    productIds: r.product_ids,
    categoryIds: r.category_ids,
    coveredProductIds: new Set(r.product_ids),
    coveredCategoryIds: new Set(r.covered_category_ids),
    minCartAmountMinor: r.min_cart_amount_minor,
    isFreeCargo: r.is_free_cargo,
  }));
}

/**
 * The campaigns of a kind running now, kept in memory where the scope may (core/public-data-memo.ts). Kept
 * unfiltered by time, since no write marks a campaign's start or end: the period is checked here at every use.
 */
export async function runningCampaigns(scope: RequestScope, kind: "price" | "cart"): Promise<CampaignRule[]> {
  if (!mayUseKept(scope)) return loadCampaigns(scope, "running", kind);
  const notEnded = await kept(scope, `campaigns:${kind}:${scope.language}`, () => loadCampaigns(scope, "notEnded", kind));
  const now = Date.now();
  return notEnded.filter((c) => Date.parse(c.startsAt) <= now && now < Date.parse(c.endsAt));
}
