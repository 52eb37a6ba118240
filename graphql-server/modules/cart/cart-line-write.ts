// Writing one cart line by its key (product, sub-product and personalizations): the same key adds to the line's
// quantity instead of making a second line. Adding to the cart and merging a guest's cart both write through here.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../core/database.js";
import type { Shopper } from "../../core/context.js";
import { cartDatabase as db } from "./cart.database.js";

export interface CartLineValues {
  productId: number;
  subProductId: number | null;
  personalizations: unknown;
  key: string;
}

/** The line with this key in the cart, if there is one. */
export async function findCartLine(tx: EntityManager, cartId: number, key: string): Promise<{ id: number; quantity: number } | null> {
  const line = await first(tx, db.selectFrom("cart_product").select(["id", "quantity"]).where("cart_id", "=", cartId).where("line_key", "=", key));
  return line ?? null;
}

/** Sets the quantity of the found line, or adds the line. */
export async function writeCartLine(tx: EntityManager, cartId: number, existing: { id: number } | null, line: CartLineValues, quantity: number): Promise<void> {
  if (existing) {
    await rows(tx, db.updateTable("cart_product").set({ quantity }).where("id", "=", existing.id));
    return;
  }
  await rows(
    tx,
    db.insertInto("cart_product").values({
      cart_id: cartId,
      product_id: line.productId,
      sub_product_id: line.subProductId,
      quantity,
      personalizations: JSON.stringify(line.personalizations),
      line_key: line.key,
      created_at: sql<Date>`now()`,
    }),
  );
}

/** A new cart row for the shopper, in the shop's default currency. */
export const newCartRow = (shopper: Shopper) =>
  ({
    shopper_kind: shopper.kind,
    shopper_id: shopper.id,
    currency_id: sql<number>`(select id from currency order by is_default desc, id limit 1)`,
    created_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  }) as const;

/**
 * Adds `quantity` to the line with this key in the shopper's cart, making the cart and the line when missing, and
 * marks the cart changed now: the cart's id and the line's quantity now. One statement (each is a round trip inside
 * the transaction); the cart's upsert takes its row lock. With a `ceiling`, an existing line grows only while it
 * stays at or below it, and null means it would not have: the check happens on the locked row, so two adds at once
 * cannot together pass it.
 */
export async function addToCartLine(
  tx: EntityManager,
  shopper: Shopper,
  line: CartLineValues,
  quantity: number,
  ceiling?: number,
): Promise<{ cartId: number; quantity: number } | null> {
  const added = await first(
    tx,
    db
      .with("cart_row", (w) =>
        w
          .insertInto("cart")
          .values(newCartRow(shopper))
          .onConflict((conflict) => conflict.columns(["shopper_kind", "shopper_id"]).doUpdateSet({ updated_at: sql<Date>`now()` }))
          .returning("id"),
      )
      .insertInto("cart_product")
      .columns(["cart_id", "product_id", "sub_product_id", "quantity", "personalizations", "line_key", "created_at"])
      .expression((eb) =>
        eb
          .selectFrom("cart_row")
          .select([
            "cart_row.id",
            eb.val(line.productId).as("product_id"),
            eb.val(line.subProductId).as("sub_product_id"),
            eb.val(quantity).as("quantity"),
            sql<string>`${JSON.stringify(line.personalizations)}::jsonb`.as("personalizations"),
            eb.val(line.key).as("line_key"),
            sql<Date>`now()`.as("created_at"),
          ]),
      )
      .onConflict((conflict) => {
        const grown = conflict.columns(["cart_id", "line_key"]).doUpdateSet((eb) => ({ quantity: eb("cart_product.quantity", "+", eb.ref("excluded.quantity")) }));
        return ceiling === undefined ? grown : grown.where((eb) => eb(eb("cart_product.quantity", "+", eb.ref("excluded.quantity")), "<=", ceiling));
      })
      .returning(["cart_id as cartId", "quantity"]),
  );
  return added ?? null;
}
