// Sign-in by a one-time code (/uye-giris): the member's mobile number and a choice of SMS or WhatsApp, then the
// code. Two plain posts without JavaScript; the server's answer decides which step shows.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/form-field";
import { CodeSentNote, codeInputProps } from "~/components/phone/code-sent-note";

export interface CodeLoginState {
  step: "phone" | "code";
  phone: string;
  channel: "SMS" | "WHATSAPP";
  errors: Record<string, string>;
  message: string | null;
}

interface CodeLoginProps {
  action: string;
  state: CodeLoginState | null;
  devTextsHref: string | null;
}

export function CodeLogin({ action, state, devTextsHref }: CodeLoginProps) {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation("common");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && String(navigation.formData?.get("intent") ?? "").startsWith("code-");
  const errors = state?.errors ?? {};
  const alert =
    state?.message && !Object.keys(errors).length ? (
      <p className="form-alert" role="alert">
        {state.message}
      </p>
    ) : null;

  if (state?.step === "code") {
    return (
      <section className="code-login" aria-labelledby="code-login-title">
        <h3 id="code-login-title">{t("codeLogin.title")}</h3>
        <CodeSentNote phone={state.phone} channel={state.channel} devTextsHref={devTextsHref} />
        <Form method="post" action={action} noValidate className="form-grid form-grid--single">
          <input type="hidden" name="phone" value={state.phone} />
          <input type="hidden" name="channel" value={state.channel} />
          {alert}
          <FormField
            key={`code-${state.message ?? ""}-${errors.code ?? ""}`}
            name="code"
            idPrefix="code-login"
            label={tc("phoneCode.code")}
            hint={tc("phoneCode.codeHint")}
            error={errors.code}
            {...codeInputProps()}
          />
          <button type="submit" name="intent" value="code-login" className="button button--primary" disabled={busy}>
            {t("codeLogin.submit")}
          </button>
          <div className="code-login__again">
            <button type="submit" name="intent" value="code-send" className="button button--ghost" disabled={busy}>
              {tc("phoneCode.resend")}
            </button>
            <button type="submit" name="intent" value="code-phone" className="button button--ghost" disabled={busy}>
              {t("codeLogin.otherNumber")}
            </button>
          </div>
        </Form>
      </section>
    );
  }
  return (
    <section className="code-login" aria-labelledby="code-login-title">
      <h3 id="code-login-title">{t("codeLogin.title")}</h3>
      <p className="muted">{t("codeLogin.intro")}</p>
      <Form method="post" action={action} noValidate className="form-grid form-grid--single">
        <input type="hidden" name="intent" value="code-send" />
        {alert}
        <FormField
          key={`phone-${state?.phone ?? ""}`}
          name="phone"
          idPrefix="code-login"
          label={t("codeLogin.phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
          dir="ltr"
          error={errors.phone}
          defaultValue={state?.phone ?? ""}
        />
        <div className="code-login__channels">
          <button type="submit" name="channel" value="SMS" className="button button--ghost" disabled={busy}>
            {t("codeLogin.sms")}
          </button>
          <button type="submit" name="channel" value="WHATSAPP" className="button button--ghost" disabled={busy}>
            {t("codeLogin.whatsapp")}
          </button>
        </div>
      </Form>
    </section>
  );
}
