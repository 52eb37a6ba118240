// The add/edit address form: title, name, phone, address, country → state (81 provinces) → city (districts), zip,
// individual or corporate invoice. With JavaScript the state and city lists follow the choice through fetchers;
// without, a "refresh lists" button posts the form back, which returns every typed value and the new lists.
// The corporate fields show only for a corporate invoice (CSS :has, so it works without JavaScript too).
// "Save" is the form's default button: Enter in a field saves, even without JavaScript where "refresh lists" (a
// secondary button that needs the typed values, so it stays in this form) comes earlier in the page.
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AddressDraft } from "~/domain/checkout-address";
import type { Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { useHydrated } from "~/utils/use-hydrated";
import { FormField } from "./form-field";

interface Place {
  id: number;
  name: string;
}

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
}

/** What the checkout-locations resource route answers. */
interface LocationsData {
  kind: "states" | "cities" | "none";
  parentId: number | null;
  items: Place[];
}

function PlaceSelect(props: { a11y: object; value: string; places: Place[]; placeholder: string; onChange: (value: string) => void; busy?: boolean }) {
  return (
    <select {...props.a11y} value={props.value} onChange={(event) => props.onChange(event.currentTarget.value)} aria-busy={props.busy || undefined}>
      <option value="">{props.placeholder}</option>
      {props.places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
    </select>
  );
}

export function AddressForm({ draft, errors, errorMessage, countries, states, cities, locale, cancelHref }: AddressFormProps) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [countryId, setCountryId] = useState(draft.countryId);
  const [stateId, setStateId] = useState(draft.stateId);
  const [cityId, setCityId] = useState(draft.cityId);
  const stateFetcher = useFetcher<LocationsData>();
  const cityFetcher = useFetcher<LocationsData>();

  // Lists for the current choice: fetched ones when they match it, else the server's (for the initial choice).
  const fetched = (data: LocationsData | undefined, parentId: string) => (data && String(data.parentId) === parentId ? data.items : null);
  const stateList = fetched(stateFetcher.data, countryId) ?? (countryId === draft.countryId ? states : []);
  const cityList = fetched(cityFetcher.data, stateId) ?? (stateId === draft.stateId ? cities : []);

  const chooseCountry = (value: string) => {
    setCountryId(value);
    setStateId("");
    setCityId("");
    if (value) stateFetcher.load(resourceRoutes.checkoutLocations({ country: value }, locale));
  };
  const chooseState = (value: string) => {
    setStateId(value);
    setCityId("");
    if (value) cityFetcher.load(resourceRoutes.checkoutLocations({ state: value }, locale));
  };

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
        <FormField
          name="countryId"
          idPrefix="address"
          label={t("addressForm.country")}
          error={errors.countryId}
          control={(a11y) => <PlaceSelect a11y={a11y} value={countryId} places={countries} placeholder={t("addressForm.choose")} onChange={chooseCountry} />}
        />
        <FormField
          name="stateId"
          idPrefix="address"
          label={t("addressForm.state")}
          error={errors.stateId}
          control={(a11y) => (
            <PlaceSelect
              a11y={a11y}
              value={stateId}
              places={stateList}
              placeholder={t("addressForm.choose")}
              onChange={chooseState}
              busy={stateFetcher.state !== "idle"}
            />
          )}
        />
        <FormField
          name="cityId"
          idPrefix="address"
          label={t("addressForm.city")}
          error={errors.cityId}
          control={(a11y) => (
            <PlaceSelect
              a11y={a11y}
              value={cityId}
              places={cityList}
              placeholder={t("addressForm.choose")}
              onChange={setCityId}
              busy={cityFetcher.state !== "idle"}
            />
          )}
        />
        {!hydrated ? (
          <div className="form-grid__wide">
            <button type="submit" name="intent" value="locations" className="button button--ghost button--small" formNoValidate>
              {t("addressForm.refresh")}
            </button>
          </div>
        ) : null}
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
