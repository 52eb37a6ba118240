// /siparislerim — the member's orders, newest first, ten a page (?page=2), each linking to its page; an empty state
// with a way back to the shop. Members only: a guest or a visitor is sent to the login page.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { OrderSummary } from "~/components/account/order-summary";
import { ORDERS_PATH } from "~/domain/account-paths";
import { urlPage } from "~/domain/url-params";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { memberAuthenticated, shopperQuery } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

const PER_PAGE = 10;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const page = urlPage(new URL(request.url).searchParams.get("page"));
  const { customerOrders } = await shopperQuery({ request, context }, locale, AccountOrdersDocument, { page, perPage: PER_PAGE });
  const t = await remixI18n.getFixedT(locale, "account");
  return {
    title: t("orders.title"),
    page: customerOrders.page,
    pageCount: Math.max(1, Math.ceil(customerOrders.total / customerOrders.perPage)),
    orders: customerOrders.orders.map((o) => ({
      code: o.code,
      createdAt: o.createdAt,
      status: o.status,
      statusName: o.statusName,
      currency: o.currency,
      itemCount: o.lines.reduce((n, l) => n + l.quantity, 0),
      totalMinor: o.totals.grandTotalMinor,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export default function AccountOrdersPage() {
  const { title, orders, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const listPath = localizePath(ORDERS_PATH, locale);
  const pageLink = (n: number) => (n <= 1 ? listPath : `${listPath}?page=${n}`);
  return (
    <AccountLayout title={title}>
      {orders.length === 0 ? (
        <section className="checkout-card account-empty">
          <p>{t("orders.empty")}</p>
          <Link to={localizePath("/", locale)} className="button button--primary">
            {t("orders.emptyLink")}
          </Link>
        </section>
      ) : (
        <div className="order-list">
          {orders.map((order) => (
            <OrderSummary key={order.code} order={order} to={`${listPath}/${encodeURIComponent(order.code)}`} />
          ))}
        </div>
      )}
      {pageCount > 1 ? (
        <nav className="account-paging" aria-label={t("orders.paging")}>
          {page > 1 ? (
            <Link to={pageLink(Math.min(page - 1, pageCount))} rel="prev" className="button button--ghost">
              {t("orders.previous")}
            </Link>
          ) : null}
          <span aria-current="page">{t("orders.pageStatus", { page, total: pageCount })}</span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} rel="next" className="button button--ghost">
              {t("orders.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AccountLayout>
  );
}

const AccountOrdersDocument = graphql(`
  query AccountOrders($page: Int, $perPage: Int) {
    customerOrders(page: $page, perPage: $perPage) {
      total
      page
      perPage
      orders {
        code
        createdAt
        status
        statusName
        currency
        lines {
          quantity
        }
        totals {
          grandTotalMinor
        }
      }
    }
  }
`);
