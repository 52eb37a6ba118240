// Carts: one per shopper (a guest now, a member later: shopper_kind + shopper_id), with the gift, note, campaign,
// coupon, cargo and address columns of the legacy cart (their rules arrive with campaigns, coupons and checkout),
// and cart product lines. A line's identity is product + sub-product + normalised personalization values (`lineKey`);
// adding the same identity again merges the quantity. Money is integer minor units (docs/decisions/004); line
// prices are not stored: the server recomputes them from the catalogue on every read.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { ProductSchema } from "../catalog/index.js";
import { SubProductSchema } from "../catalog/index.js";
import { CurrencySchema } from "../localization/index.js";

export const CartSchema = defineEntity({
  name: "Cart",
  tableName: "cart",
  uniques: [{ properties: ["shopperKind", "shopperId"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    shopperKind: p.enum(["guest", "customer"]),
    /** guest.id or the customer's id. */
    shopperId: p.integer(),
    currency: () => p.manyToOne(CurrencySchema),
    isGiftCart: p.boolean().default(false),
    isGiftNoteActive: p.boolean().default(false),
    giftNote: p.text().default(""),
    generalNote: p.text().default(""),
    isDeliveryDateActive: p.boolean().default(false),
    deliveryDate: p.string().length(32).nullable(),
    selectedCampaignId: p.integer().nullable(),
    couponCode: p.string().length(64).nullable(),
    cargoId: p.integer().nullable(),
    invoiceAddressId: p.integer().nullable(),
    deliveryAddressId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type Cart = InferEntity<typeof CartSchema>;

export const CartProductSchema = defineEntity({
  name: "CartProduct",
  tableName: "cart_product",
  uniques: [{ properties: ["cart", "lineKey"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    cart: () => p.manyToOne(CartSchema).deleteRule("cascade"),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    subProduct: () => p.manyToOne(SubProductSchema).nullable().deleteRule("cascade"),
    quantity: p.integer(),
    /** Normalised values: [{personalizationId, value, optionIds}] sorted by id, empty entries dropped. */
    personalizations: p.json<{ personalizationId: number; value: string | null; optionIds: number[] }[]>(),
    /** `product:subProduct:sha256(personalizations)` — the line identity. */
    lineKey: p.string().length(96),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type CartProduct = InferEntity<typeof CartProductSchema>;
