// /admin/coupons — every coupon code (catalogue role): search by code, filter by state, page; each row shows its
// discount, period, conditions and usage against its limit. The state of the list is in the URL.
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
import type { AdminCouponListQuery, CouponState } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminQuery } from "~/utils/admin-session.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["admin"] };
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;
const STATES = ["running", "upcoming", "ended", "inactive", "used_up"] as const;
const SPEC: ListSpec<"newest"> = { sorts: ["newest"], defaultSort: "newest", filters: ["state"] };

type Coupon = AdminCouponListQuery["adminCoupons"]["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, t } = await promoPage({ request, context });
  const state = readListState(new URL(request.url), SPEC);
  const couponState = STATES.find((s) => s === state.filters.state);
  const result = await orRefusal(t, () =>
    adminQuery({ request, context }, token, AdminCouponListDocument, {
      filter: { state: couponState ? (couponState.toUpperCase() as CouponState) : null, search: state.search || null },
      page: state.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return { title: t("coupons.title"), area: t("area"), state, ...result };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminCouponsPage() {
  const { state, adminCoupons: page } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  const money = (minor: number) => formatMoney(minor, { currency: "tl", language: locale });
  const range = (row: Coupon) =>
    [row.minCartAmountMinor != null ? `≥ ${money(row.minCartAmountMinor)}` : null, row.maxCartAmountMinor != null ? `≤ ${money(row.maxCartAmountMinor)}` : null].filter(Boolean).join(" · ");
  const columns: Column<Coupon>[] = [
    {
      key: "code",
      header: t("coupons.code"),
      nowrap: true,
      cell: (row) => (
        <Link className="admin-link promo-codes" to={adminPaths.coupon(row.id)} aria-label={t("coupons.editOne", { code: row.code })} dir="ltr">
          {row.code}
        </Link>
      ),
    },
    {
      key: "discount",
      header: t("campaigns.discount"),
      nowrap: true,
      cell: (row) => (row.discountPercent != null ? `%${row.discountPercent}` : row.discountAmountMinor != null ? money(row.discountAmountMinor) : "—"),
    },
    { key: "conditions", header: t("campaigns.conditions"), cell: (row) => [range(row), row.customerId ? t("coupons.member", { id: row.customerId }) : null].filter(Boolean).join(" · ") || "—" },
    { key: "period", header: t("campaigns.period"), nowrap: true, cell: (row) => `${formatShopDay(row.startsAt, locale)} – ${formatShopDay(row.endsAt, locale)}` },
    { key: "state", header: t("campaigns.state"), cell: (row) => <StateBadge state={row.state} label={t(`coupons.states.${row.state.toLowerCase()}`)} /> },
    {
      key: "usage",
      header: t("coupons.usage"),
      nowrap: true,
      cell: (row) => t("coupons.usedOf", { used: row.usedCount, max: row.maxUses ?? t("coupons.unlimited") }),
    },
  ];
  return (
    <>
      <PromoTabs />
      <div className="promo-head">
        <div>
          <h1 className="admin-title">{t("coupons.title")}</h1>
          <p className="admin-muted">{t("coupons.intro")}</p>
        </div>
        <Link to={adminPaths.coupon("new")} className="admin-button admin-button--primary">
          {t("coupons.new")}
        </Link>
      </div>
      <ListFilters action={pathname} search={state.search} searchLabel={t("coupons.searchLabel")} sort={state.sort} sorts={[{ value: "newest", label: t("campaigns.newest") }]}>
        <FilterSelect name="state" label={t("campaigns.state")} value={state.filters.state ?? ""} options={STATES.map((s) => ({ value: s, label: t(`coupons.states.${s}`) }))} />
      </ListFilters>
      <DataTable caption={t("coupons.title")} columns={columns} rows={page.items} rowKey={(row) => row.id} total={page.total} filtered={isFiltered(state)} />
      <Pager page={page.page} pages={pageCount(page.total, page.pageSize)} hrefFor={(n) => listHref(pathname, state, SPEC, { page: n })} />
    </>
  );
}

const AdminCouponListDocument = graphql(`
  query AdminCouponList($filter: AdminCouponFilter, $page: Int, $pageSize: Int) {
    adminCoupons(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        code
        discountPercent
        discountAmountMinor
        startsAt
        endsAt
        state
        minCartAmountMinor
        maxCartAmountMinor
        customerId
        maxUses
        usedCount
      }
    }
  }
`);
