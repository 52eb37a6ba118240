// The admin's forms on an order page, all plain Remix forms (they work without JavaScript): change the status
// (only the moves the state machine allows from here; cargo and tracking number for shipping; stock back on a
// cancel or refund), confirm a wire transfer, set the invoice number, and answer each cancel or return request.
// With JavaScript, destructive choices ask first. A refused change comes back with its message next to its field.
import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import type { OrderStatusCode } from "~/graphql/generated/graphql";
import { useMoney } from "~/utils/use-money";
import { ConfirmSubmit } from "./confirm-submit";
import type { AdminOrder, AdminOrderRequest, CargoChoice, OrderActionError, OrderIntent } from "./order-types";

/** Moves that end the order or take money back: asked before they post. */
const DESTRUCTIVE: readonly string[] = ["CANCELLED", "REFUNDED", "PAYMENT_FAILED"];
/** Moves after which items may go back into stock. */
const STOCK_MOVES: readonly string[] = ["CANCELLED", "REFUNDED"];

const errorFor = (error: OrderActionError | undefined, intent: OrderIntent, field: string | null, requestId?: number) =>
  error && error.intent === intent && error.field === field && (requestId === undefined || error.requestId === requestId) ? error.message : undefined;

function FormAlert({ error, intent, requestId }: { error: OrderActionError | undefined; intent: OrderIntent; requestId?: number }) {
  const message = errorFor(error, intent, null, requestId);
  return message ? (
    <p className="admin-alert" role="alert">
      {message}
    </p>
  ) : null;
}

function Busy({ intent, children }: { intent: OrderIntent; children: React.ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <fieldset disabled={busy} className="order-busy">
      {children}
    </fieldset>
  );
}

export function StatusForm({
  order,
  next,
  names,
  cargos,
  error,
}: {
  order: AdminOrder;
  next: readonly OrderStatusCode[];
  names: Record<string, string>;
  cargos: readonly CargoChoice[];
  error?: OrderActionError;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const ships = next.includes("SHIPPED");
  const stock = next.some((s) => STOCK_MOVES.includes(s));
  const chosenCargo = cargos.find((c) => c.name === order.cargoName)?.id;
  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("orders.changeTitle")}</h2>
      {next.length === 0 ? (
        <p className="admin-muted">{t("orders.finalStatus")}</p>
      ) : (
        <Form method="post" className="order-form" noValidate>
          <input type="hidden" name="intent" value="status" />
          <p className="admin-muted">{t("orders.changeIntro")}</p>
          <FormAlert error={error} intent="status" />
          <div className={`admin-field${errorFor(error, "status", "status") ? " admin-field--invalid" : ""}`}>
            <label htmlFor={`${id}-status`} className="admin-field__label">
              {t("orders.newStatus")}
            </label>
            <select id={`${id}-status`} name="status" className="admin-input" defaultValue={next[0]} aria-describedby={errorFor(error, "status", "status") ? `${id}-status-error` : undefined}>
              {next.map((code) => (
                <option key={code} value={code}>
                  {names[code] ?? code}
                </option>
              ))}
            </select>
            {errorFor(error, "status", "status") ? (
              <p id={`${id}-status-error`} className="admin-field__error">
                {errorFor(error, "status", "status")}
              </p>
            ) : null}
          </div>
          {ships ? (
            <fieldset>
              <legend>{t("orders.shipping")}</legend>
              <p className="admin-field__hint">{t("orders.shippingHint")}</p>
              <div className={`admin-field${errorFor(error, "status", "cargoId") ? " admin-field--invalid" : ""}`}>
                <label htmlFor={`${id}-cargo`} className="admin-field__label">
                  {t("orders.cargoCompany")}
                </label>
                <select id={`${id}-cargo`} name="cargoId" className="admin-input" defaultValue={chosenCargo ?? cargos[0]?.id}>
                  {cargos.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {errorFor(error, "status", "cargoId") ? <p className="admin-field__error">{errorFor(error, "status", "cargoId")}</p> : null}
              </div>
              <AdminField name="trackingCode" label={t("orders.trackingCode")} maxLength={64} dir="ltr" autoComplete="off" error={errorFor(error, "status", "trackingCode")} />
            </fieldset>
          ) : null}
          <div className={`admin-field${errorFor(error, "status", "note") ? " admin-field--invalid" : ""}`}>
            <label htmlFor={`${id}-note`} className="admin-field__label">
              {t("orders.note")}
            </label>
            <textarea id={`${id}-note`} name="note" rows={2} maxLength={1000} className="admin-input" />
            {errorFor(error, "status", "note") ? <p className="admin-field__error">{errorFor(error, "status", "note")}</p> : null}
          </div>
          {stock ? (
            <label className="order-check">
              <input type="checkbox" name="returnStock" value="1" />
              <span>
                {t("orders.returnStock")} <small className="admin-muted">({t("orders.returnStockHint")})</small>
              </span>
            </label>
          ) : null}
          <Busy intent="status">
            <ConfirmSubmit
              className="admin-button admin-button--primary"
              question={(form) => {
                const status = (form.elements.namedItem("status") as HTMLSelectElement | null)?.value ?? "";
                return DESTRUCTIVE.includes(status) ? t("orders.confirmStatus", { status: names[status] ?? status }) : null;
              }}
            >
              {t("orders.saveStatus")}
            </ConfirmSubmit>
          </Busy>
        </Form>
      )}
    </section>
  );
}

/** A wire transfer still awaited: one button confirms that the money arrived (the order is approved). */
export function WireForm({ order, error }: { order: AdminOrder; error?: OrderActionError }) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const bank = order.bankAccount ? `${order.bankAccount.bankName} (${order.bankAccount.iban})` : "—";
  return (
    <section className="admin-card" aria-labelledby="order-wire">
      <h2 id="order-wire">{t("orders.wireTitle")}</h2>
      <p>{t("orders.wireIntro", { amount: money(order.totals.grandTotalMinor, order.currencyCode), bank })}</p>
      <Form method="post" className="order-form">
        <input type="hidden" name="intent" value="wire" />
        <FormAlert error={error} intent="wire" />
        <Busy intent="wire">
          <ConfirmSubmit className="admin-button admin-button--primary" question={() => t("orders.confirmWireQuestion")}>
            {t("orders.confirmWire")}
          </ConfirmSubmit>
        </Busy>
      </Form>
    </section>
  );
}

export function InvoiceForm({ order, error }: { order: AdminOrder; error?: OrderActionError }) {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-card" aria-labelledby="order-invoice">
      <h2 id="order-invoice">{t("orders.invoiceTitle")}</h2>
      <Form method="post" className="order-form">
        <input type="hidden" name="intent" value="invoice" />
        <FormAlert error={error} intent="invoice" />
        <AdminField
          name="invoiceNumber"
          label={t("orders.invoiceTitle")}
          hint={t("orders.invoiceHint")}
          defaultValue={order.invoiceNumber ?? ""}
          maxLength={64}
          dir="ltr"
          autoComplete="off"
          error={errorFor(error, "invoice", "invoiceNumber")}
        />
        <Busy intent="invoice">
          <button type="submit" className="admin-button">
            {t("orders.saveInvoice")}
          </button>
        </Busy>
      </Form>
    </section>
  );
}

/** What a request's items cost on the order (the refund's suggestion), never more than may still be refunded. */
function suggestedRefund(order: AdminOrder, request: AdminOrderRequest): number {
  const unit = new Map(order.lines.map((l) => [l.id, l.quantity ? l.lineTotalMinor / l.quantity : 0]));
  const items = request.lines.reduce((sum, l) => sum + Math.round((unit.get(l.orderLineId) ?? 0) * l.quantity), 0);
  return Math.max(0, Math.min(items, order.paidMinor - order.refundedMinor));
}

const majorText = (minor: number) => (minor / 100).toFixed(2);

/** The decisions a request can take from where it stands, the granting one first. */
function decisionsOf(request: AdminOrderRequest): { status: "APPROVED" | "REFUNDED" | "REJECTED"; label: string; grants: boolean }[] {
  if (request.kind === "CANCEL") {
    return request.status === "REQUESTED"
      ? [
          { status: "APPROVED", label: "orders.approveCancel", grants: true },
          { status: "REJECTED", label: "orders.reject", grants: false },
        ]
      : [];
  }
  if (request.status === "REQUESTED") {
    return [
      { status: "REFUNDED", label: "orders.approveRefund", grants: true },
      { status: "APPROVED", label: "orders.approveOnly", grants: false },
      { status: "REJECTED", label: "orders.reject", grants: false },
    ];
  }
  return request.status === "APPROVED"
    ? [
        { status: "REFUNDED", label: "orders.refundNow", grants: true },
        { status: "REJECTED", label: "orders.reject", grants: false },
      ]
    : [];
}

export function RequestCard({ order, request, error }: { order: AdminOrder; request: AdminOrderRequest; error?: OrderActionError }) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const id = useId();
  const decisions = decisionsOf(request);
  const refundable = Math.max(0, order.paidMinor - order.refundedMinor);
  const fieldError = (field: string) => errorFor(error, "decide", field, request.id);
  return (
    <article className="order-request" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {request.kind === "CANCEL" ? t("orders.kindCancel") : t("orders.kindRefund")} <span className="order-status">{request.statusName}</span>
      </h3>
      <dl className="order-facts">
        <dt>{t("orders.reason")}</dt>
        <dd>{request.reasonName}</dd>
        {request.note ? (
          <>
            <dt>{t("orders.customerNote")}</dt>
            <dd>{request.note}</dd>
          </>
        ) : null}
        <dt>{t("orders.requestedItems")}</dt>
        <dd>{request.lines.map((l) => `${l.quantity} × ${l.title}${l.variantNames.length ? ` (${l.variantNames.join(" / ")})` : ""}`).join(", ")}</dd>
        {request.answer ? (
          <>
            <dt>{t("orders.answer")}</dt>
            <dd>{request.answer}</dd>
          </>
        ) : null}
      </dl>
      {request.refundMinor ? <p>{t("orders.refundGiven", { amount: money(request.refundMinor, order.currencyCode) })}</p> : null}
      {request.stockReturned ? <p>{t("orders.stockBack")}</p> : null}
      {decisions.length ? (
        <Form method="post" className="order-form" noValidate>
          <input type="hidden" name="intent" value="decide" />
          <input type="hidden" name="requestId" value={request.id} />
          <FormAlert error={error} intent="decide" requestId={request.id} />
          <AdminField
            name="refund"
            label={t("orders.refundAmount", { currency: order.currencyCode })}
            hint={t("orders.refundHint", { amount: money(refundable, order.currencyCode) })}
            defaultValue={majorText(suggestedRefund(order, request))}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            error={fieldError("refundMinor")}
          />
          <div className={`admin-field${fieldError("description") ? " admin-field--invalid" : ""}`}>
            <label htmlFor={`${id}-answer`} className="admin-field__label">
              {t("orders.description")}
            </label>
            <textarea id={`${id}-answer`} name="description" rows={2} maxLength={1000} className="admin-input" />
            {fieldError("description") ? <p className="admin-field__error">{fieldError("description")}</p> : null}
          </div>
          <label className="order-check">
            <input type="checkbox" name="returnStock" value="1" defaultChecked />
            <span>{t("orders.decisionStock")}</span>
          </label>
          <Busy intent="decide">
            <div className="order-actions">
              {decisions.map((d) => (
                <ConfirmSubmit
                  key={d.status}
                  name="decision"
                  value={d.status}
                  className={`admin-button${d.status === "REJECTED" ? " admin-button--danger" : d.grants ? " admin-button--primary" : ""}`}
                  question={(form) => {
                    if (d.status === "REJECTED") return t("orders.confirmReject");
                    if (!d.grants) return null;
                    const typed = (form.elements.namedItem("refund") as HTMLInputElement | null)?.value ?? "0";
                    return t("orders.confirmGrant", { amount: `${typed} ${order.currencyCode}` });
                  }}
                >
                  {t(d.label)}
                </ConfirmSubmit>
              ))}
            </div>
          </Busy>
        </Form>
      ) : null}
    </article>
  );
}
