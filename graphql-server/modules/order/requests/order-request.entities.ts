// A member's request about one of their orders: cancel it before it ships, or return items of it after delivery.
// The request keeps the lines and quantities asked for, a reason from a fixed list and the member's note; the shop
// moves it through the states of order-request-state.ts. Another module never writes it: it asks the order module.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { OrderSchema } from "../order.entities.js";

/** One line of a request: which order line and how many of it. */
export interface RequestedLine {
  orderLineId: number;
  quantity: number;
}

export const OrderRequestSchema = defineEntity({
  name: "OrderRequest",
  tableName: "order_request",
  indexes: [{ properties: ["kind", "status"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    order: () => p.manyToOne(OrderSchema).deleteRule("cascade").index(),
    kind: p.enum(["cancel", "refund"]),
    status: p.string().length(32),
    reason: p.string().length(32),
    note: p.text().default(""),
    lines: p.json<RequestedLine[]>(),
    /** What the shop answered (shown to the member with the state). */
    answer: p.text().default(""),
    /** What the shop gave back for it (order currency, minor units); null until a decision moved money. */
    refundMinor: p.bigint("number").nullable(),
    /** Its lines went back into stock when it was granted. */
    stockReturned: p.boolean().default(false),
    /** The admin who last decided on it, and when. */
    decidedBy: p.integer().nullable(),
    decidedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type OrderRequest = InferEntity<typeof OrderRequestSchema>;
