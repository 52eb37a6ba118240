// The home page's loader and catalogue blocks. The home page is the shop's front door: when the catalogue cannot
// be read, it still renders (hero, header, footer) and the failure is logged, instead of answering an error page.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { ProductsByIdsDocument } from "~/utils/catalog.server";
import { runQuery } from "~/utils/graphql.server";
import { getLanguageCookie, serializeLanguageCookie } from "~/utils/cookies.server";
import { remixI18n } from "~/utils/i18n.server";
import { publicPageHeaders } from "~/utils/public-page.server";
import { readLastViewed } from "~/utils/last-viewed.server";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, localizePath, type Locale } from "~/utils/locale";

export async function loadHomeCatalog(request: Request, context: AppLoadContext, locale: Locale) {
  const viewed = readLastViewed(request);
  try {
    const [home, lastViewed] = await Promise.all([
      runQuery(request, context, HomeDocument, {}, locale),
      viewed.length ? runQuery(request, context, ProductsByIdsDocument, { ids: viewed }, locale) : null,
    ]);
    return {
      blocks: home.homeBlocks.filter((block) => block.products.length),
      bestSellers: home.categoryBestSellers.filter((group) => group.products.length).slice(0, 3),
      categories: home.categoryTree.map(({ id, title, seoLink, image }) => ({ id, title, seoLink, image })),
      campaigns: home.activeCampaigns,
      lastViewed: lastViewed?.productsByIds ?? [],
      instagram: instagramStrip(home.instagramPosts),
    };
  } catch (error) {
    context.log.error({ err: error }, "home: catalogue unavailable");
    return null;
  }
}

/** The Instagram strip's posts: those whose picture the shop holds (the others are skipped), and the account. */
function instagramStrip(posts: { id: string; caption?: string | null; permalink: string; image?: string | null; username?: string | null }[]) {
  const shown = posts.flatMap(({ id, caption, permalink, image }) => (image ? [{ id, caption, permalink, image }] : []));
  return { posts: shown, username: posts.find((post) => post.username)?.username ?? null };
}

/**
 * The home loader of "/", "/en" and "/ar" (three route files, so "/{seoLink}" is never mistaken for a language
 * prefix). On "/" only, the shopper's language is detected (cookie first, then Accept-Language) and remembered.
 */
export async function loadHome(request: Request, context: AppLoadContext, locale: Locale) {
  const t = await remixI18n.getFixedT(locale, "common");
  const origin = context.publicOrigin;
  if (locale !== DEFAULT_LOCALE) {
    return data({ description: t("meta.description"), origin, catalog: await loadHomeCatalog(request, context, locale) }, { headers: publicPageHeaders() });
  }

  // The answer for "/" depends on these request headers: caches must not share it.
  const headers = publicPageHeaders({ Vary: "Cookie, Accept-Language" });
  const remembered = getLanguageCookie(request);
  if (remembered && remembered !== DEFAULT_LOCALE) throw redirect(localizePath("/", remembered), { headers });
  if (!remembered) {
    const detected = localeFromAcceptLanguage(request.headers.get("Accept-Language")) ?? DEFAULT_LOCALE;
    headers.append("Set-Cookie", serializeLanguageCookie(detected));
    if (detected !== DEFAULT_LOCALE) throw redirect(localizePath("/", detected), { headers });
  }
  const catalog = await loadHomeCatalog(request, context, locale);
  return data({ description: t("meta.description"), origin, catalog }, { headers });
}

export type HomeLoader = typeof loadHome;

// The home routes ("/", "/en", "/ar") all render through loadHome: the document lives with it.
const HomeDocument = graphql(`
  query Home {
    homeBlocks(limit: 12) {
      id
      code
      title
      products {
        ...CardFields
      }
    }
    categoryBestSellers(limit: 8) {
      category {
        id
        title
        seoLink
      }
      products {
        ...CardFields
      }
    }
    categoryTree {
      id
      title
      seoLink
      image
    }
    activeCampaigns {
      id
      name
      description
      discountPercent
      endsAt
    }
    # Empty while the owner has the feed off; a strip of one row on wide screens, two on phones.
    instagramPosts(limit: 8) {
      id
      caption
      permalink
      image
      username
    }
  }
`);
