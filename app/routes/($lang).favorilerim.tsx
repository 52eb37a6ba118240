// /favorilerim — the member's favourite products in the account area: cards (the heart and a remove button each
// post to /resource/favorite and come back here), paging, and an empty state that leads back to the shop.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { Pagination } from "~/components/catalog/pagination";
import { ProductCard } from "~/components/catalog/product-card";
import { urlPage } from "~/domain/url-params";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { memberAuthenticated, shopperQuery } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { resourceRoutes } from "~/utils/resource-routes";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account", "catalog"] };

export const links = accountLinks;

const PAGE_SIZE = 12;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const page = urlPage(new URL(request.url).searchParams.get("page"));
  const { myFavorites } = await shopperQuery({ request, context }, locale, FavouritesPageDocument, { page, pageSize: PAGE_SIZE });
  const t = await remixI18n.getFixedT(locale, "account");
  return { title: t("favourites.title"), favourites: myFavorites };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export default function FavouritesPage() {
  const { title, favourites } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <AccountLayout title={title}>
      {favourites.items.length === 0 ? (
        <section className="checkout-card favourites-empty">
          <p>{t("favourites.empty")}</p>
          <Link to={localizePath("/", locale)} className="button button--primary">
            {t("favourites.browse")}
          </Link>
        </section>
      ) : (
        <>
          <p className="muted">{t("favourites.count", { count: favourites.total })}</p>
          <ul className="product-grid favourites-grid">
            {favourites.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} locale={locale} />
                <Form method="post" action={resourceRoutes.favorite} className="favourites-grid__remove">
                  <input type="hidden" name="productId" value={product.id} />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="r" value={here} />
                  <button type="submit" className="button button--ghost button--small" aria-label={t("favourites.removeNamed", { title: product.title })}>
                    {t("favourites.remove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Pagination page={favourites.page} pageCount={favourites.pageCount} search={location.search} />
        </>
      )}
    </AccountLayout>
  );
}

const FavouritesPageDocument = graphql(`
  query FavouritesPage($page: Int, $pageSize: Int) {
    myFavorites(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items {
        ...CardFields
      }
    }
  }
`);
