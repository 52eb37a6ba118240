// Country → state (81 provinces) → city (districts), as the address form and the profile form ask for them. With
// JavaScript the state and city lists follow the choice through fetchers; without, a "refresh lists" button posts
// the form back (intent "locations"), and the page answers with every typed value and the new lists.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { useHydrated } from "~/utils/use-hydrated";
import { FormField } from "./form-field";

export interface Place {
  id: number;
  name: string;
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

interface LocationSelectsProps {
  idPrefix: string;
  /** The ids chosen when the form was drawn ("" for none). */
  chosen: { countryId: string; stateId: string; cityId: string };
  /** Every country, the states of the chosen country and the cities of the chosen state. */
  places: { countries: Place[]; states: Place[]; cities: Place[] };
  errors: Record<string, string>;
  locale: Locale;
}

export function LocationSelects({ idPrefix, chosen, places, errors, locale }: LocationSelectsProps) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const [countryId, setCountryId] = useState(chosen.countryId);
  const [stateId, setStateId] = useState(chosen.stateId);
  const [cityId, setCityId] = useState(chosen.cityId);
  const stateFetcher = useFetcher<LocationsData>();
  const cityFetcher = useFetcher<LocationsData>();

  // Lists for the current choice: fetched ones when they match it, else the server's (for the initial choice).
  const fetched = (data: LocationsData | undefined, parentId: string) => (data && String(data.parentId) === parentId ? data.items : null);
  const stateList = fetched(stateFetcher.data, countryId) ?? (countryId === chosen.countryId ? places.states : []);
  const cityList = fetched(cityFetcher.data, stateId) ?? (stateId === chosen.stateId ? places.cities : []);

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
  const placeholder = t("addressForm.choose");

  return (
    <>
      <FormField
        name="countryId"
        idPrefix={idPrefix}
        label={t("addressForm.country")}
        error={errors.countryId}
        control={(a11y) => <PlaceSelect a11y={a11y} value={countryId} places={places.countries} placeholder={placeholder} onChange={chooseCountry} />}
      />
      <FormField
        name="stateId"
        idPrefix={idPrefix}
        label={t("addressForm.state")}
        error={errors.stateId}
        control={(a11y) => (
          <PlaceSelect a11y={a11y} value={stateId} places={stateList} placeholder={placeholder} onChange={chooseState} busy={stateFetcher.state !== "idle"} />
        )}
      />
      <FormField
        name="cityId"
        idPrefix={idPrefix}
        label={t("addressForm.city")}
        error={errors.cityId}
        control={(a11y) => (
          <PlaceSelect a11y={a11y} value={cityId} places={cityList} placeholder={placeholder} onChange={setCityId} busy={cityFetcher.state !== "idle"} />
        )}
      />
      {!hydrated ? (
        <div className="form-grid__wide">
          <button type="submit" name="intent" value="locations" className="button button--ghost button--small" formNoValidate>
            {t("addressForm.refresh")}
          </button>
        </div>
      ) : null}
    </>
  );
}
