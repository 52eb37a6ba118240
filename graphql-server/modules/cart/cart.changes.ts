// What other modules ask of the cart, always inside their transaction: the cart owns its rows, so the address book,
// the order and the cleanup never write them themselves.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../core/context.js";
import { num, sql } from "../../core/db.js";
import { lockCart } from "./cart.service.js";

/** Uses one of the shopper's addresses (the caller checked it is theirs) as the cart's invoice and/or delivery address. */
export async function useCartAddress(tx: EntityManager, shopper: Shopper, addressId: number, use: { invoice?: boolean | null; delivery?: boolean | null }) {
  if (!use.invoice && !use.delivery) return;
  const cartId = await lockCart(tx, shopper);
  await sql(
    tx,
    `update cart set invoice_address_id = case when ? then ? else invoice_address_id end,
                     delivery_address_id = case when ? then ? else delivery_address_id end, updated_at = now()
      where id = ?`,
    [Boolean(use.invoice), addressId, Boolean(use.delivery), addressId, cartId],
  );
}

/** Forgets an address the shopper deleted. */
export async function forgetCartAddress(tx: EntityManager, shopper: Shopper, addressId: number): Promise<void> {
  await sql(
    tx,
    `update cart set invoice_address_id = case when invoice_address_id = ? then null else invoice_address_id end,
                     delivery_address_id = case when delivery_address_id = ? then null else delivery_address_id end
      where shopper_kind = ? and shopper_id = ?`,
    [addressId, addressId, shopper.kind, shopper.id],
  );
}

/** The cart's invoice and delivery address ids that still belong to the shopper (another's id counts as none). */
export async function cartAddressIds(em: EntityManager, shopper: Shopper): Promise<{ invoiceId: number | null; deliveryId: number | null }> {
  const rows = await sql(
    em,
    `select (select a.id from address a where a.id = c.invoice_address_id and a.shopper_kind = c.shopper_kind and a.shopper_id = c.shopper_id) as invoice_id,
            (select a.id from address a where a.id = c.delivery_address_id and a.shopper_kind = c.shopper_kind and a.shopper_id = c.shopper_id) as delivery_id
       from cart c where c.shopper_kind = ? and c.shopper_id = ?`,
    [shopper.kind, shopper.id],
  );
  const r = rows[0];
  return { invoiceId: r?.invoice_id == null ? null : num(r.invoice_id), deliveryId: r?.delivery_id == null ? null : num(r.delivery_id) };
}

/** The products and variants in a cart, for the stock lock an order takes before it reads the lines. */
export async function cartStockItems(tx: EntityManager, cartId: number): Promise<{ productId: number; subProductId: number | null }[]> {
  const rows = await sql(tx, `select product_id, sub_product_id from cart_product where cart_id = ?`, [cartId]);
  return rows.map((r) => ({ productId: num(r.product_id), subProductId: r.sub_product_id === null ? null : num(r.sub_product_id) }));
}

/** Empties the cart its order was placed from: lines gone, coupon, campaign, gift options and notes reset. */
export async function clearCartAfterOrder(tx: EntityManager, cartId: number): Promise<void> {
  await sql(tx, `delete from cart_product where cart_id = ?`, [cartId]);
  await sql(
    tx,
    `update cart set coupon_code = null, selected_campaign_id = null, gift_note = '', general_note = '', is_gift_cart = false,
                     is_gift_note_active = false, updated_at = now() where id = ?`,
    [cartId],
  );
}
