// /admin/orders — every order of the shop: the order number as the search, filters by status, dates, payment
// method, customer, member and open request, sort and paging, all in the URL (works without JavaScript).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { ORDER_LIST, PAYMENT_CODES, orderQueryOf } from "~/components/admin/orders/order-list-state";
import { StatusBadge } from "~/components/admin/orders/status-badge";
import { Pager } from "~/components/admin/pager";
import { isFiltered, listHref, pageCount, readListState } from "~/domain/admin-list";
import { adminCustomerPath, adminOrderPath } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import type { AdminOrderListQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { useMoney } from "~/utils/use-money";
import { usePageLocale } from "~/utils/use-locale";
import { shopTimeFormat } from "../../../shared/shop-time";

export const handle = { i18n: ["admin"] };

const PAGE_SIZE = 20;

type Row = AdminOrderListQuery["adminOrders"]["orders"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const state = readListState(new URL(request.url), ORDER_LIST);
  const { filter, sort, badDate } = orderQueryOf(state);
  const result = await adminQuery({ request, context }, token, AdminOrderListDocument, { filter, sort, page: state.page, perPage: PAGE_SIZE });
  return { title: t("orders.title"), area: t("area"), state, badDate, member: filter.customerId, ...result };
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminOrdersPage() {
  const { state, badDate, member, adminOrders: list, orderStatuses } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const money = useMoney();
  const time = shopTimeFormat(usePageLocale(), { dateStyle: "short", timeStyle: "short" });
  const columns: Column<Row>[] = [
    {
      key: "number",
      header: t("orders.number"),
      nowrap: true,
      cell: (o) => (
        <Link to={adminOrderPath(o.id)} className="admin-link" dir="ltr">
          {o.code}
        </Link>
      ),
    },
    { key: "date", header: t("orders.date"), nowrap: true, cell: (o) => <time dateTime={o.createdAt}>{time.format(new Date(o.createdAt))}</time> },
    {
      key: "customer",
      header: t("orders.customer"),
      cell: (o) => (
        <>
          {o.customerId ? (
            <Link to={adminCustomerPath(o.customerId)} className="admin-link">
              {`${o.deliveryAddress.firstName} ${o.deliveryAddress.lastName}`}
            </Link>
          ) : (
            `${o.deliveryAddress.firstName} ${o.deliveryAddress.lastName}`
          )}
          <br />
          <small dir="ltr">{o.email}</small>
        </>
      ),
    },
    { key: "status", header: t("orders.status"), cell: (o) => <StatusBadge status={o.status} name={o.statusName} /> },
    { key: "payment", header: t("orders.payment"), cell: (o) => o.paymentName },
    { key: "total", header: t("orders.total"), nowrap: true, cell: (o) => money(o.totals.grandTotalMinor, o.currencyCode) },
    { key: "invoice", header: t("orders.invoice"), nowrap: true, cell: (o) => o.invoiceNumber ?? "—" },
  ];
  return (
    <>
      <h1 className="admin-title">{t("orders.title")}</h1>
      <p className="admin-muted">{member ? t("orders.memberFilter", { id: member }) : t("orders.intro")}</p>
      {badDate ? (
        <p className="admin-alert" role="alert">
          {t("orders.badDate")}
        </p>
      ) : null}
      <ListFilters
        action={pathname}
        search={state.search}
        searchLabel={t("orders.searchLabel")}
        sort={state.sort}
        sorts={[
          { value: "newest", label: t("orders.newest") },
          { value: "oldest", label: t("orders.oldest") },
          { value: "total_desc", label: t("orders.totalDesc") },
          { value: "total_asc", label: t("orders.totalAsc") },
        ]}
      >
        <FilterSelect name="status" label={t("orders.status")} value={state.filters.status ?? ""} options={orderStatuses.map((s) => ({ value: s.code.toLowerCase(), label: s.name }))} />
        <FilterSelect name="payment" label={t("orders.payment")} value={state.filters.payment ?? ""} options={PAYMENT_CODES.map((code) => ({ value: code, label: t(`orders.methods.${code}`) }))} />
        <FilterSelect
          name="request"
          label={t("orders.request")}
          value={state.filters.request ?? ""}
          options={[
            { value: "cancel", label: t("orders.requestCancel") },
            { value: "refund", label: t("orders.requestRefund") },
          ]}
        />
        <label className="admin-field">
          <span className="admin-field__label">{t("orders.from")}</span>
          <input type="date" name="from" defaultValue={state.filters.from ?? ""} className="admin-input" />
        </label>
        <label className="admin-field">
          <span className="admin-field__label">{t("orders.to")}</span>
          <input type="date" name="to" defaultValue={state.filters.to ?? ""} className="admin-input" />
        </label>
        <label className="admin-field admin-field--grow">
          <span className="admin-field__label">{t("orders.customerSearch")}</span>
          <input type="search" name="customer" defaultValue={state.filters.customer ?? ""} maxLength={100} className="admin-input" />
        </label>
        {state.filters.member ? <input type="hidden" name="member" value={state.filters.member} /> : null}
      </ListFilters>
      <DataTable caption={t("orders.title")} columns={columns} rows={list.orders} rowKey={(o) => o.id} total={list.total} filtered={isFiltered(state)} />
      <Pager page={list.page} pages={pageCount(list.total, list.perPage)} hrefFor={(page) => listHref(pathname, state, ORDER_LIST, { page })} />
    </>
  );
}

const AdminOrderListDocument = graphql(`
  query AdminOrderList($filter: AdminOrderFilter, $sort: AdminOrderSort, $page: Int, $perPage: Int) {
    adminOrders(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      total
      page
      perPage
      orders {
        id
        code
        createdAt
        status
        statusName
        paymentName
        currencyCode
        email
        invoiceNumber
        customerId
        deliveryAddress {
          firstName
          lastName
        }
        totals {
          grandTotalMinor
        }
      }
    }
    orderStatuses {
      code
      name
    }
  }
`);
