// The cookie policy page, linked from the cookie banner (/cerez-politikasi, /en/…, /ar/…).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { remixI18n } from "~/utils/i18n.server";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/use-locale";
import { publicPage } from "~/utils/public-page.server";
import { publicPageDocumentHeaders } from "~/utils/public-page";

export const headers = publicPageDocumentHeaders;

export const handle = { i18n: ["common", "cookies"] };

const SECTIONS = ["what", "necessary", "analytics", "manage", "changes", "contact"] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "cookies");
  return publicPage({ title: t("title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function CookiePolicyPage() {
  const { t } = useTranslation("cookies");
  const { t: tc } = useTranslation();
  const shopName = useRootData()?.shop.name || tc("meta.defaultShopName");

  return (
    <article className="container prose">
      <h1>{t("title")}</h1>
      <p className="prose__lead">{t("intro", { shopName })}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`policy-${section}`}>
          <h2 id={`policy-${section}`}>{t(`sections.${section}.title`)}</h2>
          <p>{t(`sections.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
