// The member's cancel and return requests on an order, newest first: what was asked for, why, where the request
// stands and the shop's answer.
import { useTranslation } from "react-i18next";
import { formatOrderDate } from "~/domain/checkout-format";

export interface OrderRequestView {
  id: number;
  kind: string;
  status: string;
  statusName: string;
  reasonName: string;
  note: string;
  answer: string;
  createdAt: string;
  lines: { orderLineId: number; title: string; variantNames: string[]; quantity: number }[];
}

export function OrderRequests({ requests }: { requests: readonly OrderRequestView[] }) {
  const { t } = useTranslation("account");
  if (!requests.length) return null;
  return (
    <section className="checkout-card" aria-labelledby="order-requests-title" id="talepler">
      <h2 id="order-requests-title" className="checkout-card__title">
        {t("orders.requests")}
      </h2>
      <ul className="order-requests">
        {requests.map((request) => (
          <li key={request.id} className="order-request" data-testid="order-request">
            <p className="order-request__head">
              <strong>{request.kind === "REFUND" ? t("orders.refundTitle") : t("orders.cancelTitle")}</strong>
              <span className={`request-status request-status--${request.status.toLowerCase()}`}>{request.statusName}</span>
            </p>
            <p className="muted">{t("orders.requestDate", { date: formatOrderDate(request.createdAt) })}</p>
            <ul className="order-request__lines">
              {request.lines.map((line) => (
                <li key={line.orderLineId}>
                  <bdi>{[line.title, ...line.variantNames].join(" — ")}</bdi> × {line.quantity}
                </li>
              ))}
            </ul>
            <p>{t("orders.requestReason", { reason: request.reasonName })}</p>
            {request.note ? (
              <p className="order-request__note" dir="auto">
                {request.note}
              </p>
            ) : null}
            {request.answer ? <p>{t("orders.requestAnswer", { answer: request.answer })}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
