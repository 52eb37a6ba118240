// The shop's reads of orders (admin): every order, filtered by status, date range, payment method, customer and
// number, sorted and a page at a time; and one order by id or code whoever placed it. Two statements for a page
// (the count and the rows) plus one for the lines, whatever the page size.
import type { RequestScope } from "../../../core/context.js";
import { expressionBuilder, type Expression, type SqlBool } from "kysely";
import { first, rows, sql } from "../../../core/database.js";
import type { Tables } from "../../../generated/database.js";
import type { OrderStatusCode } from "../order-state.js";
import { orderDatabase as db } from "../order.database.js";
import { selectOrders, withLines, type OrderRecord } from "../order.read.js";

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
export const OPEN_REQUEST_STATUSES = ["requested", "approved"] as const;

export type AdminOrderSort = "created_desc" | "created_asc" | "total_desc" | "total_asc";

/** Each sort's column and direction; the id breaks ties in the same direction. */
const ORDER_BY = {
  created_desc: ["o.created_at", "desc"],
  created_asc: ["o.created_at", "asc"],
  total_desc: ["o.grand_total_minor", "desc"],
  total_asc: ["o.grand_total_minor", "asc"],
} as const;

/** `like` pattern of a text searched anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The tables a filter's conditions see: the order as `o`, and the requests an open-request filter looks at. */
type FilterTables = { o: Tables["shop_order"]; order_request: Tables["order_request"] };

/** The filters given, each one condition on the order (none: every order). */
function conditionsOf(filter: AdminOrderFilter): Expression<SqlBool> {
  const eb = expressionBuilder<FilterTables, "o">();
  const { statuses, createdFrom, createdBefore, paymentMethod, customerId, openRequest } = filter;
  const customer = filter.customer ? containing(filter.customer.toLowerCase()) : null;
  const code = filter.code ? containing(filter.code.toUpperCase()) : null;
  const conditions: Expression<SqlBool>[] = [];
  if (statuses) conditions.push(eb("o.status", "=", sql<string>`any(${statuses}::text[])`));
  if (createdFrom) conditions.push(eb("o.created_at", ">=", createdFrom));
  if (createdBefore) conditions.push(eb("o.created_at", "<", createdBefore));
  if (paymentMethod !== null) conditions.push(eb("o.payment_code", "=", paymentMethod));
  if (customerId !== null) conditions.push(eb.and([eb("o.shopper_kind", "=", "customer"), eb("o.shopper_id", "=", customerId)]));
  if (customer !== null) {
    conditions.push(
      eb.or([
        eb(eb.fn("lower", ["o.email"]), "like", customer),
        eb("o.phone", "like", customer),
        eb(sql<string>`lower(o.first_name || ' ' || o.last_name)`, "like", customer),
      ]),
    );
  }
  if (code !== null) conditions.push(eb("o.code", "like", code));
  if (openRequest !== null) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom("order_request as r")
          .select("r.id")
          .whereRef("r.order_id", "=", "o.id")
          .where("r.kind", "=", openRequest)
          .where("r.status", "in", OPEN_REQUEST_STATUSES),
      ),
    );
  }
  return eb.and(conditions);
}

export async function adminOrdersPage(
  scope: RequestScope,
  filter: AdminOrderFilter,
  sort: AdminOrderSort,
  page: number,
  perPage: number,
): Promise<{ orders: OrderRecord[]; total: number; page: number; perPage: number }> {
  const { em, language } = scope;
  const conditions = conditionsOf(filter);
  const counted = await first(
    em,
    db
      .selectFrom("shop_order as o")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(conditions),
  );
  const [column, direction] = ORDER_BY[sort];
  const found = await rows(
    em,
    selectOrders(language)
      .where(conditions)
      .orderBy(column, direction)
      .orderBy("o.id", direction)
      .limit(perPage)
      .offset((page - 1) * perPage),
  );
  return { orders: await withLines(em, found), total: counted?.n ?? 0, page, perPage };
}

/** Any order by id or code (the admin sees them all); null when unknown. */
export async function adminFindOrder(scope: RequestScope, by: { id?: number | null; code?: string | null }): Promise<OrderRecord | null> {
  const { em, language } = scope;
  const byId = typeof by.id === "number" && Number.isSafeInteger(by.id) && by.id > 0 && by.id <= 2_147_483_647;
  const code = typeof by.code === "string" ? by.code.trim().toUpperCase() : "";
  if (!byId && (!code || code.length > 32)) return null;
  const found = await rows(em, selectOrders(language).where(byId ? "o.id" : "o.code", "=", byId ? by.id! : code));
  return (await withLines(em, found))[0] ?? null;
}
