// Coupon rules: lookup by code (case-insensitive), the checks a cart re-runs on every read, and
// claimCouponUse — the order's use of a coupon, under the coupon row lock, so usage limits hold with parallel
// checkouts. Amounts are stored in the default currency and converted by the caller's `rate`.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../core/context.js";
import type { ErrorCode } from "../../generated/resolvers-types.js";
import type { InferResult, Selectable } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";
import { couponDatabase as db } from "./coupon.database.js";

export interface CouponRow {
  id: number;
  code: string;
  discountPercent: number | null;
  discountAmountMinor: number | null;
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  minCartAmountMinor: number | null;
  maxCartAmountMinor: number | null;
  customerId: number | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  usedCount: number;
  /** Uses by the shopper the row was loaded for. */
  shopperUses: number;
}

/** Upper-cased, trimmed code; null when it cannot be a code. */
export function normaliseCode(code: unknown): string | null {
  if (typeof code !== "string") return null;
  const trimmed = code.trim().toLocaleUpperCase("en-US");
  return trimmed.length > 0 && trimmed.length <= 64 ? trimmed : null;
}

/** Coupons with the uses of `shopper` counted beside each. */
const couponsFor = (shopper: Shopper) =>
  db
    .selectFrom("coupon as c")
    .selectAll("c")
    .select((eb) =>
      eb
        .selectFrom("coupon_use as u")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("u.coupon_id", "=", "c.id")
        .where("u.shopper_kind", "=", shopper.kind)
        .where("u.shopper_id", "=", shopper.id)
        .as("shopper_uses"),
    );

/** A coupon row's rules as the shop reads them (the admin's record adds its state and texts of its dates). */
export const couponRuleOf = (r: Selectable<Tables["coupon"]>): Omit<CouponRow, "shopperUses"> => ({
  id: r.id,
  code: r.code,
  discountPercent: r.discount_percent,
  discountAmountMinor: r.discount_amount_minor,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  isActive: r.is_active,
  minCartAmountMinor: r.min_cart_amount_minor,
  maxCartAmountMinor: r.max_cart_amount_minor,
  customerId: r.customer_id,
  maxUses: r.max_uses,
  maxUsesPerShopper: r.max_uses_per_shopper,
  usedCount: r.used_count,
});

const toCoupon = (r: InferResult<ReturnType<typeof couponsFor>>[number]): CouponRow => ({ ...couponRuleOf(r), shopperUses: r.shopper_uses ?? 0 });

/** The coupon with `code` and the shopper's use count; one statement. `lock` takes the row lock (in a transaction). */
export async function findCoupon(em: EntityManager, code: string, shopper: Shopper, lock = false): Promise<CouponRow | null> {
  const normalised = normaliseCode(code);
  if (normalised === null) return null;
  const coupon = await first(
    em,
    couponsFor(shopper)
      .where("c.code", "=", normalised)
      .$if(lock, (q) => q.forUpdate("c")),
  );
  return coupon ? toCoupon(coupon) : null;
}

/** Validity, gift-certificate owner and usage limits: the checks that do not depend on the cart. */
export function couponUsageProblem(coupon: CouponRow | null, shopper: Shopper, now = new Date()): ErrorCode | null {
  if (!coupon) return "WRONG_CODE";
  if (!coupon.isActive || coupon.startsAt > now || coupon.endsAt <= now) return "COUPON_CODE_NO_ADDED";
  if (coupon.discountPercent === null && coupon.discountAmountMinor === null) return "COUPON_CODE_NO_ADDED";
  if (coupon.customerId !== null && (shopper.kind !== "customer" || shopper.id !== coupon.customerId)) return "CANT_CUSTOMER";
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return "REACHED_MAXIMUM_USAGE";
  if (coupon.maxUsesPerShopper !== null && coupon.shopperUses >= coupon.maxUsesPerShopper) return "REACHED_MAXIMUM_USAGE_CUSTOMER";
  return null;
}

/**
 * Every check of a coupon on a cart: usage first, then the price range against the cart's goods total. `toCart`
 * converts a default-currency amount into the cart currency.
 */
export function couponCartProblem(
  coupon: CouponRow | null,
  shopper: Shopper,
  goodsMinor: number,
  toCart: (defaultMinor: number) => number,
): ErrorCode | null {
  const usage = couponUsageProblem(coupon, shopper);
  if (usage || !coupon) return usage;
  if (goodsMinor <= 0) return "COUPON_CODE_NO_ADDED";
  if (coupon.minCartAmountMinor !== null && goodsMinor < toCart(coupon.minCartAmountMinor)) return "NO_PRICE_RANGE";
  if (coupon.maxCartAmountMinor !== null && goodsMinor > toCart(coupon.maxCartAmountMinor)) return "NO_PRICE_RANGE";
  return null;
}

/**
 * Records an order's use of a coupon inside the place-order transaction: locks the coupon row (`for update`),
 * re-checks validity, the owner and both usage limits, inserts the use and counts it. Returns the error code when
 * the coupon cannot be used (the caller rolls back). Calling it again for the same order is a no-op (idempotent).
 */
export async function claimCouponUse(
  tx: EntityManager,
  input: { couponCode: string; shopper: Shopper; orderId: number },
): Promise<ErrorCode | null> {
  const coupon = await findCoupon(tx, input.couponCode, input.shopper, true);
  if (coupon) {
    const again = await first(tx, db.selectFrom("coupon_use").select("id").where("coupon_id", "=", coupon.id).where("order_id", "=", input.orderId));
    if (again) return null;
  }
  const problem = couponUsageProblem(coupon, input.shopper);
  if (problem || !coupon) return problem ?? "WRONG_CODE";
  await rows(
    tx,
    db
      .insertInto("coupon_use")
      .values({ coupon_id: coupon.id, shopper_kind: input.shopper.kind, shopper_id: input.shopper.id, order_id: input.orderId, created_at: sql<Date>`now()` }),
  );
  await rows(tx, db.updateTable("coupon").set((eb) => ({ used_count: eb("used_count", "+", 1) })).where("id", "=", coupon.id));
  return null;
}
