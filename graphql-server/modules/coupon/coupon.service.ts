// Coupon rules: lookup by code (case-insensitive), the checks a cart re-runs on every read, and
// claimCouponUse — the order's use of a coupon, under the coupon row lock, so usage limits hold with parallel
// checkouts. Amounts are stored in the default currency and converted by the caller's `rate`.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../core/context.js";
import type { ErrorCode } from "../../generated/resolvers-types.js";
import { num, numOrNull, sql, str, type Row } from "../../core/db.js";

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

const toCoupon = (r: Row): CouponRow => ({
  id: num(r.id),
  code: str(r.code),
  discountPercent: numOrNull(r.discount_percent),
  discountAmountMinor: numOrNull(r.discount_amount_minor),
  startsAt: new Date(r.starts_at as string | Date),
  endsAt: new Date(r.ends_at as string | Date),
  isActive: Boolean(r.is_active),
  minCartAmountMinor: numOrNull(r.min_cart_amount_minor),
  maxCartAmountMinor: numOrNull(r.max_cart_amount_minor),
  customerId: numOrNull(r.customer_id),
  maxUses: numOrNull(r.max_uses),
  maxUsesPerShopper: numOrNull(r.max_uses_per_shopper),
  usedCount: num(r.used_count),
  shopperUses: num(r.shopper_uses),
});

/** The coupon with `code` and the shopper's use count; one statement. `lock` takes the row lock (in a transaction). */
export async function findCoupon(em: EntityManager, code: string, shopper: Shopper, lock = false): Promise<CouponRow | null> {
  const normalised = normaliseCode(code);
  if (normalised === null) return null;
  const rows = await sql(
    em,
    `select c.*, (select count(*) from coupon_use u where u.coupon_id = c.id and u.shopper_kind = ? and u.shopper_id = ?) as shopper_uses
       from coupon c where c.code = ? ${lock ? "for update of c" : ""}`,
    [shopper.kind, shopper.id, normalised],
  );
  return rows.length ? toCoupon(rows[0]) : null;
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
    const again = await sql(tx, `select 1 from coupon_use where coupon_id = ? and order_id = ?`, [coupon.id, input.orderId]);
    if (again.length) return null;
  }
  const problem = couponUsageProblem(coupon, input.shopper);
  if (problem || !coupon) return problem ?? "WRONG_CODE";
  await sql(
    tx,
    `insert into coupon_use (coupon_id, shopper_kind, shopper_id, order_id, created_at) values (?, ?, ?, ?, now())`,
    [coupon.id, input.shopper.kind, input.shopper.id, input.orderId],
  );
  await sql(tx, `update coupon set used_count = used_count + 1 where id = ?`, [coupon.id]);
  return null;
}
