// /admin/audit — the audit log (owners): search, filter by record type and admin, sort by time, paging; the state
// is in the URL (app/domain/admin-list.ts), so every view can be linked and works without JavaScript.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { graphql } from "~/graphql/generated";
import type { AdminAuditListQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { usePageLocale } from "~/utils/use-locale";
import { shopTimeFormat } from "../../../shared/shop-time";

export const handle = { i18n: ["admin"], breadcrumb: "menu.audit" };

const PAGE_SIZE = 20;
const SPEC: ListSpec<"newest" | "oldest"> = { sorts: ["newest", "oldest"], defaultSort: "newest", filters: ["entity", "admin"] };

type Entry = AdminAuditListQuery["adminAuditLog"]["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const state = readListState(new URL(request.url), SPEC);
  const adminId = Number(state.filters.admin);
  const result = await adminQuery({ request, context }, token, AdminAuditListDocument, {
    filter: { entity: state.filters.entity ?? null, adminId: Number.isInteger(adminId) && adminId > 0 ? adminId : null, search: state.search || null },
    sort: state.sort === "oldest" ? "OLDEST" : "NEWEST",
    page: state.page,
    pageSize: PAGE_SIZE,
  });
  return { title: t("audit.title"), area: t("area"), state, ...result };
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

function Change({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation("admin");
  if (!before && !after) return null;
  return (
    <details className="admin-change">
      <summary>{t("audit.show")}</summary>
      {before ? (
        <>
          <p className="admin-change__label">{t("audit.before")}</p>
          <pre dir="ltr">{JSON.stringify(JSON.parse(before), null, 2)}</pre>
        </>
      ) : null}
      {after ? (
        <>
          <p className="admin-change__label">{t("audit.after")}</p>
          <pre dir="ltr">{JSON.stringify(JSON.parse(after), null, 2)}</pre>
        </>
      ) : null}
    </details>
  );
}

export default function AdminAuditPage() {
  const { state, adminAuditLog: log, adminAuditEntities: entities, adminUsers: admins } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const time = shopTimeFormat(locale, { dateStyle: "short", timeStyle: "medium" });
  const columns: Column<Entry>[] = [
    { key: "when", header: t("audit.when"), nowrap: true, cell: (row) => <time dateTime={row.createdAt}>{time.format(new Date(row.createdAt))}</time> },
    { key: "who", header: t("audit.who"), cell: (row) => row.adminName ?? t("audit.system") },
    { key: "action", header: t("audit.action"), cell: (row) => <code>{row.action}</code> },
    { key: "record", header: t("audit.record"), cell: (row) => <code dir="ltr">{row.entityId ? `${row.entity} #${row.entityId}` : row.entity}</code> },
    { key: "change", header: t("audit.changes"), cell: (row) => <Change before={row.before} after={row.after} /> },
  ];
  return (
    <>
      <h1 className="admin-title">{t("audit.title")}</h1>
      <p className="admin-muted">{t("audit.intro")}</p>
      <ListFilters
        action={pathname}
        search={state.search}
        searchLabel={t("audit.searchLabel")}
        sort={state.sort}
        sorts={[
          { value: "newest", label: t("audit.newest") },
          { value: "oldest", label: t("audit.oldest") },
        ]}
      >
        <FilterSelect name="entity" label={t("audit.entity")} value={state.filters.entity ?? ""} options={entities.map((entity) => ({ value: entity, label: entity }))} />
        <FilterSelect name="admin" label={t("audit.who")} value={state.filters.admin ?? ""} options={admins.map((admin) => ({ value: String(admin.id), label: admin.name }))} />
      </ListFilters>
      <DataTable caption={t("audit.title")} columns={columns} rows={log.items} rowKey={(row) => row.id} total={log.total} filtered={isFiltered(state)} />
      <Pager page={log.page} pages={pageCount(log.total, log.pageSize)} hrefFor={(page) => listHref(pathname, state, SPEC, { page })} />
    </>
  );
}

const AdminAuditListDocument = graphql(`
  query AdminAuditList($filter: AdminAuditFilter, $sort: AdminAuditSort, $page: Int, $pageSize: Int) {
    adminAuditLog(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        adminName
        action
        entity
        entityId
        before
        after
        createdAt
      }
    }
    adminAuditEntities
    adminUsers {
      id
      name
    }
  }
`);
