// The checkout asks a member who has no phone (an account made by a social sign-in) for a mobile number: saved to
// the profile, after which the "verify your phone" card takes over. A plain post; the server's answer keeps what
// was typed and says what is wrong with it.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "./form-field";

export interface MemberPhoneState {
  form: "member-phone";
  phone: string;
  error: string | null;
}

interface MemberPhoneFormProps {
  state: MemberPhoneState | null;
  /** Why the member is here (a "continue" or an order refused without a contact). */
  warning: string | null;
}

export function MemberPhoneForm({ state, warning }: MemberPhoneFormProps) {
  const { t } = useTranslation("checkout");
  return (
    <Form method="post" className="checkout-card member-phone" id="contact" noValidate aria-labelledby="member-phone-title" preventScrollReset>
      <h2 id="member-phone-title" className="checkout-card__title">
        {t("memberPhone.title")}
      </h2>
      <p className="muted">{t("memberPhone.intro")}</p>
      {warning ? (
        <p className="form-alert" role="alert">
          {warning}
        </p>
      ) : null}
      <div className="form-grid form-grid--single">
        <FormField
          key={`phone-${state?.error ?? ""}`}
          name="phone"
          idPrefix="member-phone"
          label={t("memberPhone.phone")}
          hint={t("memberPhone.hint")}
          error={state?.error ?? undefined}
          defaultValue={state?.phone ?? ""}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          dir="ltr"
        />
      </div>
      <div className="checkout-actions">
        <button type="submit" name="intent" value="member-phone" className="button button--primary">
          {t("memberPhone.save")}
        </button>
      </div>
    </Form>
  );
}
