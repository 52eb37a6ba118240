// The "verify your phone" card of the checkout's address step and of the account page: a code to the phone by SMS or WhatsApp,
// then the code. Shown while the shop asks for a confirmed phone and this one is not; two plain posts without
// JavaScript, the server's answer decides which step shows.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CodeSentNote, codeInputProps } from "~/components/phone/code-sent-note";
import { FormField } from "./form-field";

export interface PhoneConfirmState {
  form: "phone";
  step: "send" | "code";
  channel: "SMS" | "WHATSAPP";
  /** Where the code went (E.164), on the code step. */
  sentTo: string | null;
  errors: Record<string, string>;
  message: string | null;
}

interface PhoneConfirmProps {
  phone: string;
  state: PhoneConfirmState | null;
  /** Why the shopper is here (a "continue" or an order refused for it). */
  warning: string | null;
  devTextsHref: string | null;
  /** Where the card stands: the checkout speaks of the order, the account page of the account. */
  place?: "checkout" | "account";
}

export function PhoneConfirm({ phone, state, warning, devTextsHref, place = "checkout" }: PhoneConfirmProps) {
  const { t } = useTranslation("checkout");
  const { t: tc } = useTranslation("common");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && String(navigation.formData?.get("intent") ?? "").startsWith("phone-");
  const errors = state?.errors ?? {};
  const alertText = warning ?? state?.message ?? null;
  return (
    <section className="checkout-card phone-confirm" id="phone" aria-labelledby="phone-title">
      <h2 id="phone-title" className="checkout-card__title">
        {t("phoneConfirm.title")}
      </h2>
      <p className="muted">{t(place === "account" ? "phoneConfirm.introAccount" : "phoneConfirm.intro", { phone: `\u2066${phone}\u2069` })}</p>
      {alertText ? (
        <p className="form-alert" role="alert">
          {alertText}
        </p>
      ) : null}
      {state?.step === "code" ? (
        <Form method="post" noValidate preventScrollReset className="form-grid form-grid--single">
          <CodeSentNote phone={state.sentTo ?? phone} channel={state.channel} devTextsHref={devTextsHref} />
          <input type="hidden" name="channel" value={state.channel} />
          <FormField
            key={`code-${errors.code ?? ""}`}
            name="code"
            idPrefix="phone-confirm"
            label={tc("phoneCode.code")}
            hint={tc("phoneCode.codeHint")}
            error={errors.code}
            {...codeInputProps()}
          />
          <div className="phone-confirm__actions">
            <button type="submit" name="intent" value="phone-confirm" className="button button--primary" disabled={busy}>
              {t("phoneConfirm.submit")}
            </button>
            <button type="submit" name="intent" value="phone-send" className="button button--ghost" disabled={busy}>
              {tc("phoneCode.resend")}
            </button>
          </div>
        </Form>
      ) : (
        <Form method="post" noValidate preventScrollReset>
          <input type="hidden" name="intent" value="phone-send" />
          {errors.phone ? (
            <p className="form-field__error" id="phone-confirm-error">
              {errors.phone}
            </p>
          ) : null}
          <div className="phone-confirm__actions">
            <button type="submit" name="channel" value="SMS" className="button button--primary" disabled={busy}>
              {t("phoneConfirm.sendSms")}
            </button>
            <button type="submit" name="channel" value="WHATSAPP" className="button button--ghost" disabled={busy}>
              {t("phoneConfirm.sendWhatsapp")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
