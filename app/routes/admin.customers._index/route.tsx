// /admin/customers — the shop's members: search by name, email or phone, filter by type (individual, corporate),
// sort and paging, all in the URL (works without JavaScript); each name opens the member's page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { adminCustomerPath } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import type { AdminCustomerListQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { usePageLocale } from "~/utils/use-locale";
import { shopTimeFormat } from "../../../shared/shop-time";

export const handle = { i18n: ["admin"] };

const PAGE_SIZE = 20;
type Sort = "newest" | "oldest" | "name";
const SPEC: ListSpec<Sort> = { sorts: ["newest", "oldest", "name"], defaultSort: "newest", filters: ["type"] };
const SERVER_SORT = { newest: "CREATED_DESC", oldest: "CREATED_ASC", name: "NAME_ASC" } as const;

type Row = AdminCustomerListQuery["adminCustomers"]["customers"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const state = readListState(new URL(request.url), SPEC);
  const type = state.filters.type;
  const result = await adminQuery({ request, context }, token, AdminCustomerListDocument, {
    filter: { search: state.search || null, kind: type === "corporate" ? "CORPORATE" : type === "individual" ? "INDIVIDUAL" : null },
    sort: SERVER_SORT[state.sort],
    page: state.page,
    perPage: PAGE_SIZE,
  });
  return { title: t("customers.title"), area: t("area"), state, ...result };
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminCustomersPage() {
  const { state, adminCustomers: list } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const day = shopTimeFormat(usePageLocale(), { dateStyle: "medium" });
  const columns: Column<Row>[] = [
    {
      key: "name",
      header: t("customers.name"),
      cell: (c) => (
        <Link to={adminCustomerPath(c.id)} className="admin-link">
          {`${c.firstName} ${c.lastName}`}
        </Link>
      ),
    },
    { key: "email", header: t("customers.email"), cell: (c) => <span dir="ltr">{c.email}</span> },
    { key: "phone", header: t("customers.phone"), nowrap: true, cell: (c) => <span dir="ltr">{c.phone || "—"}</span> },
    { key: "type", header: t("customers.type"), cell: (c) => (c.kind === "CORPORATE" ? `${t("customers.corporate")} · ${c.companyName ?? ""}` : t("customers.individual")) },
    { key: "since", header: t("customers.since"), nowrap: true, cell: (c) => <time dateTime={c.createdAt}>{day.format(new Date(c.createdAt))}</time> },
  ];
  return (
    <>
      <h1 className="admin-title">{t("customers.title")}</h1>
      <p className="admin-muted">{t("customers.intro")}</p>
      <ListFilters
        action={pathname}
        search={state.search}
        searchLabel={t("customers.searchLabel")}
        sort={state.sort}
        sorts={[
          { value: "newest", label: t("customers.newest") },
          { value: "oldest", label: t("customers.oldest") },
          { value: "name", label: t("customers.byName") },
        ]}
      >
        <FilterSelect
          name="type"
          label={t("customers.type")}
          value={state.filters.type ?? ""}
          options={[
            { value: "individual", label: t("customers.individual") },
            { value: "corporate", label: t("customers.corporate") },
          ]}
        />
      </ListFilters>
      <DataTable caption={t("customers.title")} columns={columns} rows={list.customers} rowKey={(c) => c.id} total={list.total} filtered={isFiltered(state)} />
      <Pager page={list.page} pages={pageCount(list.total, list.perPage)} hrefFor={(page) => listHref(pathname, state, SPEC, { page })} />
    </>
  );
}

const AdminCustomerListDocument = graphql(`
  query AdminCustomerList($filter: AdminCustomerFilter, $sort: AdminCustomerSort, $page: Int, $perPage: Int) {
    adminCustomers(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      total
      page
      perPage
      customers {
        id
        kind
        firstName
        lastName
        email
        phone
        companyName
        createdAt
      }
    }
  }
`);
