// The currency switcher: a plain GET form to the set-currency resource route (it stores the cookie and comes back to
// this page), so it works without JavaScript through its Apply button; with JavaScript, choosing submits at once.
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { resourceRoutes } from "~/utils/resource-routes";
import { useHydrated } from "~/utils/use-hydrated";

export interface CurrencyOption {
  isoCode: string;
  name: string;
}

export function CurrencySwitcher({ currency, currencies }: { currency: string; currencies: readonly CurrencyOption[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  if (currencies.length < 2) return null;
  return (
    <form method="get" action={resourceRoutes.setCurrency} className="currency-switcher">
      <input type="hidden" name="to" value={pathname + search} />
      <select
        name="currency"
        defaultValue={currency}
        aria-label={t("currency.label")}
        // The ISO code is short enough for a phone's header; the name tells a screen reader and a mouse which it is.
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {currencies.map((c) => (
          <option key={c.isoCode} value={c.isoCode} title={c.name}>
            {c.isoCode}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" data-no-js-only>
          {t("currency.apply")}
        </button>
      )}
    </form>
  );
}
