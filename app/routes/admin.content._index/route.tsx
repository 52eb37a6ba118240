// /admin/content — the content pages (content admins): search in codes and titles, filter by category, paging; the
// state is in the URL so the list works without JavaScript. Each row leads to the page's form.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { adminPaths } from "~/domain/admin-paths";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { graphql } from "~/graphql/generated";
import type { AdminContentListQuery } from "~/graphql/generated/graphql";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";

export const handle = { i18n: ["admin"], breadcrumb: "menu.content" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;
const SPEC: ListSpec<"type"> = { sorts: ["type"], defaultSort: "type", filters: ["type"] };
type Row = AdminContentListQuery["adminContentPages"]["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const state = readListState(new URL(request.url), SPEC);
  const result = await adminQuery({ request, context }, token, AdminContentListDocument, {
    search: state.search || null,
    type: state.filters.type || null,
    page: state.page,
    pageSize: PAGE_SIZE,
  }).catch((error: unknown) => refusalPage(request, error));
  return { title: t("content.title"), area: t("area"), state, ...result };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminContentListPage() {
  const { state, adminContentPages: list, adminContentCategories: categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const categoryName = (code: string) => categories.find((c) => c.code === code)?.name ?? code;
  const columns: Column<Row>[] = [
    { key: "title", header: t("content.field.title"), cell: (row) => <Link to={adminPaths.contentPage(row.id)}>{row.title || row.code}</Link> },
    { key: "code", header: t("content.field.code"), cell: (row) => <code dir="ltr">{row.code}</code> },
    { key: "type", header: t("content.field.type"), cell: (row) => categoryName(row.type) },
    { key: "version", header: t("content.field.version"), nowrap: true, cell: (row) => row.version },
    { key: "active", header: t("content.field.isActive"), nowrap: true, cell: (row) => (row.isActive ? t("content.active") : t("content.inactive")) },
  ];
  return (
    <>
      <h1 className="admin-title">{t("content.title")}</h1>
      <div className="admin-actions">
        <Link to={adminPaths.contentNew} className="admin-button admin-button--primary">
          {t("content.new")}
        </Link>
        <Link to={adminPaths.contentCategories} className="admin-button">
          {t("content.categories.title")}
        </Link>
      </div>
      <ListFilters action={pathname} search={state.search} searchLabel={t("content.searchLabel")} sort={state.sort} sorts={[{ value: "type", label: t("content.field.type") }]}>
        <FilterSelect name="type" label={t("content.field.type")} value={state.filters.type ?? ""} options={categories.map((c) => ({ value: c.code, label: c.name }))} />
      </ListFilters>
      <DataTable caption={t("content.title")} columns={columns} rows={list.items} rowKey={(row) => row.id} total={list.total} filtered={isFiltered(state)} />
      <Pager page={list.page} pages={pageCount(list.total, list.pageSize)} hrefFor={(page) => listHref(pathname, state, SPEC, { page })} />
    </>
  );
}

const AdminContentListDocument = graphql(`
  query AdminContentList($search: String, $type: String, $page: Int, $pageSize: Int) {
    adminContentPages(search: $search, type: $type, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        code
        type
        title
        version
        isActive
      }
    }
    adminContentCategories {
      code
      name
    }
  }
`);
