// "Continue without login": the guest's email, phone and name for the order (setShopperContact). Once saved it
// shows as a summary with a link to change it.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "./form-field";

export interface ContactValues {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

interface ContactFormProps {
  saved: ContactValues | null;
  /** Values to show in the form (what was typed, after an error). */
  values: ContactValues | null;
  errors: Record<string, string>;
  errorMessage?: string | null;
  editing: boolean;
  editHref: string;
  /** A warning from a "continue" without contact details. */
  warning?: string | null;
}

export function ContactForm({ saved, values, errors, errorMessage, editing, editHref, warning }: ContactFormProps) {
  const { t } = useTranslation("checkout");
  if (saved && !editing) {
    return (
      <section className="checkout-card contact-summary" id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title" className="checkout-card__title">
          {t("approve.contact")}
        </h2>
        <p>
          {saved.firstName} {saved.lastName}
          <br />
          <span dir="ltr">{saved.email}</span> · <span dir="ltr">{saved.phone}</span>
        </p>
        <Link to={editHref} className="text-link" preventScrollReset>
          {t("contact.edit")}
        </Link>
      </section>
    );
  }
  const shown = values ?? saved;
  const field = (name: keyof ContactValues) => ({
    name,
    idPrefix: "contact",
    label: t(`contact.${name}`),
    error: errors[name],
    defaultValue: shown?.[name] ?? "",
  });
  return (
    <Form method="post" className="checkout-card contact-form" id="contact" noValidate aria-labelledby="contact-title">
      <h2 id="contact-title" className="checkout-card__title">
        {t("contact.title")}
      </h2>
      <p className="muted">{t("contact.intro")}</p>
      {warning || errorMessage ? (
        <p className="form-alert" role="alert">
          {warning ?? errorMessage}
        </p>
      ) : null}
      <div className="form-grid">
        <FormField {...field("email")} type="email" autoComplete="email" inputMode="email" maxLength={120} dir="ltr" />
        <FormField {...field("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} dir="ltr" />
        <FormField {...field("firstName")} autoComplete="given-name" maxLength={60} />
        <FormField {...field("lastName")} autoComplete="family-name" maxLength={60} />
      </div>
      <div className="checkout-actions">
        <button type="submit" name="intent" value="contact" className="button button--primary">
          {t("contact.save")}
        </button>
      </div>
    </Form>
  );
}
