// Home page. On "/" only, the shopper's language is detected (cookie first, then Accept-Language) and remembered.
import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HeroArt } from "~/components/hero-art";
import { getLanguageCookie, serializeLanguageCookie } from "~/utils/cookies.server";
import { notFound } from "~/utils/http.server";
import { remixI18n } from "~/utils/i18n.server";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, localeFromParam, localizePath } from "~/utils/locale";
import { pageMeta } from "~/utils/meta";
import { useRootData } from "~/utils/use-locale";

export const handle = { i18n: ["common"] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = localeFromParam(params.lang);
  if (!locale) throw notFound();
  const t = await remixI18n.getFixedT(locale, "common");
  const description = t("meta.description");
  if (params.lang !== undefined) return { description };

  // The answer for "/" depends on these request headers: caches must not share it.
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  const remembered = getLanguageCookie(request);
  if (remembered) {
    if (remembered !== DEFAULT_LOCALE) throw redirect(localizePath("/", remembered), { headers });
    return data({ description }, { headers });
  }
  const detected = localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
  headers.append("Set-Cookie", serializeLanguageCookie(detected));
  if (detected !== DEFAULT_LOCALE) throw redirect(localizePath("/", detected), { headers });
  return data({ description }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const vary = loaderHeaders.get("Vary");
  if (vary) merged.set("Vary", vary);
  return merged;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, null, data?.description);

export default function HomePage() {
  const { t } = useTranslation();
  const root = useRootData();
  const shopName = root?.shop.name || t("meta.defaultShopName");
  const locale = root?.locale ?? DEFAULT_LOCALE;

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">
              {t("home.welcome")} · {shopName}
            </p>
            <h1 id="home-title">{t("home.heroTitle")}</h1>
            <p className="hero__lead">{t("home.heroText")}</p>
          </div>
          <HeroArt />
        </div>
      </section>
      <section className="container home-placeholder">
        <p>{t("home.comingSoon")}</p>
        <p>
          <Link to={localizePath("/cerez-politikasi", locale)}>{t("cookieConsent.readPolicy")}</Link>
        </p>
      </section>
    </>
  );
}
