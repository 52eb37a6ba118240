// The add/edit address form: title, name, phone, address, country → state (81 provinces) → city (districts), zip,
// individual or corporate invoice. With JavaScript the state and city lists follow the choice through fetchers;
// without, a "refresh lists" button posts the form back, which returns every typed value and the new lists.
// The corporate fields show only for a corporate invoice (CSS :has, so it works without JavaScript too).
// "Save" is the form's default button: Enter in a field saves, even without JavaScript where "refresh lists" (a
// secondary button that needs the typed values, so it stays in this form) comes earlier in the page.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AddressDraft } from "~/domain/checkout-address";
import type { Locale } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";
import { FormField } from "./form-field";
import { LocationSelects, type Place } from "./location-selects";

interface AddressFormProps {
  draft: AddressDraft;
  errors: Record<string, string>;
  /** The FormError's general message, shown above the fields. */
  errorMessage?: string | null;
  countries: Place[];
  states: Place[];
  cities: Place[];
  locale: Locale;
  /** Where "cancel" goes; none when the form is the only way forward (no saved address yet). */
  cancelHref?: string;
  /** The checkout's "use for delivery / invoice" boxes (the account's address book has no cart to set). */
  cartChoices?: boolean;
}

export function AddressForm({ draft, errors, errorMessage, countries, states, cities, locale, cancelHref, cartChoices = true }: AddressFormProps) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const field = (name: keyof AddressDraft & string, extra: Record<string, unknown> = {}) => ({
    name,
    idPrefix: "address",
    label: t(`addressForm.${name}`),
    error: errors[name],
    defaultValue: String(draft[name] ?? ""),
    ...extra,
  });
  const editing = draft.id !== "";

  return (
    <Form method="post" className="checkout-card address-form" id="address-form" noValidate aria-labelledby="address-form-title">
      <h2 id="address-form-title" className="checkout-card__title">
        {editing ? t("addressForm.titleEdit") : t("addressForm.titleNew")}
      </h2>
      {errorMessage ? (
        <p className="form-alert" role="alert">
          {errorMessage} {t("addressForm.errorSummary")}
        </p>
      ) : null}
      <input type="hidden" name="id" value={draft.id} />
      {!hydrated ? (
        // The first submit button in a form is what Enter presses; this copy of "save" makes that "save".
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      ) : null}
      <div className="form-grid">
        <FormField {...field("title")} hint={t("addressForm.titleHint")} autoComplete="off" maxLength={60} className="form-grid__wide" />
        <FormField {...field("firstName")} autoComplete="given-name" maxLength={60} />
        <FormField {...field("lastName")} autoComplete="family-name" maxLength={60} />
        <FormField {...field("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={20} dir="ltr" />
        <FormField {...field("zipCode")} autoComplete="postal-code" inputMode="numeric" maxLength={10} />
        <LocationSelects idPrefix="address" chosen={draft} places={{ countries, states, cities }} errors={errors} locale={locale} />
        <FormField
          name="address"
          idPrefix="address"
          label={t("addressForm.address")}
          error={errors.address}
          className="form-grid__wide"
          control={(a11y) => <textarea {...a11y} rows={3} maxLength={500} autoComplete="street-address" defaultValue={draft.address} />}
        />
        <fieldset className="form-grid__wide invoice-type">
          <legend>{t("addressForm.invoiceType")}</legend>
          <label className="choice">
            <input type="radio" name="invoiceType" value="INDIVIDUAL" defaultChecked={draft.invoiceType !== "CORPORATE"} />
            {t("addresses.individual")}
          </label>
          <label className="choice">
            <input type="radio" name="invoiceType" value="CORPORATE" defaultChecked={draft.invoiceType === "CORPORATE"} />
            {t("addresses.corporate")}
          </label>
          {errors.invoiceType ? <p className="form-field__error">{errors.invoiceType}</p> : null}
        </fieldset>
        <div className="form-grid__wide form-grid invoice-type__individual">
          <FormField {...field("identityNumber")} inputMode="numeric" maxLength={11} dir="ltr" />
        </div>
        <div className="form-grid__wide form-grid invoice-type__corporate">
          <FormField {...field("companyName")} autoComplete="organization" maxLength={120} className="form-grid__wide" />
          <FormField {...field("taxOffice")} maxLength={60} />
          <FormField {...field("taxNumber")} inputMode="numeric" maxLength={11} dir="ltr" />
        </div>
        {cartChoices ? (
          <div className="form-grid__wide address-form__use">
            <label className="choice">
              <input type="checkbox" name="useAsDelivery" defaultChecked={draft.useAsDelivery} />
              {t("addressForm.useAsDelivery")}
            </label>
            <label className="choice">
              <input type="checkbox" name="useAsInvoice" defaultChecked={draft.useAsInvoice} />
              {t("addressForm.useAsInvoice")}
            </label>
          </div>
        ) : null}
      </div>
      <div className="checkout-actions">
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
          {t("addressForm.save")}
        </button>
        {cancelHref ? (
          <Link to={cancelHref} className="button button--ghost">
            {t("addressForm.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
