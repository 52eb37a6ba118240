// Order reads: one of the shopper's orders by id or code (another shopper's is NOT_FOUND), the shopper's orders,
// and the order login (order number plus the email or phone given with it). Orders are snapshots: everything
// shown comes from the order's own rows, the payment method's name in the request's language.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import type { BankAccount, CartTotals, Order, OrderAddress, OrderLine as OrderLineDto } from "../../generated/resolvers-types.js";
import { normalizePhone } from "../../core/form.js";
import { intList, iso, num, numOrNull, sql, str, strOrNull, type Row, translationJoins } from "../../core/db.js";
import type { AddressSnapshot } from "../address/index.js";
import { trackingLink } from "../cargo/index.js";
import { isOrderStatus, type OrderStatusCode } from "./order-state.js";
import { toStatusEnum } from "./order-status.service.js";

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

const json = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

export const SELECT = `select o.*, coalesce(pt.name, pt0.name, o.payment_code) as payment_name,
       b.id as bank_id, b.bank_name, b.account_holder, b.account_number, b.iban, b.branch, b.currency as bank_currency, b.sort as bank_sort
  from shop_order o
  left join payment_method m on m.code = o.payment_code
  ${translationJoins("payment_method_translation", "pt", "method_id", "m.id")}
  left join bank_account b on b.id = o.bank_account_id`;

function addressDto(a: AddressSnapshot): OrderAddress {
  return { ...a, invoiceType: a.invoiceType === "corporate" ? "CORPORATE" : "INDIVIDUAL" };
}

function bankDto(r: Row): BankAccount | null {
  if (r.bank_id === null || r.bank_id === undefined) return null;
  return {
    id: num(r.bank_id),
    bankName: str(r.bank_name),
    accountHolder: str(r.account_holder),
    accountNumber: str(r.account_number),
    iban: str(r.iban),
    branch: str(r.branch),
    currency: str(r.bank_currency),
    sort: num(r.bank_sort),
  };
}

function lineDto(r: Row): OrderLineDto {
  return {
    id: num(r.id),
    productId: num(r.product_id),
    subProductId: numOrNull(r.sub_product_id),
    title: str(r.title),
    seoLink: str(r.seo_link),
    image: json(r.image) ?? null,
    variantNames: json<string[]>(r.variant_names),
    quantity: num(r.quantity),
    unitPriceMinor: num(r.unit_price_minor),
    personalizationPriceMinor: num(r.personalization_price_minor),
    lineTotalMinor: num(r.line_total_minor),
    personalizations: json(r.personalizations),
    vatRate: num(r.vat_rate),
  };
}

function orderDto(r: Row, lines: OrderLineDto[]): OrderRecord {
  const status: OrderStatusCode = isOrderStatus(str(r.status)) ? (str(r.status) as OrderStatusCode) : "received";
  const code = str(r.code);
  const trackingTemplate = strOrNull(r.cargo_tracking_url);
  const trackingCode = strOrNull(r.cargo_tracking_code);
  return {
    id: num(r.id),
    code,
    createdAt: iso(r.created_at),
    status: toStatusEnum(status),
    statusCode: status,
    senderName: `${str(r.first_name)} ${str(r.last_name)}`.trim(),
    language: str(r.language),
    customerId: r.shopper_kind === "customer" ? num(r.shopper_id) : null,
    paymentCode: str(r.payment_code),
    paymentName: str(r.payment_name),
    doorPaymentType: r.door_payment_type === "cash" ? "CASH" : r.door_payment_type === "card" ? "CARD" : null,
    bankAccount: bankDto(r),
    currencyCode: str(r.currency_code),
    currency: str(r.currency),
    email: str(r.email),
    phone: str(r.phone),
    lines,
    totals: json<CartTotals>(r.totals),
    invoiceAddress: addressDto(json<AddressSnapshot>(r.invoice_address)),
    deliveryAddress: addressDto(json<AddressSnapshot>(r.delivery_address)),
    cargoName: strOrNull(r.cargo_name),
    cargoTrackingUrl: trackingTemplate && trackingCode ? trackingLink(trackingTemplate, trackingCode) || null : null,
    cargoTrackingCode: trackingCode,
    invoiceNumber: strOrNull(r.invoice_number),
    refundedMinor: num(r.refunded_minor),
    chargedMinor: numOrNull(r.charged_minor),
    paymentProvider: strOrNull(r.payment_provider),
    installmentCount: numOrNull(r.installment_count),
    isGift: Boolean(r.is_gift),
    giftNote: str(r.gift_note),
    generalNote: str(r.general_note),
    campaignName: strOrNull(r.campaign_name),
    couponCode: strOrNull(r.coupon_code),
  };
}

/** Orders with their lines: two statements whatever the number of orders. */
export async function withLines(em: EntityManager, rows: Row[]): Promise<OrderRecord[]> {
  if (!rows.length) return [];
  const lineRows = await sql(em, `select * from order_line where order_id = any(?::int[]) order by id`, [intList(rows.map((r) => num(r.id)))]);
  const byOrder = new Map<number, OrderLineDto[]>();
  for (const l of lineRows) {
    const list = byOrder.get(num(l.order_id)) ?? [];
    list.push(lineDto(l));
    byOrder.set(num(l.order_id), list);
  }
  return rows.map((r) => orderDto(r, byOrder.get(num(r.id)) ?? []));
}

/** One of the shopper's orders by id or code; null when unknown or another shopper's. */
export async function findOrder(scope: RequestScope, shopper: Shopper, by: { id?: number | null; code?: string | null }): Promise<OrderRecord | null> {
  const { em, language } = scope;
  const byId = typeof by.id === "number" && Number.isSafeInteger(by.id) && by.id > 0 && by.id <= 2_147_483_647;
  const code = typeof by.code === "string" ? by.code.trim().toUpperCase() : "";
  if (!byId && !code) return null;
  const rows = await sql(em, `${SELECT} where o.shopper_kind = ? and o.shopper_id = ? and ${byId ? "o.id = ?" : "o.code = ?"}`, [
    language,
    shopper.kind,
    shopper.id,
    byId ? by.id : code,
  ]);
  return (await withLines(em, rows))[0] ?? null;
}

export async function myOrders(scope: RequestScope, shopper: Shopper): Promise<OrderRecord[]> {
  const { em, language } = scope;
  const rows = await sql(em, `${SELECT} where o.shopper_kind = ? and o.shopper_id = ? order by o.id desc limit 100`, [language, shopper.kind, shopper.id]);
  return withLines(em, rows);
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
  const rows = await sql(em, `${SELECT} where o.code = ?`, [language, number]);
  const row = rows[0];
  if (!row) return null;
  const matches = contact.includes("@")
    ? str(row.email).toLowerCase() === contact.toLowerCase()
    : phoneKey(contact).length >= 7 && phoneKey(contact) === phoneKey(str(row.phone));
  return matches ? (await withLines(em, [row]))[0] : null;
}

/** Last ten digits of a phone: +90 532 …, 0532 … and 532 … compare equal. */
export function phoneKey(value: string): string {
  return normalizePhone(value).replace(/\D/g, "").slice(-10);
}
