// `/{seoLink}` and `/{brandLink}/{categoryLink}`: the backend says what the path is (product, category, brand,
// content page) and the matching page renders; anything else is the 404 page. Throwing from the loader keeps the
// root loader's data, so the 404 page renders inside the full header and footer.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ContentView } from "~/components/catalog/content-view";
import { ListingView } from "~/components/catalog/listing-view";
import { ProductView } from "~/components/catalog/product-view";
import { handleCartAction } from "~/utils/cart-actions.server";
import { ContentPageDocument, ResolveDocument } from "~/utils/catalog.server";
import { runQuery } from "~/utils/graphql.server";
import { notFound } from "~/utils/http.server";
import { localeFromRequest } from "~/utils/i18n.server";
import { loadListingPage } from "~/utils/listing-page.server";
import { stripLocalePrefix } from "~/utils/locale";
import { catalogMeta } from "~/utils/catalog-meta";
import { loadProductPage } from "~/utils/product-page.server";
import { useRootData } from "~/utils/use-locale";

export const handle = { i18n: ["common", "catalog", "cart"] };

/** The product page's add-to-cart form posts here (the page's own URL keeps the variant choice). */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  return handleCartAction({ request, context, locale: localeFromRequest(request), returnTo: url.pathname + url.search, renderFailures: true });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The locale is the URL's (a non-locale first segment such as /tr/… stays part of the path and resolves to
  // nothing); the path is what the backend resolves.
  const locale = localeFromRequest(request);
  let path: string;
  try {
    path = decodeURIComponent(stripLocalePrefix(url.pathname)).replace(/^\/+|\/+$/g, "");
  } catch {
    throw notFound();
  }
  if (!path || path.split("/").length > 2) throw notFound();

  const { resolveSeoLink: target } = await runQuery(request, context, ResolveDocument, { path, language: locale });
  switch (target.kind) {
    case "PRODUCT":
      return loadProductPage({ request, context, locale, path });
    case "CATEGORY":
    case "BRAND":
      return {
        origin: url.origin,
        ...(await loadListingPage({ request, context, locale, kind: target.kind, path, seoLinks: target.seoLinks })),
      };
    case "CONTENT": {
      const { contentPage } = await runQuery(request, context, ContentPageDocument, { seoLink: path, language: locale });
      if (!contentPage) throw notFound();
      return { kind: "content" as const, origin: url.origin, page: contentPage, seoLinks: target.seoLinks };
    }
    default:
      throw notFound();
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => catalogMeta(data, matches, location);

// Choosing a variant or a comment page changes only the query string: with JavaScript the page already has what
// it needs for variants, so only comment paging asks the server again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("p1");
    params.delete("p2");
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) !== strip(nextUrl) ? defaultShouldRevalidate : false;
};

export default function SeoLinkPage() {
  const data = useLoaderData<typeof loader>();
  const root = useRootData();
  const locale = root?.locale ?? "tr";
  if (data.kind === "product") {
    return (
      <ProductView
        key={data.product.id}
        product={data.product}
        comments={data.comments}
        lastViewed={data.lastViewed}
        locale={locale}
        origin={data.origin}
        phone={root?.shop.phone ?? ""}
        whatsapp={root?.shop.whatsapp ?? ""}
        lastAdded={data.lastAdded}
      />
    );
  }
  if (data.kind === "listing") return <ListingView data={data} locale={locale} />;
  return <ContentView title={data.page.title} content={data.page.content} />;
}
