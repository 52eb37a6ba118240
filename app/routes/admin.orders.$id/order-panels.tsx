// The read-only parts of the admin's order page: the items with the totals, both addresses and the contact, the
// payment (card provider, installments, what was charged, paid and refunded), the shipment and the status history.
import { useTranslation } from "react-i18next";
import { useMoney } from "~/utils/use-money";
import { usePageLocale } from "~/utils/use-locale";
import type { AdminOrder } from "./order-types";
import { StatusBadge } from "~/components/admin/orders/status-badge";
import { shopTimeFormat } from "../../../shared/shop-time";

type Address = AdminOrder["deliveryAddress"];

export function OrderItems({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const amount = (minor: number) => money(minor, order.currencyCode);
  const totals = order.totals;
  const discount = totals.campaignDiscountMinor + totals.couponDiscountMinor;
  return (
    <section className="admin-card" aria-labelledby="order-items">
      <h2 id="order-items">{t("orders.items")}</h2>
      <div className="admin-table admin-table__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("orders.product")}</th>
              <th scope="col">{t("orders.quantity")}</th>
              <th scope="col">{t("orders.unitPrice")}</th>
              <th scope="col">{t("orders.lineTotal")}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  {line.title}
                  {line.variantNames.length ? <small className="admin-muted"> · {line.variantNames.join(" / ")}</small> : null}
                  {line.personalizations.map((p) => (
                    <div key={p.personalizationId}>
                      <small>
                        {p.name}: {[p.value, ...p.options.map((o) => o.name)].filter(Boolean).join(", ")}
                      </small>
                    </div>
                  ))}
                </td>
                <td>{line.quantity}</td>
                <td className="admin-table__nowrap">{amount(line.unitPriceMinor + line.personalizationPriceMinor)}</td>
                <td className="admin-table__nowrap">{amount(line.lineTotalMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-facts order-totals">
        <dt>{t("orders.subtotal")}</dt>
        <dd>{amount(totals.linesMinor)}</dd>
        {discount ? (
          <>
            <dt>{t("orders.discount")}</dt>
            <dd>−{amount(discount)}</dd>
          </>
        ) : null}
        {totals.giftPackageMinor ? (
          <>
            <dt>{t("orders.gift")}</dt>
            <dd>{amount(totals.giftPackageMinor)}</dd>
          </>
        ) : null}
        <dt>{t("orders.cargo")}</dt>
        <dd>{amount(totals.cargoMinor + totals.doorFeeMinor)}</dd>
        {totals.installmentInterestMinor ? (
          <>
            <dt>{t("orders.installmentInterest")}</dt>
            <dd>{amount(totals.installmentInterestMinor)}</dd>
          </>
        ) : null}
        <dt>
          <strong>{t("orders.grandTotal")}</strong>
        </dt>
        <dd>
          <strong>{amount(totals.grandTotalMinor)}</strong>
        </dd>
      </dl>
      <dl className="order-facts">
        {order.campaignName ? <Fact label={t("orders.campaign")}>{order.campaignName}</Fact> : null}
        {order.couponCode ? <Fact label={t("orders.coupon")}>{order.couponCode}</Fact> : null}
        {order.isGift ? <Fact label={t("orders.gift")}>{order.giftNote || "✓"}</Fact> : null}
        {order.generalNote ? <Fact label={t("orders.generalNote")}>{order.generalNote}</Fact> : null}
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address }) {
  const { t } = useTranslation("admin");
  // The phone keeps its left-to-right order inside an Arabic page ("0532 111 22 33", not its groups reversed).
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.address,
    [address.zipCode, address.cityName, address.stateName].filter(Boolean).join(" "),
    address.countryName,
    address.phone ? `\u2066${address.phone}\u2069` : "",
    address.invoiceType === "CORPORATE"
      ? t("orders.corporate", { name: address.companyName ?? "", office: address.taxOffice ?? "", number: address.taxNumber ?? "" })
      : address.identityNumber
        ? t("orders.identity", { number: address.identityNumber })
        : "",
  ];
  return (
    <div>
      <h3>{title}</h3>
      <address>{lines.filter(Boolean).join("\n")}</address>
    </div>
  );
}

export function OrderAddresses({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-card" aria-labelledby="order-addresses">
      <h2 id="order-addresses">{t("orders.addresses")}</h2>
      <div className="order-addresses">
        <AddressBlock title={t("orders.deliveryAddress")} address={order.deliveryAddress} />
        <AddressBlock title={t("orders.invoiceAddress")} address={order.invoiceAddress} />
        <div>
          <h3>{t("orders.contact")}</h3>
          <p dir="ltr">
            {order.email}
            <br />
            {order.phone}
          </p>
        </div>
      </div>
    </section>
  );
}

export function OrderPayment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const amount = (minor: number) => money(minor, order.currencyCode);
  const door = order.doorPaymentType === "CASH" ? t("orders.doorCash") : order.doorPaymentType === "CARD" ? t("orders.doorCard") : null;
  return (
    <section className="admin-card" aria-labelledby="order-payment">
      <h2 id="order-payment">{t("orders.paymentTitle")}</h2>
      <dl className="order-facts">
        <Fact label={t("orders.method")}>{door ? `${order.paymentName} (${door})` : order.paymentName}</Fact>
        {order.bankAccount ? <Fact label={t("orders.bank")}>{`${order.bankAccount.bankName} · ${order.bankAccount.iban}`}</Fact> : null}
        {order.paymentProvider ? <Fact label={t("orders.provider")}>{order.paymentProvider}</Fact> : null}
        {order.installmentCount ? <Fact label={t("orders.installments")}>{order.installmentCount > 1 ? order.installmentCount : t("orders.single")}</Fact> : null}
        {order.chargedMinor !== null && order.chargedMinor !== undefined ? <Fact label={t("orders.charged")}>{amount(order.chargedMinor)}</Fact> : null}
        <Fact label={t("orders.paid")}>{amount(order.paidMinor)}</Fact>
        <Fact label={t("orders.refunded")}>{amount(order.refundedMinor)}</Fact>
        <Fact label={t("orders.invoice")}>{order.invoiceNumber ?? "—"}</Fact>
      </dl>
    </section>
  );
}

export function OrderShipment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-card" aria-labelledby="order-shipment">
      <h2 id="order-shipment">{t("orders.shipment")}</h2>
      <dl className="order-facts">
        <Fact label={t("orders.cargoCompany")}>{order.cargoName ?? "—"}</Fact>
        <Fact label={t("orders.tracking")}>
          {order.cargoTrackingCode ? (
            order.cargoTrackingUrl ? (
              <a href={order.cargoTrackingUrl} className="admin-link" target="_blank" rel="noreferrer noopener" dir="ltr">
                {order.cargoTrackingCode}
              </a>
            ) : (
              <span dir="ltr">{order.cargoTrackingCode}</span>
            )
          ) : (
            t("orders.notShipped")
          )}
        </Fact>
      </dl>
    </section>
  );
}

export function OrderHistory({ order }: { order: AdminOrder }) {
  const { t } = useTranslation("admin");
  const time = shopTimeFormat(usePageLocale(), { dateStyle: "short", timeStyle: "short" });
  return (
    <section className="admin-card" aria-labelledby="order-history">
      <h2 id="order-history">{t("orders.history")}</h2>
      <ol className="order-history">
        {order.statusHistory.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`}>
            <time dateTime={entry.createdAt}>{time.format(new Date(entry.createdAt))}</time>
            <StatusBadge status={entry.status} name={entry.statusName} />
            <small className="admin-muted">{entry.adminName ? t("orderHistory.byAdmin", { name: entry.adminName }) : entry.adminId ? t("orders.byAdmin", { id: entry.adminId }) : t("orders.byShop")}</small>
            {entry.note ? <span>{entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
