// Housekeeping of carts: those of guests that are gone (the guest module deletes unreachable guests first), and
// carts left without lines for `emptyCartDays`. Lines go with their cart (foreign key cascade).
import type { EntityManager } from "@mikro-orm/core";
import { first, sql } from "../../core/database.js";
import { daysBefore, type Retention } from "../../core/housekeeping.js";
import { cartDatabase as db } from "./cart.database.js";

type CartDelete = ReturnType<typeof db.deleteFrom<"cart">>;

/** Deletes the carts `which` picks, in one statement that also counts them. */
async function deleteCarts(em: EntityManager, which: (carts: CartDelete) => CartDelete): Promise<number> {
  const counted = await first(
    em,
    db
      .with("gone", () => which(db.deleteFrom("cart")).returning("cart.id"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return counted?.n ?? 0;
}

export async function cleanupCarts(em: EntityManager, now: Date, retention: Retention): Promise<{ carts: number; emptyCarts: number }> {
  const carts = await deleteCarts(em, (carts) =>
    carts
      .where("cart.shopper_kind", "=", "guest")
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("guest as g").select(sql.lit(1).as("one")).whereRef("g.id", "=", "cart.shopper_id")))),
  );
  const emptyCarts = await deleteCarts(em, (carts) =>
    carts
      .where("cart.updated_at", "<", new Date(daysBefore(now, retention.emptyCartDays)))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom("cart_product as p").select(sql.lit(1).as("one")).whereRef("p.cart_id", "=", "cart.id")))),
  );
  return { carts, emptyCarts };
}
