// The cancel or return form of an order: a quantity per line (0 leaves it out, at most what is left to ask for), a
// reason from the shop's list and a note. A plain POST form: it works without JavaScript, and the server answers
// with a message per field and the values typed kept.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/form-field";

export type RequestKind = "cancel" | "refund";

export interface RequestFormValues {
  lines: Record<string, number>;
  reason: string;
  note: string;
}

export interface RequestFormProps {
  kind: RequestKind;
  action: string;
  intro: string;
  lines: { id: number; title: string; variantNames: string[]; left: number }[];
  reasons: { code: string; name: string }[];
  values?: RequestFormValues | null;
  errors?: Record<string, string> | null;
  message?: string | null;
}

export function OrderRequestForm({ kind, action, intro, lines, reasons, values, errors, message }: RequestFormProps) {
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === kind;
  const prefix = `request-${kind}`;
  const title = kind === "cancel" ? t("orders.cancelTitle") : t("orders.refundTitle");
  const linesError = errors?.lines;
  return (
    <section className="checkout-card order-request-form" aria-labelledby={`${prefix}-title`} id={`${prefix}`}>
      <h2 id={`${prefix}-title`} className="checkout-card__title">
        {title}
      </h2>
      <p className="muted">{intro}</p>
      <Form method="post" action={`${action}#${prefix}`} noValidate className="form-grid form-grid--single">
        <input type="hidden" name="intent" value={kind} />
        {message ? (
          <p className="form-alert" role="alert">
            {message}
          </p>
        ) : null}
        <fieldset className="order-request-form__lines" aria-describedby={linesError ? `${prefix}-lines-error` : undefined} aria-invalid={linesError ? true : undefined}>
          <legend>{t("orders.linesLegend")}</legend>
          {lines
            .filter((line) => line.left > 0)
            .map((line) => {
              const label = [line.title, ...line.variantNames].join(" — ");
              const chosen = values?.lines[String(line.id)] ?? 0;
              return (
                <FormField
                  key={`${line.id}-${chosen}`}
                  name={`qty-${line.id}`}
                  idPrefix={prefix}
                  label={label}
                  className="order-request-form__line"
                  control={(a11y) => (
                    <select {...a11y} defaultValue={String(chosen)} aria-label={t("orders.quantityOf", { title: label })}>
                      <option value="0">{t("orders.quantityNone")}</option>
                      {Array.from({ length: line.left }, (_, index) => index + 1).map((n) => (
                        <option key={n} value={String(n)}>
                          {n}
                        </option>
                      ))}
                    </select>
                  )}
                />
              );
            })}
          {linesError ? (
            <p id={`${prefix}-lines-error`} className="form-field__error">
              {linesError}
            </p>
          ) : null}
        </fieldset>
        <FormField
          key={`reason-${values?.reason ?? ""}`}
          name="reason"
          idPrefix={prefix}
          label={t("orders.reason")}
          error={errors?.reason}
          control={(a11y) => (
            <select {...a11y} defaultValue={values?.reason ?? ""}>
              <option value="">{t("orders.reasonChoose")}</option>
              {reasons.map((reason) => (
                <option key={reason.code} value={reason.code}>
                  {reason.name}
                </option>
              ))}
            </select>
          )}
        />
        <FormField
          key={`note-${values?.note ?? ""}`}
          name="note"
          idPrefix={prefix}
          label={t("orders.note")}
          error={errors?.note}
          control={(a11y) => <textarea {...a11y} rows={3} maxLength={1000} defaultValue={values?.note ?? ""} dir="auto" />}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {kind === "cancel" ? t("orders.submitCancel") : t("orders.submitRefund")}
        </button>
      </Form>
    </section>
  );
}
