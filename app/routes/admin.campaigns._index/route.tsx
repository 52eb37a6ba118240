// /admin/campaigns — every campaign (catalogue role): search by name, filter by kind and state, page; each row shows
// its discount, period, conditions and the orders placed with it. The state of the list is in the URL.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { formatShopDay } from "../../../shared/shop-time";
import { StateBadge } from "~/components/admin/promo/promo-fields";
import { PromoTabs } from "~/components/admin/promo/promo-tabs";
import { orRefusal, promoPage } from "~/components/admin/promo/promo.server";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { adminPaths } from "~/domain/admin-paths";
import { formatMoney } from "~/domain/money";
import { graphql } from "~/graphql/generated";
import type { AdminCampaignListQuery, CampaignKind, CampaignPeriodState } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminQuery } from "~/utils/admin-session.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["admin"] };
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;
const KINDS = ["price", "cart"] as const;
const STATES = ["running", "upcoming", "ended", "inactive"] as const;
const SPEC: ListSpec<"newest"> = { sorts: ["newest"], defaultSort: "newest", filters: ["kind", "state"] };

type Campaign = AdminCampaignListQuery["adminCampaigns"]["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, t } = await promoPage({ request, context });
  const state = readListState(new URL(request.url), SPEC);
  const kind = KINDS.find((k) => k === state.filters.kind);
  const period = STATES.find((s) => s === state.filters.state);
  const result = await orRefusal(t, () =>
    adminQuery({ request, context }, token, AdminCampaignListDocument, {
      filter: {
        kind: kind ? (kind.toUpperCase() as CampaignKind) : null,
        state: period ? (period.toUpperCase() as CampaignPeriodState) : null,
        search: state.search || null,
      },
      page: state.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return { title: t("campaigns.title"), area: t("area"), state, ...result };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminCampaignsPage() {
  const { state, adminCampaigns: page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const money = (minor: number) => formatMoney(minor, { currency: "tl", language: locale });
  const columns: Column<Campaign>[] = [
    {
      key: "name",
      header: t("campaigns.name"),
      cell: (row) => (
        <Link className="admin-link" to={adminPaths.campaign(row.id)} aria-label={t("campaigns.editOne", { name: row.name })}>
          {row.name}
        </Link>
      ),
    },
    { key: "kind", header: t("campaigns.kind"), cell: (row) => t(`campaigns.kinds.${row.kind.toLowerCase()}`) },
    {
      key: "discount",
      header: t("campaigns.discount"),
      nowrap: true,
      cell: (row) => (
        <>
          {row.discountPercent != null ? `%${row.discountPercent}` : row.discountAmountMinor != null ? money(row.discountAmountMinor) : "—"}
          {row.isFreeCargo ? ` · ${t("campaigns.freeCargo")}` : ""}
          {row.minCartAmountMinor != null ? ` · ≥ ${money(row.minCartAmountMinor)}` : ""}
        </>
      ),
    },
    { key: "period", header: t("campaigns.period"), nowrap: true, cell: (row) => `${formatShopDay(row.startsAt, locale)} – ${formatShopDay(row.endsAt, locale)}` },
    { key: "state", header: t("campaigns.state"), cell: (row) => <StateBadge state={row.state} label={t(`campaigns.states.${row.state.toLowerCase()}`)} /> },
    { key: "orders", header: t("campaigns.orders"), nowrap: true, cell: (row) => row.orderCount },
  ];
  return (
    <>
      <PromoTabs />
      <div className="promo-head">
        <div>
          <h1 className="admin-title">{t("campaigns.title")}</h1>
          <p className="admin-muted">{t("campaigns.intro")}</p>
        </div>
        <Link to={adminPaths.campaign("new")} className="admin-button admin-button--primary">
          {t("campaigns.new")}
        </Link>
      </div>
      <ListFilters action={pathname} search={state.search} searchLabel={t("campaigns.searchLabel")} sort={state.sort} sorts={[{ value: "newest", label: t("campaigns.newest") }]}>
        <FilterSelect name="kind" label={t("campaigns.kind")} value={state.filters.kind ?? ""} options={KINDS.map((k) => ({ value: k, label: t(`campaigns.kinds.${k}`) }))} />
        <FilterSelect name="state" label={t("campaigns.state")} value={state.filters.state ?? ""} options={STATES.map((s) => ({ value: s, label: t(`campaigns.states.${s}`) }))} />
      </ListFilters>
      <DataTable caption={t("campaigns.title")} columns={columns} rows={page.items} rowKey={(row) => row.id} total={page.total} filtered={isFiltered(state)} />
      <Pager page={page.page} pages={pageCount(page.total, page.pageSize)} hrefFor={(n) => listHref(pathname, state, SPEC, { page: n })} />
    </>
  );
}

const AdminCampaignListDocument = graphql(`
  query AdminCampaignList($filter: AdminCampaignFilter, $page: Int, $pageSize: Int) {
    adminCampaigns(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        kind
        name
        startsAt
        endsAt
        state
        discountPercent
        discountAmountMinor
        minCartAmountMinor
        isFreeCargo
        orderCount
      }
    }
  }
`);
