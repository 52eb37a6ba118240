// The shop's reads of orders (admin): every order, filtered by status, date range, payment method, customer and
// number, sorted and a page at a time; and one order by id or code whoever placed it. Two statements for a page
// (the count and the rows) plus one for the lines, whatever the page size.
import type { RequestScope } from "../../../core/context.js";
import { num, sql } from "../../../core/db.js";
import type { OrderStatusCode } from "../order-state.js";
import { SELECT, withLines, type OrderRecord } from "../order.read.js";

export const ADMIN_MAX_PER_PAGE = 100;

export interface AdminOrderFilter {
  statuses: OrderStatusCode[] | null;
  createdFrom: Date | null;
  /** Exclusive upper bound. */
  createdBefore: Date | null;
  paymentMethod: string | null;
  customerId: number | null;
  /** Part of the email, phone or name. */
  customer: string | null;
  /** Part of the order number. */
  code: string | null;
  /** Only orders with a request of this kind still waiting for the shop. */
  openRequest: "cancel" | "refund" | null;
}

/** Request states still waiting for the shop: a decision, or (an approved return) the refund. */
export const OPEN_REQUEST_STATUSES = "('requested', 'approved')";

export type AdminOrderSort = "created_desc" | "created_asc" | "total_desc" | "total_asc";

const ORDER_BY: Record<AdminOrderSort, string> = {
  created_desc: "o.created_at desc, o.id desc",
  created_asc: "o.created_at asc, o.id asc",
  total_desc: "o.grand_total_minor desc, o.id desc",
  total_asc: "o.grand_total_minor asc, o.id asc",
};

/** `like` pattern of a text searched anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The where clause and its values: each filter a fixed condition that a null value switches off. */
function whereOf(filter: AdminOrderFilter): { where: string; params: unknown[] } {
  const customer = filter.customer ? containing(filter.customer.toLowerCase()) : null;
  const where = `where (?::text[] is null or o.status = any(?::text[]))
    and (?::timestamptz is null or o.created_at >= ?::timestamptz)
    and (?::timestamptz is null or o.created_at < ?::timestamptz)
    and (?::text is null or o.payment_code = ?)
    and (?::int is null or (o.shopper_kind = 'customer' and o.shopper_id = ?))
    and (?::text is null or lower(o.email) like ? or o.phone like ? or lower(o.first_name || ' ' || o.last_name) like ?)
    and (?::text is null or o.code like ?)
    and (?::text is null or exists (select 1 from order_request r where r.order_id = o.id and r.kind = ? and r.status in ${OPEN_REQUEST_STATUSES}))`;
  const statuses = filter.statuses ? `{${filter.statuses.join(",")}}` : null;
  const code = filter.code ? containing(filter.code.toUpperCase()) : null;
  const from = filter.createdFrom?.toISOString() ?? null;
  const before = filter.createdBefore?.toISOString() ?? null;
  const params = [
    statuses,
    statuses,
    from,
    from,
    before,
    before,
    filter.paymentMethod,
    filter.paymentMethod,
    filter.customerId,
    filter.customerId,
    customer,
    customer,
    customer,
    customer,
    code,
    code,
    filter.openRequest,
    filter.openRequest,
  ];
  return { where, params };
}

export async function adminOrdersPage(
  scope: RequestScope,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: number,
  perPage: number,
): Promise<{ orders: OrderRecord[]; total: number; page: number; perPage: number }> {
  const { em, language } = scope;
  const { where, params } = whereOf(filter);
  const counted = await sql(em, `select count(*) as n from shop_order o ${where}`, params);
  const rows = await sql(em, `${SELECT} ${where} order by ${ORDER_BY[sort]} limit ? offset ?`, [language, ...params, perPage, (page - 1) * perPage]);
  return { orders: await withLines(em, rows), total: num(counted[0]?.n), page, perPage };
}

/** Any order by id or code (the admin sees them all); null when unknown. */
export async function adminFindOrder(scope: RequestScope, by: { id?: number | null; code?: string | null }): Promise<OrderRecord | null> {
  const { em, language } = scope;
  const byId = typeof by.id === "number" && Number.isSafeInteger(by.id) && by.id > 0 && by.id <= 2_147_483_647;
  const code = typeof by.code === "string" ? by.code.trim().toUpperCase() : "";
  if (!byId && (!code || code.length > 32)) return null;
  const rows = await sql(em, `${SELECT} where ${byId ? "o.id = ?" : "o.code = ?"}`, [language, byId ? by.id : code]);
  return (await withLines(em, rows))[0] ?? null;
}
