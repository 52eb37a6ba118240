// Items of an order going back into stock (a granted cancel or return, a cancelled order): through the catalogue's
// returnStock, which raises the stock and mails the back-in-stock alerts. Each line counts what went back
// (returned_quantity, the line locked while it changes), so an item goes back once however often it is asked.
import type { EntityManager } from "@mikro-orm/core";
import { rows } from "../../../core/database.js";
import type { JobSender } from "../../../core/jobs.js";
import { returnStock } from "../../catalog/index.js";
import { stockToReturn } from "./order-admin-rules.js";
import { orderDatabase as db } from "../order.database.js";

/** Puts the asked items (all of the order's when `asked` is "all") not yet returned back into stock; answers how many went back. */
export async function returnOrderStock(
  tx: EntityManager,
  jobs: JobSender,
  orderId: number,
  asked: readonly { orderLineId: number; quantity: number }[] | "all",
): Promise<number> {
  const lines = await rows(
    tx,
    db
      .selectFrom("order_line")
      .select(["id", "product_id as productId", "sub_product_id as subProductId", "quantity", "returned_quantity as returnedQuantity"])
      .where("order_id", "=", orderId)
      .orderBy("id")
      .forUpdate(),
  );
  const wanted = asked === "all" ? lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })) : asked;
  const back = stockToReturn(wanted, lines);
  if (!back.length) return 0;
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const b of back) {
    await rows(tx, db.updateTable("order_line").set((eb) => ({ returned_quantity: eb("returned_quantity", "+", b.quantity) })).where("id", "=", b.orderLineId));
  }
  await returnStock(
    tx,
    jobs,
    back.map((b) => ({ productId: byId.get(b.orderLineId)!.productId, subProductId: byId.get(b.orderLineId)!.subProductId, quantity: b.quantity })),
  );
  return back.reduce((n, b) => n + b.quantity, 0);
}
