// Items of an order going back into stock (a granted cancel or return, a cancelled order): through the catalogue's
// returnStock, which raises the stock and mails the back-in-stock alerts. Each line counts what went back
// (returned_quantity, the line locked while it changes), so an item goes back once however often it is asked.
import type { EntityManager } from "@mikro-orm/core";
import { num, numOrNull, sql } from "../../core/db.js";
import type { JobSender } from "../../core/jobs.js";
import { returnStock } from "../catalog/index.js";
import { stockToReturn } from "./order-admin-rules.js";

/** Puts the asked items (all of the order's when `asked` is "all") not yet returned back into stock; answers how many went back. */
export async function returnOrderStock(
  tx: EntityManager,
  jobs: JobSender,
  orderId: number,
  asked: readonly { orderLineId: number; quantity: number }[] | "all",
): Promise<number> {
  const rows = await sql(tx, `select id, product_id, sub_product_id, quantity, returned_quantity from order_line where order_id = ? order by id for update`, [
    orderId,
  ]);
  const lines = rows.map((r) => ({
    id: num(r.id),
    productId: num(r.product_id),
    subProductId: numOrNull(r.sub_product_id),
    quantity: num(r.quantity),
    returnedQuantity: num(r.returned_quantity),
  }));
  const wanted = asked === "all" ? lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })) : asked;
  const back = stockToReturn(wanted, lines);
  if (!back.length) return 0;
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const b of back) await sql(tx, `update order_line set returned_quantity = returned_quantity + ? where id = ?`, [b.quantity, b.orderLineId]);
  await returnStock(
    tx,
    jobs,
    back.map((b) => ({ productId: byId.get(b.orderLineId)!.productId, subProductId: byId.get(b.orderLineId)!.subProductId, quantity: b.quantity })),
  );
  return back.reduce((n, b) => n + b.quantity, 0);
}
