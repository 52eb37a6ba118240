// One order in the member's list: number (a link to its page), date, status, how many items and the total.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatOrderDate } from "~/domain/checkout-format";
import { useMoney } from "~/utils/use-money";

export interface OrderSummaryView {
  code: string;
  createdAt: string;
  status: string;
  statusName: string;
  currency: string;
  itemCount: number;
  totalMinor: number;
}

export function OrderSummary({ order, to }: { order: OrderSummaryView; to: string }) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation("checkout");
  const money = useMoney();
  return (
    <article className="checkout-card order-summary" aria-labelledby={`order-${order.code}`}>
      <h2 id={`order-${order.code}`} className="order-summary__code">
        <Link to={to} className="text-link" dir="ltr">
          {order.code}
        </Link>
      </h2>
      <dl className="order-summary__facts">
        <div>
          <dt>{t("orders.date")}</dt>
          <dd dir="ltr">{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{tc("order.status")}</dt>
          <dd>
            <span className={`order-status order-status--${order.status.toLowerCase()}`}>{order.statusName}</span>
          </dd>
        </div>
        <div>
          <dt>{t("orders.total")}</dt>
          <dd>
            {money(order.totalMinor, order.currency)} · {t("orders.items", { count: order.itemCount })}
          </dd>
        </div>
      </dl>
      <Link to={to} className="button button--ghost order-summary__link" aria-describedby={`order-${order.code}`}>
        {t("orders.detailLink")}
      </Link>
    </article>
  );
}
