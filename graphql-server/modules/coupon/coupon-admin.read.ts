// The admin's view of coupons: conditions, limits, usage count and state; one coupon also with who used it.
import type { EntityManager } from "@mikro-orm/core";
import type { InferResult } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import { containsPattern } from "../../core/db.js";
import { couponDatabase as db } from "./coupon.database.js";
import { couponRuleOf } from "./coupon.service.js";

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

/** A coupon's state now, read from its row (`c`). */
const STATE = sql<CouponState>`case when not c.is_active then 'inactive' when c.max_uses is not null and c.used_count >= c.max_uses then 'used_up'
  when c.starts_at > now() then 'upcoming' when c.ends_at <= now() then 'ended' else 'running' end`;

const allCoupons = () => db.selectFrom("coupon as c");
const withState = (coupons: ReturnType<typeof allCoupons>) => coupons.selectAll("c").select(STATE.as("state"));

const recordOf = (r: InferResult<ReturnType<typeof withState>>[number]): AdminCouponRecord => ({
  ...couponRuleOf(r),
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at.toISOString(),
  state: r.state,
  createdAt: r.created_at.toISOString(),
});

export async function findAdminCoupon(em: EntityManager, id: number): Promise<AdminCouponRecord | null> {
  const row = await first(em, withState(allCoupons()).where("c.id", "=", id));
  return row ? recordOf(row) : null;
}

/** One page of coupons, newest first, with the count of all matching ones. */
export async function listAdminCoupons(em: EntityManager, filter: { state?: CouponState | null; search?: string | null }, page: number, pageSize: number) {
  const { state, search } = filter;
  const matching = allCoupons()
    .$if(!!state, (q) => q.where(STATE, "=", state!))
    .$if(!!search, (q) => q.where("c.code", "ilike", containsPattern(search!)));
  const [coupons, count] = await Promise.all([
    rows(
      em,
      withState(matching)
        .orderBy("c.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ),
    first(em, matching.select((eb) => eb.fn.countAll<number>().as("total"))),
  ]);
  return { items: coupons.map(recordOf), total: count?.total ?? 0, page, pageSize };
}

/** Who used the coupon, how often and in which orders, latest first. */
export async function couponUsers(em: EntityManager, couponId: number): Promise<CouponUser[]> {
  const users = await rows(
    em,
    db
      .selectFrom("coupon_use")
      .select((eb) => [
        "shopper_kind as shopperKind",
        "shopper_id as shopperId",
        eb.fn.countAll<number>().as("uses"),
        sql<number[]>`array_agg(order_id order by order_id)`.as("orderIds"),
        eb.fn.max("created_at").as("last_used_at"),
      ])
      .where("coupon_id", "=", couponId)
      .groupBy(["shopper_kind", "shopper_id"])
      .orderBy(sql`max(created_at)`, "desc")
      .limit(MAX_USERS),
  );
  return users.map(({ last_used_at, ...user }) => ({ ...user, lastUsedAt: last_used_at.toISOString() }));
}
