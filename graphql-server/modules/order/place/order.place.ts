// Place order (docs/decisions/014), in ONE transaction: lock the shopper's cart row (which also serialises retries
// of one shopper), answer an earlier order with the same idempotency key, require contact, both addresses and both
// contracts, lock the product and sub-product rows of the cart in a stable order (sorted ids, FOR UPDATE) and
// re-validate every line against the locked stock, decrement stock (never below 0), snapshot prices, names and
// addresses under a fresh random order number (order-number.ts), claim the coupon, refuse a payable total other
// than the approved one or, without an approved total, a promotion that no longer applies (order-approved-total.ts),
// record the contracts, append the status history and empty the
// cart.
import type { ShopStatusNote } from "../order-status-note.js";
import type { EntityManager } from "@mikro-orm/core";
import type { InsertObject } from "kysely";
import type { Shopper, RequestScope } from "../../../core/context.js";
import type { ErrorCode, OrderError } from "../../../generated/resolvers-types.js";
import { addressCheckCode, findAddress, snapshotOf } from "../../address/index.js";
import { first, rows, sql } from "../../../core/database.js";
import { refusable, Refusal } from "../../../core/refusal.js";
import type { Tables } from "../../../generated/database.js";
import { orderDatabase as db } from "../order.database.js";
import { cartAddressIds, cartStockItems, emptyCart, lockCart, withInstallmentInterest } from "../../cart/index.js";
import { lockStock, takeStock } from "../../catalog/index.js";
import { claimCouponUse } from "../../coupon/index.js";
import { getShopperContact, phoneConfirmationMissing } from "../../guest/index.js";
import { APPROVED_TOTAL_FIELD, approvedTotalProblem } from "./order-approved-total.js";
import { readOrderCart } from "./order-cart.js";
import { newOrderNumber, ORDER_NUMBER_ATTEMPTS } from "./order-number.js";
import type { OrderStatusCode } from "../order-state.js";

export type OrderErrorResult = Omit<OrderError, "message"> & { __typename: "OrderError" };

export const orderError = (code: ErrorCode, field: string | null = null): OrderErrorResult => ({ __typename: "OrderError", code, field });

/** A refusal as the order module's results hold it. */
export const asOrderError = (refusal: Refusal): OrderErrorResult => orderError(refusal.code, refusal.field);

/** What the payment method decides about the new order. */
export interface OrderPayment {
  paymentCode: string;
  status: OrderStatusCode;
  /** Order number prefix: JS for wire transfer, none otherwise. */
  codePrefix: string;
  doorPaymentType?: "cash" | "card" | null;
  bankAccountId?: number | null;
  /** A card payment the provider confirmed: recorded on the order (decision 037). */
  card?: { provider: string; transactionId: string; installmentCount: number; chargedMinor: number } | null;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  contracts: { distanceSales: boolean; preInformation: boolean };
  /** The grand total the shopper approved (in the order's currency, minor units); null: only the promotions are checked. */
  approvedTotalMinor: number | null;
  /** The currency the shopper approved the amounts in; the order is recorded and charged in it (decision 030). */
  currency?: string | null;
}

export type PlaceOrderOutcome = { ok: true; orderId: number; created: boolean } | { ok: false; error: OrderErrorResult };

/** An order row as placement writes it: everything but its number, which insertOrder draws. */
type NewOrder = Omit<InsertObject<Tables, "shop_order">, "code">;

/**
 * Inserts the order under a fresh random number (order-number.ts) and returns its id. A number that is taken
 * inserts nothing (`on conflict (code) do nothing`, so the transaction stays usable) and the next one is drawn.
 */
async function insertOrder(tx: EntityManager, prefix: string, order: NewOrder): Promise<number> {
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const inserted = await first(
      tx,
      db
        .insertInto("shop_order")
        .values({ ...order, code: newOrderNumber(prefix) })
        .onConflict((conflict) => conflict.column("code").doNothing())
        .returning("id"),
    );
    if (inserted) return inserted.id;
  }
  throw new Error(`order: no free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
}

async function existingOrder(tx: EntityManager, shopper: Shopper, key: string): Promise<number | null> {
  const order = await first(
    tx,
    db.selectFrom("shop_order").select("id").where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id).where("idempotency_key", "=", key),
  );
  return order?.id ?? null;
}

/** Versions of the accepted texts: the content pages' version numbers (distance_sales, pre_information). */
async function contractVersions(tx: EntityManager): Promise<{ distanceSales: string; preInformation: string }> {
  const pages = await rows(tx, db.selectFrom("content_page").select(["code", "version"]).where("code", "in", ["distance_sales", "pre_information"]));
  const version = (code: string) => {
    const page = pages.find((p) => p.code === code);
    return page ? String(page.version) : "unversioned";
  };
  return { distanceSales: version("distance_sales"), preInformation: version("pre_information") };
}

export async function placeOrder(scope: RequestScope, shopper: Shopper, input: PlaceOrderInput, payment: OrderPayment): Promise<PlaceOrderOutcome> {
  const { em } = scope;
  try {
    return await refusable(em, asOrderError, (tx) => placeOrderIn(tx, scope, shopper, input, payment));
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Two first attempts raced past the lock-free path (cannot happen while the cart row is locked): re-read.
      const again = await existingOrder(em, shopper, input.idempotencyKey);
      if (again !== null) return { ok: true, orderId: again, created: false };
    }
    throw error;
  }
}

/** The order the cart would become, with its payable total (grand total in the order's currency). */
export type PlacedOrder = { ok: true; orderId: number; created: boolean; grandTotalMinor: number | null; currencyCode: string | null };

/**
 * The steps of placing an order inside a transaction the caller opened (a card payment's confirmation places the
 * order and captures the money in one). A refusal is thrown as a Refusal, so the caller's transaction rolls back.
 */
export async function placeOrderIn(
  tx: EntityManager,
  scope: RequestScope,
  shopper: Shopper,
  input: PlaceOrderInput,
  payment: OrderPayment,
): Promise<PlacedOrder> {
  const { language } = scope;
  const cartId = await lockCart(tx, shopper);
  const earlier = await existingOrder(tx, shopper, input.idempotencyKey);
  if (earlier !== null) return { ok: true as const, orderId: earlier, created: false, grandTotalMinor: null, currencyCode: null };

  const contact = await getShopperContact(tx, shopper);
  if (!contact) throw new Refusal("MISSING_INFORMATION", { field: "contact" });
  const { invoiceId, deliveryId } = await cartAddressIds(tx, shopper);
  const addressCode = addressCheckCode(invoiceId !== null, deliveryId !== null);
  if (addressCode !== "NO_PROBLEM") throw new Refusal(addressCode, { field: "address" });
  if (!input.contracts.distanceSales || !input.contracts.preInformation) {
    throw new Refusal("MISSING_INFORMATION", { field: "contracts" });
  }
  // Before any stock lock: a shopper who still has to confirm the phone holds nothing up.
  if (await phoneConfirmationMissing(tx, shopper, contact.phone)) throw new Refusal("MUST_PHONE_CONFIRM", { field: "phone" });

  const stock = await lockStock(tx, await cartStockItems(tx, cartId));
  const { cart, lines, totals, campaign, coupon, cargo } = await readOrderCart(
    { em: tx, language, currency: scope.currency },
    shopper,
    payment.paymentCode,
    input.currency ?? null,
  );
  if (lines.length === 0) throw new Refusal("ORDER_NOT_CREATED", { field: "cart" });

  const stockProblem = await takeStock(
    tx,
    stock,
    lines.map((l) => ({ lineId: l.id, productId: l.productId, subProductId: l.subProductId ?? null, quantity: l.quantity })),
  );
  if (stockProblem) {
    const field = stockProblem.kind === "inactive" ? String(stockProblem.lineId) : "stock";
    throw new Refusal("STOCK_PROBLEM_MESSAGE", { field });
  }

  // One connection per transaction: statements run one after another.
  const invoice = await findAddress({ em: tx, language }, shopper, invoiceId!);
  const delivery = await findAddress({ em: tx, language }, shopper, deliveryId!);
  const versions = await contractVersions(tx);
  // A card paid in parts was charged more than the approved total: the order's totals say what was charged, the
  // interest a line of them (decision 094). A cart now dearer than the charge is refused below (its approved total
  // moved), so it is left as it is until then.
  const charged = payment.card?.chargedMinor ?? null;
  const orderTotals = charged !== null && charged >= totals.grandTotalMinor ? withInstallmentInterest(totals, charged) : totals;
  const orderId = await insertOrder(tx, payment.codePrefix, {
    shopper_kind: shopper.kind,
    shopper_id: shopper.id,
    idempotency_key: input.idempotencyKey,
    status: payment.status,
    payment_code: payment.paymentCode,
    door_payment_type: payment.doorPaymentType ?? null,
    bank_account_id: payment.bankAccountId ?? null,
    language,
    currency_code: cart.currencyCode,
    currency: cart.currency,
    email: contact.email,
    phone: contact.phone,
    first_name: contact.firstName || invoice!.firstName,
    last_name: contact.lastName || invoice!.lastName,
    invoice_address: JSON.stringify(snapshotOf(invoice!)),
    delivery_address: JSON.stringify(snapshotOf(delivery!)),
    totals: JSON.stringify(orderTotals),
    grand_total_minor: orderTotals.grandTotalMinor,
    cargo_id: cargo?.id ?? null,
    cargo_name: cargo?.name ?? null,
    cargo_tracking_url: cargo?.trackingUrl || null,
    is_gift: cart.isGiftCart,
    gift_note: cart.isGiftCart ? cart.giftNote : "",
    general_note: cart.generalNote,
    campaign_id: campaign?.id ?? null,
    campaign_name: campaign?.name ?? null,
    coupon_code: coupon?.code ?? null,
    contracts_accepted_at: sql<Date>`now()`,
    distance_sales_version: versions.distanceSales,
    pre_information_version: versions.preInformation,
    payment_provider: payment.card?.provider ?? null,
    payment_transaction_id: payment.card?.transactionId ?? null,
    installment_count: payment.card?.installmentCount ?? null,
    charged_minor: payment.card?.chargedMinor ?? null,
    created_at: sql<Date>`now()`,
    updated_at: sql<Date>`now()`,
  });
  await rows(
    tx,
    db.insertInto("order_line").values(
      lines.map((l) => ({
        order_id: orderId,
        product_id: l.productId,
        sub_product_id: l.subProductId ?? null,
        title: l.title,
        seo_link: l.seoLink,
        image: JSON.stringify(l.image ?? null),
        variant_names: JSON.stringify(l.variantNames),
        quantity: l.quantity,
        unit_price_minor: l.unitPriceMinor,
        personalization_price_minor: l.personalizationPriceMinor,
        line_total_minor: l.lineTotalMinor,
        personalizations: JSON.stringify(l.personalizations),
        vat_rate: l.vatRate,
      })),
    ),
  );
  await rows(
    tx,
    db
      .insertInto("order_status_history")
      .values({ order_id: orderId, status: payment.status, note: "placed" satisfies ShopStatusNote, created_at: sql<Date>`now()` }),
  );
  if (coupon) {
    const problem = await claimCouponUse(tx, { couponCode: coupon.code, shopper, orderId });
    // The totals above counted its discount: with an approved total, what fails is that total.
    if (problem) throw new Refusal(problem, { field: input.approvedTotalMinor === null ? "couponCode" : APPROVED_TOTAL_FIELD });
  }
  const changed = approvedTotalProblem(input.approvedTotalMinor, totals.grandTotalMinor, cart.promotionProblems);
  if (changed) throw new Refusal(changed.code, { field: changed.field });
  await emptyCart(tx, cartId);
  return { ok: true as const, orderId, created: true, grandTotalMinor: totals.grandTotalMinor, currencyCode: cart.currencyCode };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string };
  return e?.code === "23505" || e?.name === "UniqueConstraintViolationException" || String(e?.message ?? "").includes("duplicate key");
}
