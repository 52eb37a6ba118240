// The home page (/, /en, /ar): hero, campaign strip, category entry points, showcases, benefits carousel, best
// sellers, the last-viewed strip and the shop's Instagram posts. Shared by the three home route files.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HeroArt } from "~/components/hero-art";
import { InstagramStrip } from "~/components/catalog/instagram-strip";
import { BenefitsCarousel, CampaignStrip, CategoryEntries, ProductShelf } from "~/components/catalog/home-sections";
import type { HomeLoader } from "~/utils/home-page.server";
import { localizePath } from "~/utils/locale";
import { localeFromMatches, pageMeta } from "~/utils/meta";
import { pathFor, samePathAlternates } from "~/utils/seo";
import { usePageLocale, useRootData } from "~/utils/use-locale";
import { publicPageDocumentHeaders } from "~/utils/public-page";

// Served without hydration (app/utils/static-page.ts).
export const HOME_HANDLE = { i18n: ["common", "catalog"], hydrate: false };

export const homeHeaders = publicPageDocumentHeaders;

export const homeMeta: MetaFunction = ({ data: loaderData, matches }) => {
  const data = loaderData as { description: string; origin: string } | undefined;
  return [
    ...pageMeta(matches, null, data?.description),
    ...(data ? samePathAlternates(data.origin, "/", localeFromMatches(matches)) : []),
  ];
};

export function HomePage() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation("catalog");
  const { catalog } = useLoaderData<HomeLoader>();
  const root = useRootData();
  const shopName = root?.shop.name || t("meta.defaultShopName");
  const locale = usePageLocale();

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
      {catalog ? (
        <>
          <CampaignStrip campaigns={catalog.campaigns} />
          <CategoryEntries categories={catalog.categories} locale={locale} />
          {catalog.blocks.map((block) => (
            <ProductShelf key={block.id} id={`showcase-${block.id}`} title={block.title} products={block.products} locale={locale} />
          ))}
          <BenefitsCarousel />
          {catalog.bestSellers.map((group) => (
            <ProductShelf
              key={group.category.id}
              id={`best-${group.category.id}`}
              title={tc("home.bestSellersIn", { category: group.category.title })}
              products={group.products}
              locale={locale}
              href={pathFor(group.category.seoLink, locale)}
            />
          ))}
          {catalog.lastViewed.length ? (
            <ProductShelf id="home-last-viewed" title={tc("lastViewed.title")} products={catalog.lastViewed} locale={locale} />
          ) : null}
          <InstagramStrip posts={catalog.instagram.posts} username={catalog.instagram.username} />
        </>
      ) : (
        <section className="container home-placeholder">
          <p>{t("home.comingSoon")}</p>
          <p>
            <Link to={localizePath("/cerez-politikasi", locale)}>{t("cookieConsent.readPolicy")}</Link>
          </p>
        </section>
      )}
    </>
  );
}
