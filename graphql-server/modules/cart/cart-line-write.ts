// Writing one cart line by its key (product, sub-product and personalizations): the same key adds to the line's
// quantity instead of making a second line. Adding to the cart and merging a guest's cart both write through here.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../core/database.js";
import { num, sql as rawSql } from "../../core/db.js";
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

/** A statement answering one row with a cart's `id`; it may create or lock the cart, as part of the line's write. */
export interface CartRowStatement {
  sql: string;
  params: unknown[];
}

/**
 * Adds `quantity` to the line with this key in the cart `cart` answers, making the line when missing: the cart's id
 * and the line's quantity now. One statement with the cart's own (each is a round trip inside the transaction).
 * With a `ceiling`, an existing line grows only while it stays at or below it, and null means it would not have: the
 * check happens on the locked row, so two adds at once cannot together pass it.
 */
export async function addToCartLine(
  tx: EntityManager,
  cart: CartRowStatement,
  line: CartLineValues,
  quantity: number,
  ceiling?: number,
): Promise<{ cartId: number; quantity: number } | null> {
  const [row] = await rawSql(
    tx,
    `with cart_row as (${cart.sql})
     insert into cart_product (cart_id, product_id, sub_product_id, quantity, personalizations, line_key, created_at)
     select cart_row.id, ?, ?, ?, ?::jsonb, ?, now() from cart_row
     on conflict (cart_id, line_key) do update set quantity = cart_product.quantity + excluded.quantity
     ${ceiling === undefined ? "" : "where cart_product.quantity + excluded.quantity <= ?"}
     returning cart_id, quantity`,
    [...cart.params, line.productId, line.subProductId, quantity, JSON.stringify(line.personalizations), line.key, ...(ceiling === undefined ? [] : [ceiling])],
  );
  return row ? { cartId: num(row.cart_id), quantity: num(row.quantity) } : null;
}
