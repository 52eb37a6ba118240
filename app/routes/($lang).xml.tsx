// The product feed page (/xml, /en/xml, /ar/xml): the addresses of the shop's XML product feed, one per language and
// currency, for shopping engines and price comparison sites (Google Merchant Center reads it as it is).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { remixI18n } from "~/utils/i18n.server";
import { LOCALE_NAMES, LOCALES } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/use-locale";

export const handle = { i18n: ["common", "feeds"] };

const FEED_PATH = "/api/v1/xml/products";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "feeds");
  // Absolute, from the configured public origin: these addresses are copied into other sites' settings.
  return { title: t("title"), feedBase: `${context.publicOrigin}${FEED_PATH}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function ProductFeedPage() {
  const { title, feedBase } = useLoaderData<typeof loader>();
  const { t } = useTranslation("feeds");
  const currencies = useRootData()?.currencies ?? [];
  return (
    <article className="container prose feed-page">
      <h1>{title}</h1>
      <p className="prose__lead">{t("intro")}</p>
      <table className="feed-page__table">
        <caption>{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("language")}</th>
            <th scope="col">{t("currency")}</th>
            <th scope="col">{t("address")}</th>
          </tr>
        </thead>
        <tbody>
          {LOCALES.flatMap((language) =>
            currencies.map((currency) => {
              const href = `${feedBase}?language=${language}&currency=${currency.isoCode}`;
              return (
                <tr key={`${language}-${currency.isoCode}`}>
                  <td lang={language}>{LOCALE_NAMES[language]}</td>
                  <td>{currency.name}</td>
                  <td>
                    <a href={href} dir="ltr" className="feed-page__link">
                      {href}
                    </a>
                  </td>
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
      <h2>{t("howTitle")}</h2>
      <p>{t("how")}</p>
    </article>
  );
}
