// Cart options: coupon code, cart campaign, cargo choice, gift options, notes, delivery date,
// addresses and currency. Each change runs in a transaction on the locked cart row; a coupon or campaign is written,
// the cart re-read with exactly the rules every read applies (cart-promotions.ts), and rolled back with the rule's
// error code (e.g. NO_PRICE_RANGE) when it does not apply — so "can be applied" and "still applies" never disagree.
import type { EntityManager } from "@mikro-orm/core";
import type { Updateable } from "kysely";
import { z } from "zod";
import type { Shopper, RequestScope } from "../../core/context.js";
import { badUserInput, notFound } from "../../core/errors.js";
import { refusable, Refusal } from "../../core/refusal.js";
import type { ErrorCode } from "../../generated/resolvers-types.js";
import { isActiveCargo } from "../cargo/index.js";
import { first, rows, sql } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";
import { normaliseCode } from "../coupon/index.js";
import { cartSettings } from "./cart-promotions.js";
import { findCurrency } from "../localization/index.js";
import { cartDatabase as db } from "./cart.database.js";
import { readCartState } from "./cart.read.js";
import { asCartError, cartError, lockCart, type CartOutcome } from "./cart.service.js";

export const MAX_GIFT_NOTE = 500;
export const MAX_GENERAL_NOTE = 1000;

/** Runs `change` on the shopper's locked cart (created when missing) in a transaction; a Refusal rolls back. */
function onCart(em: EntityManager, shopper: Shopper, change: (tx: EntityManager, cartId: number) => Promise<void>): Promise<CartOutcome> {
  return refusable(em, asCartError, async (tx) => {
    await change(tx, await lockCart(tx, shopper));
    return { ok: true as const, shopper, newGuest: null };
  });
}

const fail = (code: ErrorCode, field: string) => new Refusal(code, { field });

type CartColumns = Updateable<Tables["cart"]>;

/**
 * Writes columns of the locked cart row, and its `updated_at`. With `onlyIfSet`, only when that column holds a value:
 * false when it held none (nothing was written).
 */
async function setCart(tx: EntityManager, cartId: number, values: CartColumns, onlyIfSet?: "coupon_code" | "selected_campaign_id"): Promise<boolean> {
  let update = db
    .updateTable("cart")
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where("id", "=", cartId);
  if (onlyIfSet) update = update.where(onlyIfSet, "is not", null);
  return (await rows(tx, update.returning("id"))).length > 0;
}

/** Applies a coupon code (case-insensitive): WRONG_CODE, NO_PRICE_RANGE, CANT_CUSTOMER, REACHED_MAXIMUM_USAGE(_CUSTOMER), COUPON_CODE_NO_ADDED. */
export function applyCoupon(scope: RequestScope, shopper: Shopper, rawCode: unknown): Promise<CartOutcome> {
  const { em, language } = scope;
  const code = normaliseCode(rawCode);
  if (code === null) return Promise.resolve({ ok: false, error: cartError("WRONG_CODE", { field: "code" }) });
  return onCart(em, shopper, async (tx, cartId) => {
    await setCart(tx, cartId, { coupon_code: code });
    const { promotions } = await readCartState({ em: tx, language }, shopper);
    if (promotions.couponProblem) throw fail(promotions.couponProblem, "code");
  });
}

/** Removes the coupon: COUPON_CODE_NOT_REMOVED when there is none. */
export function removeCoupon(scope: RequestScope, shopper: Shopper): Promise<CartOutcome> {
  const { em } = scope;
  return onCart(em, shopper, async (tx, cartId) => {
    if (!(await setCart(tx, cartId, { coupon_code: null }, "coupon_code"))) throw fail("COUPON_CODE_NOT_REMOVED", "code");
  });
}

/** Selects a cart campaign: CART_PRICE_MORE_THAN_CAMPAIGN_PRICE, CAMPAIGN_PRODUCT_NO_STOCK, CAMPAIGN_NO_ADDED. */
export function selectCampaign(scope: RequestScope, shopper: Shopper, campaignId: number): Promise<CartOutcome> {
  const { em, language } = scope;
  if (!Number.isSafeInteger(campaignId) || campaignId <= 0 || campaignId > 2_147_483_647) {
    return Promise.resolve({ ok: false, error: cartError("CAMPAIGN_NO_ADDED", { field: "campaignId" }) });
  }
  return onCart(em, shopper, async (tx, cartId) => {
    await setCart(tx, cartId, { selected_campaign_id: campaignId });
    const { promotions } = await readCartState({ em: tx, language }, shopper);
    const problem = promotions.campaignProblems.has(campaignId) ? promotions.campaignProblems.get(campaignId) : "CAMPAIGN_NO_ADDED";
    if (problem) throw fail(problem, "campaignId");
  });
}

/** Removes the selected campaign: CAMPAIGN_NOT_REMOVED when none is selected. */
export function removeCampaign(scope: RequestScope, shopper: Shopper): Promise<CartOutcome> {
  const { em } = scope;
  return onCart(em, shopper, async (tx, cartId) => {
    if (!(await setCart(tx, cartId, { selected_campaign_id: null }, "selected_campaign_id"))) throw fail("CAMPAIGN_NOT_REMOVED", "campaignId");
  });
}

/** Chooses a cargo company (NOT_FOUND for an unknown or inactive one). */
export function chooseCargo(scope: RequestScope, shopper: Shopper, cargoId: number): Promise<CartOutcome> {
  const { em } = scope;
  return onCart(em, shopper, async (tx, cartId) => {
    if (!(await isActiveCargo(tx, cargoId))) throw notFound();
    await setCart(tx, cartId, { cargo_id: cargoId });
  });
}

const addressId = z.number().int().positive().max(2_147_483_647).nullable().optional();
const updateSchema = z.object({
  isGiftCart: z.boolean().nullish(),
  isGiftNoteActive: z.boolean().nullish(),
  giftNote: z.string().max(MAX_GIFT_NOTE).nullish(),
  generalNote: z.string().nullish(),
  deliveryDate: z.string().max(32).nullish(),
  invoiceAddressId: addressId,
  deliveryAddressId: addressId,
  currency: z.string().max(16).nullish(),
});
export type UpdateCartFields = z.input<typeof updateSchema>;

/** A delivery date YYYY-MM-DD from today on (UTC), or "" to clear it. */
function validDeliveryDate(value: string): boolean {
  if (value === "") return true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= new Date().toISOString().slice(0, 10);
}

/** The shopper's own address (the orders helper's `address` table); NOT_FOUND for another's or an unknown id. */
async function checkAddress(tx: EntityManager, shopper: Shopper, id: number): Promise<void> {
  const own = await first(tx, db.selectFrom("address").select("id").where("id", "=", id).where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id));
  if (!own) throw notFound();
}

/**
 * Gift options, notes, delivery date (only when the shop enables it), addresses and currency; only the fields given
 * change. A general note over 1000 characters is GENERAL_NOTE_NO_ADDED; other malformed input is BAD_USER_INPUT.
 */
export function updateCart(scope: RequestScope, shopper: Shopper, rawInput: unknown): Promise<CartOutcome> {
  const { em } = scope;
  const parsed = updateSchema.safeParse(rawInput ?? {});
  if (!parsed.success) throw badUserInput(String(parsed.error.issues[0]?.path[0] ?? "input"));
  const input = parsed.data;
  if (typeof input.generalNote === "string" && input.generalNote.length > MAX_GENERAL_NOTE) {
    return Promise.resolve({ ok: false, error: cartError("GENERAL_NOTE_NO_ADDED", { field: "generalNote" }) });
  }
  return onCart(em, shopper, async (tx, cartId) => {
    const set: CartColumns = {};
    if (typeof input.isGiftCart === "boolean") set.is_gift_cart = input.isGiftCart;
    if (typeof input.isGiftNoteActive === "boolean") set.is_gift_note_active = input.isGiftNoteActive;
    if (typeof input.giftNote === "string") set.gift_note = input.giftNote.trim();
    if (typeof input.generalNote === "string") set.general_note = input.generalNote.trim();
    if (typeof input.deliveryDate === "string") {
      const date = input.deliveryDate.trim();
      if (!(await cartSettings(tx)).isDeliveryDateActive || !validDeliveryDate(date)) throw badUserInput("deliveryDate");
      set.delivery_date = date || null;
    }
    for (const [field, column] of [["invoiceAddressId", "invoice_address_id"], ["deliveryAddressId", "delivery_address_id"]] as const) {
      const value = input[field];
      if (value === undefined) continue;
      if (value !== null) await checkAddress(tx, shopper, value);
      set[column] = value;
    }
    if (typeof input.currency === "string") {
      const currency = await findCurrency(tx, input.currency);
      if (!currency) throw badUserInput("currency");
      set.currency_id = currency.currency_id;
    }
    if (!Object.keys(set).length) return;
    await setCart(tx, cartId, set);
  });
}
