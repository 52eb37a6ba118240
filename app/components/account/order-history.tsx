// The statuses an order went through, oldest first, each with its date: the member sees where the order is and
// since when.
import { useTranslation } from "react-i18next";
import { formatOrderDate } from "~/domain/checkout-format";

export interface OrderHistoryEntry {
  status: string;
  statusName: string;
  createdAt: string;
}

export function OrderHistory({ entries, id }: { entries: readonly OrderHistoryEntry[]; id: string }) {
  const { t } = useTranslation("account");
  if (!entries.length) return null;
  return (
    <section className="checkout-card" aria-labelledby={id}>
      <h2 id={id} className="checkout-card__title">
        {t("orders.history")}
      </h2>
      <ol className="order-history">
        {entries.map((entry, index) => (
          <li key={`${entry.status}-${index}`} className="order-history__step">
            <span className={`order-status order-status--${entry.status.toLowerCase()}`}>{entry.statusName}</span>
            <time dateTime={entry.createdAt} dir="ltr">
              {formatOrderDate(entry.createdAt)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
