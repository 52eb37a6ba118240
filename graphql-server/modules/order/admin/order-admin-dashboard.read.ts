// The admin dashboard's counts: orders per status, the requests still waiting for the shop, and today's orders and
// takings. Three small aggregate statements; "today" is the shop's day (its time zone), the same day the list's date
// filter reads, so a count and the list it links to always agree.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import { shopDay, shopDayStart } from "../../../../shared/shop-time.js";
import { OPEN_REQUEST_STATUSES } from "./order-admin.read.js";
import { orderDatabase as db } from "../order.database.js";
import { ORDER_STATUS_CODES, type OrderStatusCode } from "../order-state.js";

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
  const statuses = await rows(em, db.selectFrom("shop_order").select((eb) => ["status", eb.fn.countAll<number>().as("n")]).groupBy("status"));
  const byStatus = new Map(statuses.map((row) => [row.status, row.n]));
  const open = await rows(
    em,
    db.selectFrom("order_request").select((eb) => ["kind", eb.fn.countAll<number>().as("n")]).where("status", "in", OPEN_REQUEST_STATUSES).groupBy("kind"),
  );
  const requests = new Map(open.map((row) => [row.kind, row.n]));
  const day = await rows(
    em,
    db
      .selectFrom("shop_order")
      .select((eb) => [
        "currency_code",
        eb.fn.countAll<number>().as("n"),
        eb.fn.sum<number | string>(eb.case().when("status", "in", NO_TAKINGS).then(0).else(eb.ref("grand_total_minor")).end()).as("total"),
      ])
      .where("created_at", ">=", new Date(from))
      .where("created_at", "<", sql<Date>`${from}::timestamptz + interval '1 day'`)
      .groupBy("currency_code")
      .orderBy("currency_code"),
  );
  return {
    statusCounts: ORDER_STATUS_CODES.map((statusCode) => ({ statusCode, count: byStatus.get(statusCode) ?? 0 })),
    openCancelRequests: requests.get("cancel") ?? 0,
    openRefundRequests: requests.get("refund") ?? 0,
    today,
    todayOrders: day.reduce((sum, r) => sum + r.n, 0),
    // sum() of a bigint column is numeric, which arrives as text.
    todayRevenue: day.filter((r) => Number(r.total) > 0).map((r) => ({ currencyCode: r.currency_code, totalMinor: Number(r.total) })),
  };
}
