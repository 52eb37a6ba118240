// Order reads: one of the shopper's orders by id or code (another shopper's is NOT_FOUND), the shopper's orders,
// and the order login (order number plus the email or phone given with it). Orders are snapshots: everything
// shown comes from the order's own rows, the payment method's name in the request's language.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import type { InferResult, Selectable } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { Order, OrderAddress, OrderLine as OrderLineDto } from "../../generated/resolvers-types.js";
import type { Tables } from "../../generated/database.js";
import { normalizePhone } from "../../core/form.js";
import { first, rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import type { AddressSnapshot } from "../address/index.js";
import { trackingLink } from "../cargo/index.js";
import { isOrderStatus, type OrderStatusCode } from "./order-state.js";
import { toStatusEnum } from "./order-status.service.js";
import { orderDatabase as db } from "./order.database.js";

/** An order as read: what the schema shows, less the texts the GraphQL layer writes (order.texts.ts) and the history and requests it reads per page (order-request.resolvers.ts). */
export type OrderRecord = Omit<
  Order,
  "statusName" | "paymentInstructions" | "statusHistory" | "requests" | "canCancel" | "canRefund" | "refundableUntil" | "requestableLines" | "paidMinor"
> & {
  statusCode: OrderStatusCode;
  /** Who must be named in a wire transfer's description. */
  senderName: string;
  /** The language the order was placed in: its mails and the provider's pages speak it. */
  language: string;
  /** The member the order belongs to (null: a guest's): only they may ask to cancel or return it. */
  customerId: number | null;
  /** What a card was charged (null for offline methods): what may be refunded of it (order-admin-rules.ts). */
  chargedMinor: number | null;
  /** Card orders: the provider that charged and the installment count (null for offline methods). */
  paymentProvider: string | null;
  installmentCount: number | null;
};

/**
 * Orders as every order read selects them, the caller adding its conditions: the order's row, its payment method's
 * name in the reader's language (else the default language's, else its code) and the bank account a transfer goes to.
 */
export const selectOrders = (language: string) =>
  db
    .selectFrom("shop_order as o")
    .leftJoin("payment_method as m", "m.code", "o.payment_code")
    .leftJoin("payment_method_translation as pt", (join) => join.onRef("pt.method_id", "=", "m.id").on("pt.language", "=", language))
    .leftJoin("payment_method_translation as pt0", (join) => join.onRef("pt0.method_id", "=", "m.id").on("pt0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .selectAll("o")
    .select((eb) => [
      eb.fn.coalesce("pt.name", "pt0.name", "o.payment_code").as("payment_name"),
      jsonObjectFrom(
        eb
          .selectFrom("bank_account as b")
          .select(["b.id", "b.bank_name as bankName", "b.account_holder as accountHolder", "b.account_number as accountNumber", "b.iban", "b.branch", "b.currency", "b.sort"])
          .whereRef("b.id", "=", "o.bank_account_id"),
      ).as("bank_account"),
    ]);

type OrderRow = InferResult<ReturnType<typeof selectOrders>>[number];
type OrderLineRow = Selectable<Tables["order_line"]>;

function addressDto(a: AddressSnapshot): OrderAddress {
  return { ...a, invoiceType: a.invoiceType === "corporate" ? "CORPORATE" : "INDIVIDUAL" };
}

function lineDto(l: OrderLineRow): OrderLineDto {
  return {
    id: l.id,
    productId: l.product_id,
    subProductId: l.sub_product_id,
    title: l.title,
    seoLink: l.seo_link,
    image: l.image,
    variantNames: l.variant_names,
    quantity: l.quantity,
    unitPriceMinor: l.unit_price_minor,
    personalizationPriceMinor: l.personalization_price_minor,
    lineTotalMinor: l.line_total_minor,
    personalizations: l.personalizations,
    vatRate: l.vat_rate,
  };
}

function orderDto(r: OrderRow, lines: OrderLineDto[]): OrderRecord {
  const status: OrderStatusCode = isOrderStatus(r.status) ? r.status : "received";
  return {
    id: r.id,
    code: r.code,
    createdAt: r.created_at.toISOString(),
    status: toStatusEnum(status),
    statusCode: status,
    senderName: `${r.first_name} ${r.last_name}`.trim(),
    language: r.language,
    customerId: r.shopper_kind === "customer" ? r.shopper_id : null,
    paymentCode: r.payment_code,
    paymentName: r.payment_name,
    doorPaymentType: r.door_payment_type === "cash" ? "CASH" : r.door_payment_type === "card" ? "CARD" : null,
    bankAccount: r.bank_account,
    currencyCode: r.currency_code,
    currency: r.currency,
    email: r.email,
    phone: r.phone,
    lines,
    totals: r.totals,
    invoiceAddress: addressDto(r.invoice_address),
    deliveryAddress: addressDto(r.delivery_address),
    cargoName: r.cargo_name,
    cargoTrackingUrl: r.cargo_tracking_url && r.cargo_tracking_code ? trackingLink(r.cargo_tracking_url, r.cargo_tracking_code) || null : null,
    cargoTrackingCode: r.cargo_tracking_code,
    invoiceNumber: r.invoice_number,
    refundedMinor: r.refunded_minor,
    chargedMinor: r.charged_minor,
    paymentProvider: r.payment_provider,
    installmentCount: r.installment_count,
    isGift: r.is_gift,
    giftNote: r.gift_note,
    generalNote: r.general_note,
    campaignName: r.campaign_name,
    couponCode: r.coupon_code,
  };
}

/** Orders with their lines: two statements whatever the number of orders. */
export async function withLines(em: EntityManager, orders: OrderRow[]): Promise<OrderRecord[]> {
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const lines = await rows(em, db.selectFrom("order_line").selectAll().where("order_id", "=", sql<number>`any(${ids}::int[])`).orderBy("id"));
  const byOrder = new Map<number, OrderLineDto[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_id) ?? [];
    list.push(lineDto(line));
    byOrder.set(line.order_id, list);
  }
  return orders.map((o) => orderDto(o, byOrder.get(o.id) ?? []));
}

/** One of the shopper's orders by id or code; null when unknown or another shopper's. */
export async function findOrder(scope: RequestScope, shopper: Shopper, by: { id?: number | null; code?: string | null }): Promise<OrderRecord | null> {
  const { em, language } = scope;
  const byId = typeof by.id === "number" && Number.isSafeInteger(by.id) && by.id > 0 && by.id <= 2_147_483_647;
  const code = typeof by.code === "string" ? by.code.trim().toUpperCase() : "";
  if (!byId && !code) return null;
  const found = await rows(
    em,
    selectOrders(language)
      .where("o.shopper_kind", "=", shopper.kind)
      .where("o.shopper_id", "=", shopper.id)
      .where(byId ? "o.id" : "o.code", "=", byId ? by.id! : code),
  );
  return (await withLines(em, found))[0] ?? null;
}

export async function myOrders(scope: RequestScope, shopper: Shopper): Promise<OrderRecord[]> {
  const { em, language } = scope;
  const found = await rows(
    em,
    selectOrders(language).where("o.shopper_kind", "=", shopper.kind).where("o.shopper_id", "=", shopper.id).orderBy("o.id", "desc").limit(100),
  );
  return withLines(em, found);
}

/**
 * Order login: the order with this number whose email (case-insensitive) or phone (digits compared, a leading
 * country code 90 / 0 ignored) matches; null otherwise. Rate limiting per IP is the storefront's concern.
 */
export async function lookupOrder(scope: RequestScope, code: string, emailOrPhone: string): Promise<OrderRecord | null> {
  const { em, language } = scope;
  const number = code.trim().toUpperCase();
  const contact = emailOrPhone.trim();
  if (!number || number.length > 32 || !contact || contact.length > 254) return null;
  const row = await first(em, selectOrders(language).where("o.code", "=", number));
  if (!row) return null;
  const matches = contact.includes("@")
    ? row.email.toLowerCase() === contact.toLowerCase()
    : phoneKey(contact).length >= 7 && phoneKey(contact) === phoneKey(row.phone);
  return matches ? (await withLines(em, [row]))[0] : null;
}

/** Last ten digits of a phone: +90 532 …, 0532 … and 532 … compare equal. */
export function phoneKey(value: string): string {
  return normalizePhone(value).replace(/\D/g, "").slice(-10);
}
