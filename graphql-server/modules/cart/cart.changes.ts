// What other modules ask of the cart, always inside their transaction: the cart owns its rows, so the address book,
// the order and the cleanup never write them themselves.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../core/context.js";
import { first, rows, sql } from "../../core/database.js";
import { cartDatabase as db } from "./cart.database.js";
import { lockCart } from "./cart.service.js";

/** Uses one of the shopper's addresses (the caller checked it is theirs) as the cart's invoice and/or delivery address. */
export async function useCartAddress(tx: EntityManager, shopper: Shopper, addressId: number, use: { invoice?: boolean | null; delivery?: boolean | null }) {
  if (!use.invoice && !use.delivery) return;
  const cartId = await lockCart(tx, shopper);
  await rows(
    tx,
    db
      .updateTable("cart")
      .set((set) => ({
        invoice_address_id: use.invoice ? addressId : set.ref("invoice_address_id"),
        delivery_address_id: use.delivery ? addressId : set.ref("delivery_address_id"),
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", cartId),
  );
}

/** Forgets an address the shopper deleted. */
export async function forgetCartAddress(tx: EntityManager, shopper: Shopper, addressId: number): Promise<void> {
  const forget = (column: "invoice_address_id" | "delivery_address_id") =>
    sql<number | null>`case when ${sql.ref(column)} = ${addressId} then null else ${sql.ref(column)} end`;
  await rows(
    tx,
    db
      .updateTable("cart")
      .set({ invoice_address_id: forget("invoice_address_id"), delivery_address_id: forget("delivery_address_id") })
      .where("shopper_kind", "=", shopper.kind)
      .where("shopper_id", "=", shopper.id),
  );
}

/** The cart's invoice and delivery address ids that still belong to the shopper (another's id counts as none). */
export async function cartAddressIds(em: EntityManager, shopper: Shopper): Promise<{ invoiceId: number | null; deliveryId: number | null }> {
  const cart = await first(
    em,
    db
      .selectFrom("cart as c")
      .select((eb) => {
        const ownAddress = (column: "c.invoice_address_id" | "c.delivery_address_id") =>
          eb
            .selectFrom("address as a")
            .select("a.id")
            .whereRef("a.id", "=", column)
            .whereRef("a.shopper_kind", "=", "c.shopper_kind")
            .whereRef("a.shopper_id", "=", "c.shopper_id");
        return [ownAddress("c.invoice_address_id").as("invoice_id"), ownAddress("c.delivery_address_id").as("delivery_id")];
      })
      .where("c.shopper_kind", "=", shopper.kind)
      .where("c.shopper_id", "=", shopper.id),
  );
  return { invoiceId: cart?.invoice_id ?? null, deliveryId: cart?.delivery_id ?? null };
}

/** The products and variants in a cart, for the stock lock an order takes before it reads the lines. */
export async function cartStockItems(tx: EntityManager, cartId: number): Promise<{ productId: number; subProductId: number | null }[]> {
  const lines = await rows(tx, db.selectFrom("cart_product").select(["product_id", "sub_product_id"]).where("cart_id", "=", cartId));
  return lines.map((line) => ({ productId: line.product_id, subProductId: line.sub_product_id }));
}

/**
 * Empties a cart — the one an order was placed from, or a guest's merged into a member's: lines gone, coupon,
 * campaign, gift options and notes reset.
 */
export async function emptyCart(tx: EntityManager, cartId: number): Promise<void> {
  await rows(tx, db.deleteFrom("cart_product").where("cart_id", "=", cartId));
  await rows(
    tx,
    db
      .updateTable("cart")
      .set({
        coupon_code: null,
        selected_campaign_id: null,
        gift_note: "",
        general_note: "",
        is_gift_cart: false,
        is_gift_note_active: false,
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", cartId),
  );
}
