// The admin dashboard's counts: orders per status, the requests still waiting for the shop, and today's orders and
// takings. Three small aggregate statements; "today" is the shop's day (its time zone), the same day the list's date
// filter reads, so a count and the list it links to always agree.
import type { EntityManager } from "@mikro-orm/core";
import { num, sql, str } from "../../core/db.js";
import { shopDay, shopDayStart } from "../../../shared/shop-time.js";
import { OPEN_REQUEST_STATUSES } from "./order-admin.read.js";
import { ORDER_STATUS_CODES, type OrderStatusCode } from "./order-state.js";

/** Orders that bring no money: they are left out of the takings. */
const NO_TAKINGS: readonly OrderStatusCode[] = ["cancelled", "payment_failed"];

export interface OrderDashboard {
  statusCounts: { statusCode: OrderStatusCode; count: number }[];
  openCancelRequests: number;
  openRefundRequests: number;
  today: string;
  todayOrders: number;
  todayRevenue: { currencyCode: string; totalMinor: number }[];
}

export async function orderDashboard(em: EntityManager, now = new Date()): Promise<OrderDashboard> {
  const today = shopDay(now);
  const from = shopDayStart(today).toISOString();
  const byStatus = new Map((await sql(em, `select status, count(*) as n from shop_order group by status`)).map((r) => [str(r.status), num(r.n)]));
  const requests = new Map(
    (await sql(em, `select kind, count(*) as n from order_request where status in ${OPEN_REQUEST_STATUSES} group by kind`)).map((r) => [str(r.kind), num(r.n)]),
  );
  const day = await sql(
    em,
    `select currency_code, count(*) as n, sum(case when status = any(?::text[]) then 0 else grand_total_minor end) as total
       from shop_order where created_at >= ?::timestamptz and created_at < ?::timestamptz + interval '1 day' group by currency_code order by currency_code`,
    [`{${NO_TAKINGS.join(",")}}`, from, from],
  );
  return {
    statusCounts: ORDER_STATUS_CODES.map((statusCode) => ({ statusCode, count: byStatus.get(statusCode) ?? 0 })),
    openCancelRequests: requests.get("cancel") ?? 0,
    openRefundRequests: requests.get("refund") ?? 0,
    today,
    todayOrders: day.reduce((sum, r) => sum + num(r.n), 0),
    todayRevenue: day.filter((r) => num(r.total) > 0).map((r) => ({ currencyCode: str(r.currency_code), totalMinor: num(r.total) })),
  };
}
