// Coupon codes: percent or amount off the goods, a validity period, a cart amount range, an optional
// customer they are bound to (a gift certificate), a total and a per-shopper usage limit. `coupon_use` records
// every use by a placed order (claimCouponUse); `used_count` mirrors its row count under the coupon row lock.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const CouponSchema = defineEntity({
  name: "Coupon",
  tableName: "coupon",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Stored upper-case; shoppers type it in any case. */
    code: p.string().length(64).unique(),
    /** Percent off (1–100); null for an amount coupon. */
    discountPercent: p.smallint().nullable(),
    /** Amount off in the default currency's minor units; null for a percent coupon. */
    discountAmountMinor: p.bigint("number").nullable(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    isActive: p.boolean().default(true),
    /** Cart goods total range (default currency minor units), each end optional: else NO_PRICE_RANGE. */
    minCartAmountMinor: p.bigint("number").nullable(),
    maxCartAmountMinor: p.bigint("number").nullable(),
    /** Gift certificate: only this customer may use it (CANT_CUSTOMER for anyone else, guests included). */
    customerId: p.integer().nullable(),
    /** Total uses allowed (null = unlimited): REACHED_MAXIMUM_USAGE. */
    maxUses: p.integer().nullable(),
    /** Uses allowed per shopper (null = unlimited): REACHED_MAXIMUM_USAGE_CUSTOMER. */
    maxUsesPerShopper: p.integer().nullable(),
    usedCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type Coupon = InferEntity<typeof CouponSchema>;

export const CouponUseSchema = defineEntity({
  name: "CouponUse",
  tableName: "coupon_use",
  uniques: [{ properties: ["coupon", "orderId"] }],
  indexes: [{ properties: ["coupon", "shopperKind", "shopperId"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    coupon: () => p.manyToOne(CouponSchema).deleteRule("cascade"),
    shopperKind: p.enum(["guest", "customer"]),
    shopperId: p.integer(),
    /** The order that used it (no foreign key: the order module owns that table). */
    orderId: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type CouponUse = InferEntity<typeof CouponUseSchema>;
