// The admin's view of coupons: conditions, limits, usage count and state; one coupon also with who used it.
import type { EntityManager } from "@mikro-orm/core";
import { containsPattern, iso, num, numOrNull, sql, str, type Row } from "../../core/db.js";

export const COUPON_STATES = ["running", "upcoming", "ended", "inactive", "used_up"] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface CouponUser {
  shopperKind: "guest" | "customer";
  shopperId: number;
  uses: number;
  orderIds: number[];
  lastUsedAt: string;
}

export interface AdminCouponRecord {
  id: number;
  code: string;
  discountPercent: number | null;
  discountAmountMinor: number | null;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
  state: CouponState;
  minCartAmountMinor: number | null;
  maxCartAmountMinor: number | null;
  customerId: number | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  usedCount: number;
  createdAt: string;
}

export const MAX_COUPON_PAGE_SIZE = 100;
const MAX_USERS = 100;

const STATE_SQL = `case when not c.is_active then 'inactive' when c.max_uses is not null and c.used_count >= c.max_uses then 'used_up'
  when c.starts_at > now() then 'upcoming' when c.ends_at <= now() then 'ended' else 'running' end`;

const SELECT = `select c.*, ${STATE_SQL} as state from coupon c`;

const recordOf = (r: Row): AdminCouponRecord => ({
  id: num(r.id),
  code: str(r.code),
  discountPercent: numOrNull(r.discount_percent),
  discountAmountMinor: numOrNull(r.discount_amount_minor),
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  isActive: Boolean(r.is_active),
  state: str(r.state) as CouponState,
  minCartAmountMinor: numOrNull(r.min_cart_amount_minor),
  maxCartAmountMinor: numOrNull(r.max_cart_amount_minor),
  customerId: numOrNull(r.customer_id),
  maxUses: numOrNull(r.max_uses),
  maxUsesPerShopper: numOrNull(r.max_uses_per_shopper),
  usedCount: num(r.used_count),
  createdAt: iso(r.created_at),
});

export async function findAdminCoupon(em: EntityManager, id: number): Promise<AdminCouponRecord | null> {
  const rows = await sql(em, `${SELECT} where c.id = ?`, [id]);
  return rows[0] ? recordOf(rows[0]) : null;
}

/** One page of coupons, newest first, with the count of all matching ones. */
export async function listAdminCoupons(em: EntityManager, filter: { state?: CouponState | null; search?: string | null }, page: number, pageSize: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.state) {
    where.push(`${STATE_SQL} = ?`);
    params.push(filter.state);
  }
  if (filter.search) {
    where.push(`c.code ilike ?`);
    params.push(containsPattern(filter.search));
  }
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  const [rows, count] = await Promise.all([
    sql(em, `${SELECT} ${clause} order by c.id desc limit ? offset ?`, [...params, pageSize, (page - 1) * pageSize]),
    sql(em, `select count(*) as total from coupon c ${clause}`, params),
  ]);
  return { items: rows.map(recordOf), total: num(count[0]?.total), page, pageSize };
}

/** Who used the coupon, how often and in which orders, latest first. */
export async function couponUsers(em: EntityManager, couponId: number): Promise<CouponUser[]> {
  const rows = await sql(
    em,
    `select shopper_kind, shopper_id, count(*) as uses, array_agg(order_id order by order_id) as order_ids, max(created_at) as last_used_at
       from coupon_use where coupon_id = ? group by shopper_kind, shopper_id order by max(created_at) desc limit ?`,
    [couponId, MAX_USERS],
  );
  return rows.map((r) => ({
    shopperKind: str(r.shopper_kind) as CouponUser["shopperKind"],
    shopperId: num(r.shopper_id),
    uses: num(r.uses),
    orderIds: (r.order_ids as unknown[]).map(num),
    lastUsedAt: iso(r.last_used_at),
  }));
}
