// "Download my data": a plain link to the resource route that answers the JSON file (a download, so the browser
// leaves the page as it is).
import { useTranslation } from "react-i18next";
import { resourceRoutes } from "~/utils/resource-routes";

export function MyDataSection() {
  const { t } = useTranslation("account");
  return (
    <section className="checkout-card" aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="checkout-card__title">
        {t("data.title")}
      </h2>
      <p>{t("data.intro")}</p>
      <a href={resourceRoutes.myData} download className="button button--ghost">
        {t("data.download")}
      </a>
    </section>
  );
}
