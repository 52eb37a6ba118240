// The dashboard's order panel: the orders waiting for the shop per status, the open cancel and return requests, and
// today's orders and takings — each count a link to the order list filtered to exactly what it counted.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";
import type { AdminDashboardOrdersQuery } from "~/graphql/generated/graphql";
import { useMoney } from "~/utils/use-money";
import { ordersHref } from "~/components/admin/orders/order-list-state";

export type OrderDashboardData = AdminDashboardOrdersQuery["adminOrderDashboard"];

/** Statuses in which the order waits for the shop to act. */
const WAITING = ["AWAITING_PAYMENT", "RECEIVED", "APPROVED", "PREPARING", "REFUND_REQUESTED"];

function Count({ to, label, count }: { to: string; label: string; count: number | string }) {
  return (
    <li>
      <Link to={to}>
        <span>{label}</span>
        <strong>{count}</strong>
      </Link>
    </li>
  );
}

export function OrdersDashboard({ board }: { board: OrderDashboardData }) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const waiting = board.statusCounts.filter((s) => WAITING.includes(s.status));
  const revenue = board.todayRevenue.length ? board.todayRevenue.map((r) => money(r.totalMinor, r.currencyCode)).join(" + ") : t("ordersDashboard.none");
  return (
    <section aria-labelledby="orders-dashboard">
      <h2 id="orders-dashboard">{t("ordersDashboard.title")}</h2>
      <div className="order-dashboard">
        <div className="admin-card">
          <h3>{t("ordersDashboard.waiting")}</h3>
          <ul className="order-counts">
            {waiting.map((s) => (
              <Count key={s.status} to={ordersHref({ status: s.status.toLowerCase() })} label={s.statusName} count={s.count} />
            ))}
          </ul>
        </div>
        <div className="admin-card">
          <h3>{t("ordersDashboard.requests")}</h3>
          <ul className="order-counts">
            <Count to={ordersHref({ request: "cancel" })} label={t("ordersDashboard.cancelRequests")} count={board.openCancelRequests} />
            <Count to={ordersHref({ request: "refund" })} label={t("ordersDashboard.returnRequests")} count={board.openRefundRequests} />
          </ul>
        </div>
        <div className="admin-card">
          <h3>{t("ordersDashboard.today")}</h3>
          <ul className="order-counts">
            <Count to={ordersHref({ from: board.today, to: board.today })} label={t("ordersDashboard.todayOrders")} count={board.todayOrders} />
            <Count to={ordersHref({ from: board.today, to: board.today })} label={t("ordersDashboard.todayRevenue")} count={revenue} />
          </ul>
          <p>
            <Link to={adminPaths.orders} className="admin-link">
              {t("ordersDashboard.allOrders")}
            </Link>
            {" · "}
            <Link to={adminPaths.customers} className="admin-link">
              {t("ordersDashboard.customers")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
