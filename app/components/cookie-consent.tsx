// Cookie consent banner: shown on every page until the shopper accepts (cookiePolitical=1), since the shop may set
// cookies only with consent. Accept is a real form post to the cookie-consent resource route, so it works
// without JavaScript; where React runs it goes through a fetcher (no full page load). Settings is a link to the
// policy page without JavaScript and, with it, a button that opens a modal <dialog> (app/enhance/page-controls.ts).
import { useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/icons";
import { JsOnlyButton } from "~/components/js-only-button";
import { enhanceCookieBanner } from "~/enhance/page-controls";
import { localizePath, type Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { useEnhancer } from "~/utils/use-enhancer";
import { useHydrated } from "~/utils/use-hydrated";

export const COOKIE_POLICY_PATH = "/cerez-politikasi";

function AcceptForm({ label, className }: { label: string; className?: string }) {
  const fetcher = useFetcher({ key: "cookie-consent" });
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action={resourceRoutes.cookieConsent} className={className}>
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" className="button button--primary">
        {label}
      </button>
    </fetcher.Form>
  );
}

export function CookieConsent({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const banner = useEnhancer<HTMLElement>(enhanceCookieBanner);
  const fetcher = useFetcher({ key: "cookie-consent" });
  const policyHref = localizePath(COOKIE_POLICY_PATH, locale);

  // Hide at once when Accept was pressed; the redirect that follows re-renders the page without the banner.
  if (fetcher.state !== "idle") return null;

  return (
    <section className="cookie-consent" aria-label={t("cookieConsent.label")} ref={banner}>
      <div className="container cookie-consent__inner">
        <p className="cookie-consent__text">{t("cookieConsent.text")}</p>
        <div className="cookie-consent__actions">
          {hydrated ? null : (
            <a className="button button--ghost" href={policyHref} data-no-js-only>
              {t("cookieConsent.settings")}
            </a>
          )}
          <JsOnlyButton className="button button--ghost cookie-consent__settings">{t("cookieConsent.settings")}</JsOnlyButton>
          <AcceptForm label={t("cookieConsent.accept")} />
        </div>
      </div>
      <dialog className="modal" aria-labelledby="cookie-dialog-title">
        <div className="modal__head">
          <h2 id="cookie-dialog-title">{t("cookieConsent.dialogTitle")}</h2>
          <form method="dialog">
            <button type="submit" className="icon-button" aria-label={t("cookieConsent.close")}>
              <CloseIcon />
            </button>
          </form>
        </div>
        <div className="modal__body">
          <h3>{t("cookieConsent.necessaryTitle")}</h3>
          <p>{t("cookieConsent.necessaryText")}</p>
          <h3>{t("cookieConsent.analyticsTitle")}</h3>
          <p>{t("cookieConsent.analyticsText")}</p>
          <p>
            <a href={policyHref}>{t("cookieConsent.readPolicy")}</a>
          </p>
        </div>
        <div className="modal__actions">
          <form method="dialog">
            <button type="submit" className="button button--ghost">
              {t("cookieConsent.close")}
            </button>
          </form>
          <AcceptForm label={t("cookieConsent.accept")} />
        </div>
      </dialog>
    </section>
  );
}
