// The one write every status change makes, whoever makes it (an admin, a shopper's cancel request): the order moves
// and its history gets a row saying who (no admin: the shop or the shopper) and why.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../core/database.js";
import type { OrderStatusCode } from "./order-state.js";
import { orderDatabase as db } from "./order.database.js";

/** Moves the order to `to` and writes the history row (who and why). */
export async function recordStatus(tx: EntityManager, orderId: number, to: OrderStatusCode, note: string, adminId: number | null): Promise<void> {
  await rows(tx, db.updateTable("shop_order").set({ status: to, updated_at: sql<Date>`now()` }).where("id", "=", orderId));
  await rows(tx, db.insertInto("order_status_history").values({ order_id: orderId, status: to, note, admin_id: adminId, created_at: sql<Date>`now()` }));
}
