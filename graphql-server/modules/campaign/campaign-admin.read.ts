// The admin's view of campaigns: every campaign whatever its state, with all its names, conditions and the number
// of orders placed with it. One statement per page (and one for the count).
import type { InferResult } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { first, rows, sql } from "../../core/database.js";
import { containsPattern } from "../../core/db.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import type { RequestScope } from "../../core/context.js";
import { campaignDatabase as db } from "./campaign.database.js";

export const CAMPAIGN_KINDS = ["price", "cart"] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_STATES = ["running", "upcoming", "ended", "inactive"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export interface CampaignText {
  language: string;
  name: string;
  description: string;
}

export interface AdminCampaignRecord {
  id: number;
  kind: CampaignKind;
  name: string;
  texts: CampaignText[];
  startsAt: string;
  endsAt: string;
  isActive: boolean;
  state: CampaignState;
  discountPercent: number | null;
  discountAmountMinor: number | null;
  minCartAmountMinor: number | null;
  isFreeCargo: boolean;
  sort: number;
  productIds: number[];
  categoryIds: number[];
  orderCount: number;
}

export interface AdminCampaignFilter {
  kind?: CampaignKind | null;
  state?: CampaignState | null;
  search?: string | null;
}

export const MAX_CAMPAIGN_PAGE_SIZE = 100;

/** A campaign's state now, read from its row (`c`). */
const STATE = sql<CampaignState>`case when not c.is_active then 'inactive' when c.starts_at > now() then 'upcoming' when c.ends_at <= now() then 'ended' else 'running' end`;

const allCampaigns = () => db.selectFrom("campaign as c");

/** Campaigns with their name in `language` (else the default language's), all their texts, what they cover and their orders. */
const withDetails = (campaigns: ReturnType<typeof allCampaigns>, language: string) =>
  campaigns
    .leftJoin("campaign_translation as t", (join) => join.onRef("t.campaign_id", "=", "c.id").on("t.language", "=", language))
    .leftJoin("campaign_translation as t0", (join) => join.onRef("t0.campaign_id", "=", "c.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .select((eb) => [
      "c.id",
      "c.kind",
      "c.starts_at",
      "c.ends_at",
      "c.is_active",
      "c.discount_percent",
      "c.discount_amount_minor",
      "c.min_cart_amount_minor",
      "c.is_free_cargo",
      "c.sort",
      STATE.as("state"),
      eb.fn.coalesce("t.name", "t0.name", sql.lit("")).as("name"),
      jsonArrayFrom(eb.selectFrom("campaign_translation as x").select(["x.language", "x.name", "x.description"]).whereRef("x.campaign_id", "=", "c.id").orderBy("x.language")).as(
        "texts",
      ),
      sql<number[]>`coalesce((select array_agg(cp.product_id order by cp.product_id) from campaign_product cp where cp.campaign_id = c.id), '{}')`.as("product_ids"),
      sql<number[]>`coalesce((select array_agg(cc.category_id order by cc.category_id) from campaign_category cc where cc.campaign_id = c.id), '{}')`.as("category_ids"),
      eb.selectFrom("shop_order as o").select((count) => count.fn.countAll<number>().as("n")).whereRef("o.campaign_id", "=", "c.id").as("order_count"),
    ]);

const recordOf = (r: InferResult<ReturnType<typeof withDetails>>[number]): AdminCampaignRecord => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  texts: r.texts,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  isActive: r.is_active,
  state: r.state,
  discountPercent: r.discount_percent,
  discountAmountMinor: r.discount_amount_minor,
  minCartAmountMinor: r.min_cart_amount_minor,
  isFreeCargo: r.is_free_cargo,
  sort: r.sort,
  productIds: r.product_ids,
  categoryIds: r.category_ids,
  orderCount: r.order_count ?? 0,
});

/** One campaign, or null when there is none with that id. */
export async function findAdminCampaign(scope: RequestScope, id: number): Promise<AdminCampaignRecord | null> {
  const row = await first(scope.em, withDetails(allCampaigns(), scope.language).where("c.id", "=", id));
  return row ? recordOf(row) : null;
}

/** One page of campaigns, newest first, with the count of all matching ones. */
export async function listAdminCampaigns(scope: RequestScope, filter: AdminCampaignFilter, page: number, pageSize: number) {
  const { kind, state } = filter;
  const search = filter.search?.trim();
  const matching = allCampaigns()
    .$if(!!kind, (q) => q.where("c.kind", "=", kind!))
    .$if(!!state, (q) => q.where(STATE, "=", state!))
    .$if(!!search, (q) =>
      q.where((eb) =>
        eb.exists(eb.selectFrom("campaign_translation as s").select("s.id").whereRef("s.campaign_id", "=", "c.id").where("s.name", "ilike", containsPattern(search!))),
      ),
    );
  const [campaigns, count] = await Promise.all([
    rows(
      scope.em,
      withDetails(matching, scope.language)
        .orderBy("c.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ),
    first(scope.em, matching.select((eb) => eb.fn.countAll<number>().as("total"))),
  ]);
  return { items: campaigns.map(recordOf), total: count?.total ?? 0, page, pageSize };
}
