// Any other error: a generic message, the status and a link home. Never a stack trace: details stay in the
// server log.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/utils/locale";
import { usePageLocale } from "~/utils/use-locale";

export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  return (
    <section className="container status-page" aria-labelledby="error-title">
      <h1 id="error-title">{t("error.title")}</h1>
      <p>{t("error.description")}</p>
      <p className="status-page__code">{t("error.status", { status })}</p>
      <div className="status-page__actions">
        <Link to={localizePath("/", locale)} className="button button--primary" reloadDocument>
          {t("home.homepage")}
        </Link>
      </div>
    </section>
  );
}
