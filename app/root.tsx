// Root route: the document shell (html lang/dir, settings-driven head), the site layout and the error pages.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { BrowsingSessionReporter } from "~/components/account/browsing-session-reporter";
import { CookieConsent } from "~/components/cookie-consent";
import { RouteErrorPage } from "~/components/error-page";
import { LoadingBar } from "~/components/loading-bar";
import { OfflineNotice } from "~/components/offline-notice";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SiteScripts } from "~/components/site-scripts";
import { ToastList } from "~/components/toast-list";
import { isAdminPath } from "~/domain/admin-paths";
import { existingPageLinks, pageLinksFor } from "~/domain/page-links";
import stylesUrl from "~/styles/app.css?url";
import { getCurrencyCookie, hasCookieConsent } from "~/utils/cookies.server";
import { shopperCurrency } from "~/domain/currency-choice";
import { currencyName } from "~/domain/money";
import { notFound } from "~/utils/http.server";
import { directionOf, localeOfPath, LOCALES, type Locale } from "~/utils/locale";
import { cartItemCount } from "~/utils/cart.server";
import { getCatalogue, localeFromRequest } from "~/utils/i18n.server";
import { errorMeta } from "~/utils/meta";
import { loadSiteLayout, settingValue, type MenuItem } from "~/utils/site.server";
import { useNonce } from "~/utils/nonce";
import { MARK_SCRIPTED, useServedWithoutReact } from "~/utils/static-page";
// The script that enhances pages React does not hydrate, bundled on its own by Vite (the worker bundler builds a
// self-contained script and gives its hashed address; nothing of it runs as a worker).
import enhancementScript from "~/enhance/catalogue-page.ts?worker&url";
import { getToast } from "~/utils/toast.server";
import { memberCookies, memberSession } from "~/utils/member.server";
import { signInFromTokenParameter } from "~/utils/token-sign-in.server";
import { withCookies } from "~/utils/shopper.server";
import { useRootData } from "~/utils/use-locale";

export const handle = { i18n: ["common"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesUrl }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The locale is the URL's first segment when it is a prefix (/en, /ar), else Turkish. An invalid prefix (/de,
  // /tr/…) is the child route's 404; the shell still renders in Turkish around it.
  const locale = localeFromRequest(request);
  await signInFromTokenParameter(request, context, locale);
  const [layout, flash, cartCount] = await Promise.all([loadSiteLayout(request, context, locale), getToast(request), cartItemCount(request, context)]);
  const { siteSettings: site, headerMenu, languages, contentPages, currencies } = layout;
  if (site.page != null) throw notFound();

  const headers = new Headers();
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  // A member's session lasts a day from the last page seen, not from the login.
  const member = memberSession(request);
  if (member) withCookies(headers, memberCookies(member.token, member.member));
  // Titles for error pages' <title>: meta functions have no i18next, so the two strings travel with the data.
  const texts = getCatalogue(locale, "common") as { notFound: { title: string }; error: { title: string } };
  const activeCodes = new Set(languages.filter((language) => language.isActive).map((language) => language.code));

  return data(
    {
      locale,
      shop: {
        name: site.config.shopName,
        logo: site.config.logo,
        phone: site.config.phone,
        email: site.config.email,
        whatsapp: settingValue(layout, "whatsapp") ?? "",
      },
      menu: headerMenu as MenuItem[],
      pageLinks: pageLinksFor(
        existingPageLinks(
          site.pageLinks,
          contentPages.flatMap((page) => page.seoLinks.map((link) => link.seoLink)),
        ),
        member !== null,
      ),
      // The switcher offers the routed locales the backend reports active (all three when it reports none).
      locales: activeCodes.size ? LOCALES.filter((code) => activeCodes.has(code)) : [...LOCALES],
      head: {
        favicon: site.setting.favicon || null,
        css: site.setting.css || null,
        siteVerification: settingValue(layout, "google_site_verification"),
      },
      scripts: {
        gtmId: settingValue(layout, "google_gtm_id"),
        headScript: site.setting.headScript,
        headScripts: site.setting.headScripts,
        bodyScript: site.setting.bodyScript,
        bodyScripts: site.setting.bodyScripts,
      },
      bodyHtml: site.setting.bodyHtml || null,
      errorTitles: { notFound: texts.notFound.title, error: texts.error.title },
      consent: hasCookieConsent(request),
      // The currency every amount is shown in (the server falls back to the default the same way) and the choices.
      currency: shopperCurrency(getCurrencyCookie(request), currencies),
      // Named in the page's language; the name the admin typed only for a currency the platform does not know.
      currencies: currencies.map((c) => ({ isoCode: c.isoCode, name: currencyName(c.isoCode, locale) ?? c.name })),
      // Campaign rules are kept in the default currency and shown in it.
      defaultCurrency: shopperCurrency(null, currencies),
      toast: flash.toast,
      cartCount,
      memberName: member ? member.member.name : null,
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (error ? errorMeta(matches, error) : [{ title: data?.shop.name ?? "" }]);

/** Catalogues embedded for hydration: this language, this page's namespaces, nothing else. */
function I18nResources({ locale }: { locale: Locale }) {
  const { i18n } = useTranslation();
  // Frozen at first render: later namespaces arrive through the catalogue backend, not this tag.
  const [payload] = useState(() => JSON.stringify({ lng: locale, resources: { [locale]: i18n.store?.data[locale] ?? {} } }).replace(/</g, "\\u003c"));
  return <script id="i18n-resources" type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: payload }} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const locale = root?.locale ?? localeOfPath(pathname);
  const nonce = useNonce();
  useChangeLanguage(locale);
  // The admin area draws its own shell (app/routes/admin): none of the storefront's header, footer or scripts.
  const admin = isAdminPath(pathname);
  const withoutReact = useServedWithoutReact();

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#d90429" />
        <Meta />
        {root?.head.siteVerification ? <meta name="google-site-verification" content={root.head.siteVerification} /> : null}
        <link rel="icon" href={root?.head.favicon ?? "/favicon.svg"} />
        <Links />
        {/* Shop-specific CSS from the admin panel comes last so it can override the theme. */}
        {root?.head.css && !admin ? <style dangerouslySetInnerHTML={{ __html: root.head.css }} /> : null}
        {withoutReact ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} /> : <I18nResources locale={locale} />}
      </head>
      <body className={admin ? "admin-body" : undefined}>
        {admin ? (
          <>
            <LoadingBar />
            <ToastList toast={root?.toast ?? null} />
            {children}
          </>
        ) : (
          <StorefrontBody locale={locale}>{children}</StorefrontBody>
        )}
        {withoutReact ? (
          // The build makes it one self-contained classic script; the dev server serves its source as an ES module
          // with imports, which a classic script tag refuses to run.
          <script src={enhancementScript} nonce={nonce} defer type={import.meta.env.DEV ? "module" : undefined} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The storefront's page: header, notices, the page, footer, the cookie banner and the shop's own scripts. */
function StorefrontBody({ locale, children }: { locale: Locale; children: ReactNode }) {
  const root = useRootData();
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <LoadingBar />
      <SiteHeader
        locale={locale}
        locales={root?.locales ?? [...LOCALES]}
        shopName={root?.shop.name || t("meta.defaultShopName")}
        logo={root?.shop.logo ?? ""}
        menu={root?.menu ?? []}
        cartCount={root?.cartCount ?? 0}
        currency={root?.currency ?? "TRY"}
        currencies={root?.currencies ?? []}
        memberName={root?.memberName ?? null}
      />
      <OfflineNotice />
      <ToastList toast={root?.toast ?? null} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter
        locale={locale}
        shopName={root?.shop.name || t("meta.defaultShopName")}
        pageLinks={root?.pageLinks ?? []}
        phone={root?.shop.phone ?? ""}
        email={root?.shop.email ?? ""}
      />
      {root && !root.consent ? <CookieConsent locale={locale} /> : null}
      {root?.memberName != null ? <BrowsingSessionReporter /> : null}
      {root?.bodyHtml ? <div className="site-body-html" dangerouslySetInnerHTML={{ __html: root.bodyHtml }} /> : null}
      {root ? <SiteScripts {...root.scripts} consent={root.consent} /> : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
