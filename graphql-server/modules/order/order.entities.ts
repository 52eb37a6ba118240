// Orders (docs/decisions/014): a placed order is a snapshot — lines with the prices paid, the contact, both
// addresses, the totals and the accepted contracts — owned by a shopper (a guest now, a member later). The table is
// `shop_order` (ORDER is an SQL keyword). (shopper, idempotency key) is unique: a retried or double-submitted
// payment returns the order the first one created. Statuses follow the state machine in order-state.ts.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import type { AddressSnapshot } from "../address/index.js";
import type { CartPersonalization, CartTotals, ProductImage } from "../../generated/resolvers-types.js";

export const OrderSchema = defineEntity({
  name: "Order",
  tableName: "shop_order",
  uniques: [{ properties: ["shopperKind", "shopperId", "idempotencyKey"] }],
  indexes: [{ properties: ["shopperKind", "shopperId"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Order number shown to the shopper; wire transfer numbers start with JS. */
    code: p.string().length(32).unique(),
    shopperKind: p.enum(["guest", "customer"]),
    shopperId: p.integer(),
    idempotencyKey: p.string().length(128),
    status: p.string().length(32),
    paymentCode: p.string().length(32),
    doorPaymentType: p.string().length(8).nullable(),
    bankAccountId: p.integer().nullable(),
    /** The language the order was placed in (confirmation mail). */
    language: p.string().length(8),
    currencyCode: p.string().length(3),
    currency: p.string().length(16),
    email: p.string().length(255),
    phone: p.string().length(32),
    firstName: p.string().length(128),
    lastName: p.string().length(128),
    invoiceAddress: p.json<AddressSnapshot>(),
    deliveryAddress: p.json<AddressSnapshot>(),
    totals: p.json<CartTotals>(),
    grandTotalMinor: p.bigint("number"),
    cargoId: p.integer().nullable(),
    cargoName: p.string().length(128).nullable(),
    /** Tracking link template with {code}; the link shows once cargoTrackingCode is set. */
    cargoTrackingUrl: p.text().nullable(),
    cargoTrackingCode: p.string().length(64).nullable(),
    isGift: p.boolean().default(false),
    giftNote: p.text().default(""),
    generalNote: p.text().default(""),
    campaignId: p.integer().nullable(),
    campaignName: p.string().length(255).nullable(),
    couponCode: p.string().length(64).nullable(),
    /** When the distance-sales contract and the pre-information form were accepted, and their versions. */
    contractsAcceptedAt: p.datetime(),
    distanceSalesVersion: p.string().length(64),
    preInformationVersion: p.string().length(64),
    /** Card orders: the provider that charged, its transaction id, the installment count and what was charged
     * (the grand total plus any installment interest, in the order's currency). Null for offline methods. */
    paymentProvider: p.string().length(32).nullable(),
    paymentTransactionId: p.string().length(64).nullable(),
    installmentCount: p.integer().nullable(),
    chargedMinor: p.bigint("number").nullable(),
    /** The shop's invoice number, set by an admin once the invoice is cut. */
    invoiceNumber: p.string().length(64).nullable(),
    /** What was given back so far (order currency, minor units): refunds never exceed what was paid. */
    refundedMinor: p.bigint("number").default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type Order = InferEntity<typeof OrderSchema>;

export const OrderLineSchema = defineEntity({
  name: "OrderLine",
  tableName: "order_line",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(OrderSchema).deleteRule("cascade").index(),
    /** Plain ids, no foreign keys: a line outlives the product it was. */
    productId: p.integer(),
    subProductId: p.integer().nullable(),
    title: p.string().length(255),
    seoLink: p.string().length(255),
    image: p.json<ProductImage | null>().nullable(),
    variantNames: p.json<string[]>(),
    quantity: p.integer(),
    unitPriceMinor: p.bigint("number"),
    personalizationPriceMinor: p.bigint("number"),
    lineTotalMinor: p.bigint("number"),
    personalizations: p.json<CartPersonalization[]>(),
    vatRate: p.integer(),
    /** How many of the line went back into stock (a cancel or return): never more than the quantity, never twice. */
    returnedQuantity: p.integer().default(0),
  }),
});
export type OrderLine = InferEntity<typeof OrderLineSchema>;

export const OrderStatusHistorySchema = defineEntity({
  name: "OrderStatusHistory",
  tableName: "order_status_history",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(OrderSchema).deleteRule("cascade").index(),
    status: p.string().length(32),
    note: p.text().default(""),
    /** The admin who made the change; null when the shop or the shopper did (placing, a return request). */
    adminId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
