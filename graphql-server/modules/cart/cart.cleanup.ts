// Housekeeping of carts: those of guests that are gone (the guest module deletes unreachable guests first), and
// carts left without lines for `emptyCartDays`. Lines go with their cart (foreign key cascade).
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";
import { daysBefore, type Retention } from "../../core/housekeeping.js";

export async function cleanupCarts(em: EntityManager, now: Date, retention: Retention): Promise<{ carts: number; emptyCarts: number }> {
  const [orphans] = await sql(
    em,
    `with gone as (
       delete from cart c where c.shopper_kind = 'guest' and not exists (select 1 from guest g where g.id = c.shopper_id) returning 1)
     select count(*) as n from gone`,
  );
  const [empty] = await sql(
    em,
    `with gone as (
       delete from cart c where c.updated_at < ?::timestamptz
         and not exists (select 1 from cart_product p where p.cart_id = c.id)
       returning 1)
     select count(*) as n from gone`,
    [daysBefore(now, retention.emptyCartDays)],
  );
  return { carts: num(orphans.n), emptyCarts: num(empty.n) };
}
