// A guest who signs in or registers keeps what they put in the cart: the guest cart's lines move into the member's
// cart. Lines with the same identity (product, sub-product, personalization values: the line key) add up; every
// resulting quantity is held to the stock and the member min/max, and each line that had to change is reported so
// the member is told. The guest cart is left empty. Coupons and campaigns: the member's own stay; the guest's come
// along when the member had none, and whatever no longer applies to the merged cart is dropped.
import type { EntityManager } from "@mikro-orm/core";
import type { RequestScope, Shopper } from "../../core/context.js";
import type { Selectable } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import { sql as rawSql, translationJoins } from "../../core/db.js";
import type { Tables } from "../../generated/database.js";
import type { ErrorCode } from "../../generated/resolvers-types.js";
import { emptyCart } from "./cart.changes.js";
import { cartDatabase as db } from "./cart.database.js";
import { readCartState, type StoredPersonalization } from "./cart.read.js";
import { findCartLine, writeCartLine } from "./cart-line-write.js";
import { lockCart, MAX_LINE_QUANTITY } from "./cart.service.js";

/** A guest line whose quantity the merge changed: the reason code, what it would have been and what it is. */
export interface CartMergeChangeRecord {
  productId: number;
  subProductId: number | null;
  title: string;
  code: ErrorCode;
  requested: number;
  /** 0: the line was dropped. */
  quantity: number;
}

export interface CartMergeOutcome {
  /** Guest lines taken over (merged or added). */
  merged: number;
  changes: CartMergeChangeRecord[];
}

interface LimitFacts {
  available: number;
  min: number | null;
  max: number | null;
}

/**
 * The quantity a line may have, and why it differs from the wanted one. Pure: the rules of the cart's add, applied
 * by adjusting instead of refusing. No stock: dropped. Above the stock or the member maximum: the lower of the two.
 * Below the member minimum: raised to it when the stock allows, else dropped.
 */
export function clampMergedQuantity(wanted: number, { available, min, max }: LimitFacts): { quantity: number; code: ErrorCode | null } {
  if (available <= 0) return { quantity: 0, code: "PRODUCT_NO_STOCK" };
  let quantity = Math.min(wanted, MAX_LINE_QUANTITY);
  let code: ErrorCode | null = null;
  if (max !== null && quantity > max) {
    quantity = max;
    code = "ERROR_MEMBER_MAX_ORDER";
  }
  if (quantity > available) {
    quantity = available;
    code = "NO_STOCK";
  }
  if (min !== null && quantity < min) {
    if (min > available || (max !== null && min > max)) return { quantity: 0, code: "PRODUCT_NO_STOCK" };
    quantity = min;
    code = "ERROR_MEMBER_MIN_ORDER";
  }
  return { quantity, code: quantity === wanted ? null : code ?? "ERROR_WHILE_ADD_CART" };
}

/** A line of the guest's cart, as the merge reads it. */
type GuestLine = {
  id: number;
  product_id: number;
  sub_product_id: number | null;
  quantity: number;
  personalizations: StoredPersonalization[];
  line_key: string;
  member_min_order: number | null;
  member_max_order: number | null;
  available: number;
  title: string;
};

/** The guest cart's lines with what the rules need: stock (the variant's when there is one), limits, title. */
async function guestLines(tx: EntityManager, language: string, guestCartId: number): Promise<GuestLine[]> {
  return rawSql<GuestLine>(
    tx,
    `select l.id, l.product_id, l.sub_product_id, l.quantity, l.personalizations, l.line_key,
            p.member_min_order, p.member_max_order,
            case when not p.is_active or (l.sub_product_id is not null and not coalesce(sp.is_active, false)) then 0
                 when l.sub_product_id is not null then sp.stock_amount else p.stock_amount end as available,
            coalesce(t.title, t0.title, p.name) as title
       from cart_product l
       join product p on p.id = l.product_id
       left join sub_product sp on sp.id = l.sub_product_id
       ${translationJoins("product_translation", "t", "product_id", "p.id")}
      where l.cart_id = ?
      order by l.id`,
    [language, guestCartId],
  );
}

/**
 * Moves the guest's cart into the member's (both locked, in one transaction). A guest without a cart, or with an
 * empty one, changes nothing; calling it twice merges once (the second finds the guest cart empty).
 */
export async function mergeGuestCart(scope: RequestScope, guestId: number, customerId: number): Promise<CartMergeOutcome> {
  const member: Shopper = { kind: "customer", id: customerId };
  return scope.em.transactional(async (tx) => {
    const guestCart = await first(tx, db.selectFrom("cart").selectAll().where("shopper_kind", "=", "guest").where("shopper_id", "=", guestId).forUpdate());
    if (!guestCart) return { merged: 0, changes: [] };
    const lines = await guestLines(tx, scope.language, guestCart.id);
    if (!lines.length) return { merged: 0, changes: [] };
    const memberCartId = await lockCart(tx, member);
    const changes: CartMergeChangeRecord[] = [];
    let merged = 0;
    for (const line of lines) {
      const key = line.line_key;
      const existing = await findCartLine(tx, memberCartId, key);
      const wanted = line.quantity + (existing?.quantity ?? 0);
      const facts = { available: line.available, min: line.member_min_order, max: line.member_max_order };
      const { quantity, code } = clampMergedQuantity(wanted, facts);
      if (code) changes.push({ productId: line.product_id, subProductId: line.sub_product_id, title: line.title, code, requested: wanted, quantity });
      if (quantity === 0) {
        if (existing) await rows(tx, db.deleteFrom("cart_product").where("id", "=", existing.id));
        continue;
      }
      merged += 1;
      const values = { productId: line.product_id, subProductId: line.sub_product_id, personalizations: line.personalizations, key };
      await writeCartLine(tx, memberCartId, existing, values, quantity);
    }
    await carryPromotions(tx, guestCart, memberCartId);
    await emptyCart(tx, guestCart.id);
    await dropPromotionsThatNoLongerApply(tx, scope, member, memberCartId);
    return { merged, changes };
  });
}

/** The guest's coupon, campaign, gift options and notes fill what the member's cart has not set itself. */
async function carryPromotions(tx: EntityManager, guestCart: Selectable<Tables["cart"]>, memberCartId: number): Promise<void> {
  await rows(
    tx,
    db
      .updateTable("cart")
      .set((eb) => ({
        coupon_code: eb.fn.coalesce("coupon_code", eb.val(guestCart.coupon_code)),
        selected_campaign_id: eb.fn.coalesce("selected_campaign_id", eb.val(guestCart.selected_campaign_id)),
        is_gift_cart: sql<boolean>`is_gift_cart or ${guestCart.is_gift_cart}`,
        is_gift_note_active: sql<boolean>`is_gift_note_active or ${guestCart.is_gift_note_active}`,
        gift_note: eb.case().when("gift_note", "=", "").then(guestCart.gift_note).else(eb.ref("gift_note")).end(),
        general_note: eb.case().when("general_note", "=", "").then(guestCart.general_note).else(eb.ref("general_note")).end(),
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", memberCartId),
  );
}

/** Re-reads the merged cart: a coupon or campaign the promotion rules no longer accept is removed. */
async function dropPromotionsThatNoLongerApply(tx: EntityManager, scope: RequestScope, member: Shopper, memberCartId: number): Promise<void> {
  const { dto, promotions } = await readCartState({ ...scope, em: tx }, member);
  const dropCoupon = dto.couponCode !== null && dto.couponCode !== undefined && promotions.couponProblem !== null;
  const campaignId = dto.selectedCampaignId ?? null;
  // A campaign no longer active is not in the map at all (undefined): dropped like one whose rules fail.
  const dropCampaign = campaignId !== null && promotions.campaignProblems.get(campaignId) !== null;
  if (!dropCoupon && !dropCampaign) return;
  await rows(
    tx,
    db
      .updateTable("cart")
      .set({ ...(dropCoupon ? { coupon_code: null } : {}), ...(dropCampaign ? { selected_campaign_id: null } : {}) })
      .where("id", "=", memberCartId),
  );
}
