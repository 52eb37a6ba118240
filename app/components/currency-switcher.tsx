// The currency switcher: a plain GET form to the set-currency resource route (it stores the cookie and comes back to
// this page), so it works without JavaScript through its Apply button; with JavaScript, choosing submits at once
// (app/enhance/page-controls.ts), as a document load also where React runs: the whole page changes currency.
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { enhanceSubmitAtOnce } from "~/enhance/page-controls";
import { resourceRoutes } from "~/utils/resource-routes";
import { useEnhancer } from "~/utils/use-enhancer";
import { useHydrated } from "~/utils/use-hydrated";

export interface CurrencyOption {
  isoCode: string;
  name: string;
}

export function CurrencySwitcher({ currency, currencies }: { currency: string; currencies: readonly CurrencyOption[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const shown = currencies.length > 1;
  const form = useEnhancer<HTMLFormElement>(enhanceSubmitAtOnce, [shown]);
  if (!shown) return null;
  return (
    <form ref={form} method="get" action={resourceRoutes.setCurrency} className="currency-switcher" data-submit-at-once>
      <input type="hidden" name="to" value={pathname + search} />
      <select
        name="currency"
        defaultValue={currency}
        aria-label={t("currency.label")}
        // The ISO code is short enough for a phone's header; the name tells a screen reader and a mouse which it is.
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
