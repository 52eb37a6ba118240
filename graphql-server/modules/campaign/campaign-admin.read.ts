// The admin's view of campaigns: every campaign whatever its state, with all its names, conditions and the number
// of orders placed with it. One statement per page (and one for the count).
import { containsPattern, iso, num, numOrNull, sql, str, translationJoins, type Row } from "../../core/db.js";
import type { RequestScope } from "../../core/context.js";

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

const STATE_SQL = `case when not c.is_active then 'inactive' when c.starts_at > now() then 'upcoming' when c.ends_at <= now() then 'ended' else 'running' end`;

const SELECT = `select c.id, c.kind, c.starts_at, c.ends_at, c.is_active, c.discount_percent, c.discount_amount_minor, c.min_cart_amount_minor,
         c.is_free_cargo, c.sort, ${STATE_SQL} as state, coalesce(t.name, t0.name, '') as name,
         coalesce((select json_agg(json_build_object('language', x.language, 'name', x.name, 'description', x.description) order by x.language)
                     from campaign_translation x where x.campaign_id = c.id), '[]'::json) as texts,
         coalesce((select array_agg(cp.product_id order by cp.product_id) from campaign_product cp where cp.campaign_id = c.id), '{}') as product_ids,
         coalesce((select array_agg(cc.category_id order by cc.category_id) from campaign_category cc where cc.campaign_id = c.id), '{}') as category_ids,
         (select count(*) from shop_order o where o.campaign_id = c.id) as order_count`;

const FROM = `from campaign c ${translationJoins("campaign_translation", "t", "campaign_id", "c.id")}`;

const textsOf = (value: unknown): CampaignText[] =>
  ((typeof value === "string" ? JSON.parse(value) : value) as Row[]).map((t) => ({ language: str(t.language), name: str(t.name), description: str(t.description) }));

const recordOf = (r: Row): AdminCampaignRecord => ({
  id: num(r.id),
  kind: str(r.kind) as CampaignKind,
  name: str(r.name),
  texts: textsOf(r.texts),
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  isActive: Boolean(r.is_active),
  state: str(r.state) as CampaignState,
  discountPercent: numOrNull(r.discount_percent),
  discountAmountMinor: numOrNull(r.discount_amount_minor),
  minCartAmountMinor: numOrNull(r.min_cart_amount_minor),
  isFreeCargo: Boolean(r.is_free_cargo),
  sort: num(r.sort),
  productIds: (r.product_ids as unknown[]).map(num),
  categoryIds: (r.category_ids as unknown[]).map(num),
  orderCount: num(r.order_count),
});

/** One campaign, or null when there is none with that id. */
export async function findAdminCampaign(scope: RequestScope, id: number): Promise<AdminCampaignRecord | null> {
  const rows = await sql(scope.em, `${SELECT} ${FROM} where c.id = ?`, [scope.language, id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** One page of campaigns, newest first, with the count of all matching ones. */
export async function listAdminCampaigns(scope: RequestScope, filter: AdminCampaignFilter, page: number, pageSize: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.kind) {
    where.push(`c.kind = ?`);
    params.push(filter.kind);
  }
  if (filter.state) {
    where.push(`${STATE_SQL} = ?`);
    params.push(filter.state);
  }
  const search = filter.search?.trim();
  if (search) {
    where.push(`exists (select 1 from campaign_translation s where s.campaign_id = c.id and s.name ilike ?)`);
    params.push(containsPattern(search));
  }
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  const [rows, count] = await Promise.all([
    sql(scope.em, `${SELECT} ${FROM} ${clause} order by c.id desc limit ? offset ?`, [scope.language, ...params, pageSize, (page - 1) * pageSize]),
    sql(scope.em, `select count(*) as total from campaign c ${clause}`, params),
  ]);
  return { items: rows.map(recordOf), total: num(count[0]?.total), page, pageSize };
}
