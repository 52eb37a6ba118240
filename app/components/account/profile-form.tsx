// The personal-information form of /hesabim: every profile field, the place (country → state → city, the address
// form's selects) and the commercial-message consent, which can be given or withdrawn here. Company fields show for
// a company account and the national id for an individual: the account-type radio switches them at once with
// JavaScript; without, an "apply" button posts the form back and the page answers with the other kind's fields and
// everything typed. The other kind's fields stay in the form, hidden, so switching back loses nothing. Every value
// comes back as typed after an error.
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/form-field";
import { LocationSelects, type Place } from "~/components/checkout/location-selects";
import type { ProfileDraft } from "~/domain/profile-draft";
import type { Locale } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";

interface ProfileFormProps {
  draft: ProfileDraft;
  errors: Record<string, string>;
  message: string | null;
  places: { countries: Place[]; states: Place[]; cities: Place[] };
  locale: Locale;
}

export function ProfileForm({ draft, errors, message, places, locale }: ProfileFormProps) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [kind, setKind] = useState(draft.kind);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const field = (name: keyof ProfileDraft & string, label = t(`register.${name}`)) => ({
    name,
    idPrefix: "profile",
    label,
    error: errors[name],
    defaultValue: String(draft[name] ?? ""),
  });
  return (
    <Form method="post" noValidate className="checkout-card profile-form" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="checkout-card__title">
        {t("profile.details")}
      </h2>
      {message ? (
        <p className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
      {!hydrated ? (
        // Enter in a field presses the first submit button: without JavaScript "refresh lists" comes earlier.
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
      ) : null}
      <div className="form-grid">
        <fieldset className="register__kind form-grid__wide">
          <legend>{t("register.kind")}</legend>
          {(["individual", "corporate"] as const).map((option) => (
            <label key={option} className="choice">
              <input type="radio" name="kind" value={option} defaultChecked={draft.kind === option} onChange={() => setKind(option)} />
              {t(`register.${option}`)}
            </label>
          ))}
          {!hydrated ? (
            <button type="submit" name="intent" value="kind" className="button button--ghost button--small" formNoValidate>
              {t("profile.applyKind")}
            </button>
          ) : null}
        </fieldset>
        <FormField {...field("firstName")} autoComplete="given-name" maxLength={128} />
        <FormField {...field("lastName")} autoComplete="family-name" maxLength={128} />
        <div className="form-grid__wide form-grid profile-form__individual" hidden={kind !== "individual"}>
          <FormField {...field("identityNumber")} inputMode="numeric" maxLength={11} dir="ltr" />
        </div>
        <div className="form-grid__wide form-grid profile-form__corporate" hidden={kind !== "corporate"}>
          <FormField {...field("companyName")} autoComplete="organization" maxLength={255} className="form-grid__wide" />
          <FormField {...field("taxOffice")} maxLength={128} />
          <FormField {...field("taxNumber")} inputMode="numeric" maxLength={11} dir="ltr" />
        </div>
        <FormField {...field("birthday")} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />
        <FormField
          {...field("gender")}
          control={(a11y) => (
            <select {...a11y} defaultValue={draft.gender}>
              <option value="">{t("register.genderNone")}</option>
              <option value="female">{t("register.female")}</option>
              <option value="male">{t("register.male")}</option>
              <option value="other">{t("register.other")}</option>
            </select>
          )}
        />
      </div>
      <h3 className="profile-form__heading">{t("profile.contact")}</h3>
      <div className="form-grid">
        <FormField {...field("email")} type="email" autoComplete="email" inputMode="email" maxLength={254} dir="ltr" />
        <FormField {...field("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} dir="ltr" />
        <FormField {...field("homePhone", t("profile.homePhone"))} type="tel" inputMode="tel" maxLength={32} dir="ltr" />
        <FormField {...field("officePhone", t("profile.officePhone"))} type="tel" inputMode="tel" maxLength={32} dir="ltr" />
        <FormField {...field("fax", t("profile.fax"))} type="tel" inputMode="tel" maxLength={32} dir="ltr" />
      </div>
      <h3 className="profile-form__heading">{t("profile.place")}</h3>
      <div className="form-grid">
        <LocationSelects idPrefix="profile" chosen={draft} places={places} errors={errors} locale={locale} />
        <FormField {...field("zipCode", t("profile.zipCode"))} autoComplete="postal-code" inputMode="numeric" maxLength={16} />
      </div>
      <label className="choice profile-form__consent">
        <input type="checkbox" name="commercial" defaultChecked={draft.commercial} />
        {t("profile.commercial")}
      </label>
      <div className="checkout-actions">
        <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
          {t("profile.save")}
        </button>
      </div>
    </Form>
  );
}
