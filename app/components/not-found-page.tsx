// The 404 page: illustration, the Turkish title in tr, a home link labelled with the homepage text and a go-back
// button (JavaScript only, since history has no no-JS equivalent; the home link always works).
import { Link, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NotFoundIllustration } from "~/components/not-found-illustration";
import { localizePath } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";
import { usePageLocale } from "~/utils/use-locale";

export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();

  return (
    <section className="container status-page not-found" aria-labelledby="not-found-title">
      <NotFoundIllustration />
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.description")}</p>
      <div className="status-page__actions">
        <Link to={localizePath("/", locale)} className="button button--primary">
          {t("home.homepage")}
        </Link>
        {hydrated ? (
          <button
            type="button"
            className="button button--ghost"
            // Opened directly (no history to step back into): go home instead of doing nothing.
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(localizePath("/", locale)))}
          >
            {t("notFound.back")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
