// One order as the shopper sees it after placing it (success page) or finding it (order lookup): number, status,
// date, payment, for wire transfer the account(s) and the description rule, cargo tracking when shipped, lines,
// addresses and totals.
import { useTranslation } from "react-i18next";
import { formatOrderDate, isolate } from "~/domain/checkout-format";
import type { CheckoutBankAccountFieldsFragment, CheckoutOrderFieldsFragment } from "~/graphql/generated/graphql";
import type { Locale } from "~/utils/locale";
import { AddressView } from "./address-view";
import { useMoney } from "~/utils/use-money";
import { BankAccountDetails } from "./bank-account";
import { OrderLines } from "./order-lines";
import { OrderTotals } from "./order-totals";

const WIRE_TRANSFER = "wire_transfer";

export function WireTransferInstructions({ order, accounts }: { order: CheckoutOrderFieldsFragment; accounts: CheckoutBankAccountFieldsFragment[] }) {
  const { t } = useTranslation("checkout");
  const money = useMoney();
  // The account chosen at checkout first; the others are listed too (any of them is fine for the shop).
  const shown = order.bankAccount ? [order.bankAccount] : accounts;
  const amount = money(order.totals.grandTotalMinor, order.currency);
  return (
    <section className="checkout-card wire-info" aria-labelledby="wire-title">
      <h2 id="wire-title" className="checkout-card__title">
        {t("order.wireTitle")}
      </h2>
      {/* The description rule (sender's name and order number) is the server's note, the same as in the mail. */}
      <p className="wire-info__instruction">{t("order.wireInstruction")}</p>
      {order.paymentInstructions ? <p className="wire-info__server">{order.paymentInstructions}</p> : null}
      <ul className="wire-info__accounts">
        {shown.map((account) => (
          <li key={account.id} className="bank-choice">
            <BankAccountDetails account={account} amount={amount} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OrderDetails({
  order,
  accounts,
  locale,
}: {
  order: CheckoutOrderFieldsFragment;
  accounts: CheckoutBankAccountFieldsFragment[];
  locale: Locale;
}) {
  const { t } = useTranslation("checkout");
  const money = useMoney();
  const doorType = order.doorPaymentType === "CARD" ? t("approve.doorCard") : order.doorPaymentType === "CASH" ? t("approve.doorCash") : null;
  const card = order.cardCharge;
  // A card order shows what the card was charged (interest included) and in how many parts.
  const charged = card
    ? card.installmentCount > 1
      ? t("order.cardChargedInstallments", { total: isolate(money(card.chargedMinor, order.currency)), count: card.installmentCount })
      : t("order.cardCharged", { total: isolate(money(card.chargedMinor, order.currency)) })
    : null;
  return (
    <div className="order-details">
      <dl className="checkout-card order-facts">
        <div>
          <dt>{t("order.number")}</dt>
          <dd className="order-facts__code" data-testid="order-code" dir="ltr">
            {order.code}
          </dd>
        </div>
        <div>
          <dt>{t("order.status")}</dt>
          <dd>
            <span className={`order-status order-status--${order.status.toLowerCase()}`}>{order.statusName}</span>
          </dd>
        </div>
        <div>
          <dt>{t("order.date")}</dt>
          <dd dir="ltr">{formatOrderDate(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("order.payment")}</dt>
          <dd>
            {order.paymentName}
            {doorType ? ` · ${doorType}` : null}
            {charged ? (
              <span className="order-facts__note" data-testid="order-charged">
                {charged}
              </span>
            ) : null}
          </dd>
        </div>
        {order.refundedMinor > 0 ? (
          <div>
            <dt>{t("order.refunded")}</dt>
            <dd data-testid="order-refunded">{isolate(money(order.refundedMinor, order.currency))}</dd>
          </div>
        ) : null}
        {order.invoiceNumber ? (
          <div>
            <dt>{t("order.invoiceNumber")}</dt>
            <dd dir="ltr" data-testid="order-invoice-number">
              {order.invoiceNumber}
            </dd>
          </div>
        ) : null}
        {order.cargoName ? (
          <div>
            <dt>{t("order.cargo")}</dt>
            <dd>
              {order.cargoName}
              {order.cargoTrackingCode ? ` · ${t("order.trackingNumber", { code: order.cargoTrackingCode })}` : null}
              {order.cargoTrackingUrl ? (
                <>
                  {" · "}
                  <a href={order.cargoTrackingUrl} target="_blank" rel="noopener noreferrer" className="text-link">
                    {t("order.track")}
                  </a>
                </>
              ) : order.cargoTrackingCode ? null : (
                <span className="order-facts__note">{t("order.noTracking")}</span>
              )}
            </dd>
          </div>
        ) : null}
      </dl>

      {order.paymentCode === WIRE_TRANSFER && order.status === "AWAITING_PAYMENT" ? <WireTransferInstructions order={order} accounts={accounts} /> : null}

      <section className="checkout-card" aria-labelledby={`order-lines-${order.id}`}>
        <h2 id={`order-lines-${order.id}`} className="checkout-card__title">
          {t("order.lines")}
        </h2>
        <OrderLines lines={order.lines} currency={order.currency} locale={locale} />
        <OrderTotals totals={order.totals} currency={order.currency} couponCode={order.couponCode} />
        {order.campaignName ? <p className="muted">{t("order.campaign", { name: order.campaignName })}</p> : null}
      </section>

      <div className="order-addresses">
        <section className="checkout-card" aria-labelledby={`order-delivery-${order.id}`}>
          <h2 id={`order-delivery-${order.id}`} className="checkout-card__title">
            {t("order.delivery")}
          </h2>
          <AddressView address={order.deliveryAddress} showTitle={false} />
        </section>
        <section className="checkout-card" aria-labelledby={`order-invoice-${order.id}`}>
          <h2 id={`order-invoice-${order.id}`} className="checkout-card__title">
            {t("order.invoice")}
          </h2>
          <AddressView address={order.invoiceAddress} showTitle={false} />
        </section>
      </div>
    </div>
  );
}
