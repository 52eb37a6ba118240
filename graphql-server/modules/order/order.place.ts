// Place order (docs/decisions/014), in ONE transaction: lock the shopper's cart row (which also serialises retries
// of one shopper), answer an earlier order with the same idempotency key, require contact, both addresses and both
// contracts, lock the product and sub-product rows of the cart in a stable order (sorted ids, FOR UPDATE) and
// re-validate every line against the locked stock, decrement stock (never below 0), snapshot prices, names and
// addresses under a fresh random order number (order-number.ts), claim the coupon, refuse a payable total other
// than the approved one or, without an approved total, a promotion that no longer applies (order-approved-total.ts),
// record the contracts, append the status history and empty the
// cart.
import type { ShopStatusNote } from "./order-status-note.js";
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import type { ErrorCode, OrderError } from "../../generated/resolvers-types.js";
import { addressCheckCode, findAddress, snapshotOf } from "../address/index.js";
import { num, sql, str } from "../../core/db.js";
import { refusable, Refusal } from "../../core/refusal.js";
import { cartAddressIds, cartStockItems, clearCartAfterOrder, lockCart, withInstallmentInterest } from "../cart/index.js";
import { lockStock, takeStock } from "../catalog/index.js";
import { claimCouponUse } from "../coupon/index.js";
import { getShopperContact, phoneConfirmationMissing } from "../guest/index.js";
import { APPROVED_TOTAL_FIELD, approvedTotalProblem } from "./order-approved-total.js";
import { readOrderCart } from "./order-cart.js";
import { newOrderNumber, ORDER_NUMBER_ATTEMPTS } from "./order-number.js";
import type { OrderStatusCode } from "./order-state.js";

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

const ORDER_COLUMNS = `code, shopper_kind, shopper_id, idempotency_key, status, payment_code, door_payment_type, bank_account_id,
  language, currency_code, currency, email, phone, first_name, last_name, invoice_address, delivery_address,
  totals, grand_total_minor, cargo_id, cargo_name, cargo_tracking_url, is_gift, gift_note, general_note,
  campaign_id, campaign_name, coupon_code, contracts_accepted_at, distance_sales_version, pre_information_version,
  payment_provider, payment_transaction_id, installment_count, charged_minor, created_at, updated_at`;
const ORDER_VALUES = `?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), ?, ?, ?, ?, ?, ?, now(), now()`;

/**
 * Inserts the order under a fresh random number (order-number.ts) and returns its id. A number that is taken
 * inserts nothing (`on conflict (code) do nothing`, so the transaction stays usable) and the next one is drawn.
 */
async function insertOrder(tx: EntityManager, prefix: string, values: unknown[]): Promise<number> {
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const rows = await sql(tx, `insert into shop_order (${ORDER_COLUMNS}) values (${ORDER_VALUES}) on conflict (code) do nothing returning id`, [
      newOrderNumber(prefix),
      ...values,
    ]);
    if (rows.length) return num(rows[0].id);
  }
  throw new Error(`order: no free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
}

async function existingOrder(tx: EntityManager, shopper: Shopper, key: string): Promise<number | null> {
  const rows = await sql(tx, `select id from shop_order where shopper_kind = ? and shopper_id = ? and idempotency_key = ?`, [shopper.kind, shopper.id, key]);
  return rows.length ? num(rows[0].id) : null;
}

/** Versions of the accepted texts: the content pages' version numbers (distance_sales, pre_information). */
async function contractVersions(tx: EntityManager): Promise<{ distanceSales: string; preInformation: string }> {
  const rows = await sql(tx, `select code, version from content_page where code in ('distance_sales', 'pre_information')`);
  const version = (code: string) => {
    const row = rows.find((r) => r.code === code);
    return row ? String(row.version) : "unversioned";
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
  const orderId = await insertOrder(tx, payment.codePrefix, [
    shopper.kind,
    shopper.id,
    input.idempotencyKey,
    payment.status,
    payment.paymentCode,
    payment.doorPaymentType ?? null,
    payment.bankAccountId ?? null,
    language,
    cart.currencyCode,
    cart.currency,
    contact.email,
    contact.phone,
    contact.firstName || invoice!.firstName,
    contact.lastName || invoice!.lastName,
    JSON.stringify(snapshotOf(invoice!)),
    JSON.stringify(snapshotOf(delivery!)),
    JSON.stringify(orderTotals),
    orderTotals.grandTotalMinor,
    cargo?.id ?? null,
    cargo?.name ?? null,
    cargo?.trackingUrl || null,
    cart.isGiftCart,
    cart.isGiftCart ? cart.giftNote : "",
    cart.generalNote,
    campaign?.id ?? null,
    campaign?.name ?? null,
    coupon?.code ?? null,
    versions.distanceSales,
    versions.preInformation,
    payment.card?.provider ?? null,
    payment.card?.transactionId ?? null,
    payment.card?.installmentCount ?? null,
    payment.card?.chargedMinor ?? null,
  ]);
  const values = lines.map(() => `(?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?)`).join(", ");
  await sql(
    tx,
    `insert into order_line (order_id, product_id, sub_product_id, title, seo_link, image, variant_names, quantity, unit_price_minor,
                             personalization_price_minor, line_total_minor, personalizations, vat_rate)
     values ${values}`,
    lines.flatMap((l) => [
      orderId,
      l.productId,
      l.subProductId ?? null,
      l.title,
      l.seoLink,
      JSON.stringify(l.image ?? null),
      JSON.stringify(l.variantNames),
      l.quantity,
      l.unitPriceMinor,
      l.personalizationPriceMinor,
      l.lineTotalMinor,
      JSON.stringify(l.personalizations),
      l.vatRate,
    ]),
  );
  await sql(tx, `insert into order_status_history (order_id, status, note, created_at) values (?, ?, ?, now())`, [orderId, payment.status, "placed" satisfies ShopStatusNote]);
  if (coupon) {
    const problem = await claimCouponUse(tx, { couponCode: coupon.code, shopper, orderId });
    // The totals above counted its discount: with an approved total, what fails is that total.
    if (problem) throw new Refusal(problem, { field: input.approvedTotalMinor === null ? "couponCode" : APPROVED_TOTAL_FIELD });
  }
  const changed = approvedTotalProblem(input.approvedTotalMinor, totals.grandTotalMinor, cart.promotionProblems);
  if (changed) throw new Refusal(changed.code, { field: changed.field });
  await clearCartAfterOrder(tx, cartId);
  return { ok: true as const, orderId, created: true, grandTotalMinor: totals.grandTotalMinor, currencyCode: cart.currencyCode };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string };
  return e?.code === "23505" || e?.name === "UniqueConstraintViolationException" || str(e?.message).includes("duplicate key");
}
