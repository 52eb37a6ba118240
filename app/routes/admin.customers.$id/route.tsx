// /admin/customers/:id — one member: the profile (never a password or a token: the server does not give them) and
// their latest orders, each linking to its order page, with a link to the order list filtered to them.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { ordersHref } from "~/components/admin/orders/order-list-state";
import { StatusBadge } from "~/components/admin/orders/status-badge";
import { adminOrderPath } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import type { AdminCustomerPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { useMoney } from "~/utils/use-money";
import { usePageLocale } from "~/utils/use-locale";
import { shopTimeFormat } from "../../../shared/shop-time";

export const handle = { i18n: ["admin"], breadcrumb: "customers.detail" };

const ORDERS_SHOWN = 20;

type OrderRow = AdminCustomerPageQuery["adminOrders"]["orders"][number];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  try {
    const result = await adminQuery({ request, context }, token, AdminCustomerPageDocument, { id, perPage: ORDERS_SHOWN });
    const c = result.adminCustomer;
    return { title: `${c.firstName} ${c.lastName}`, area: t("area"), ...result };
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

export default function AdminCustomerPage() {
  const { adminCustomer: c, adminOrders: orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const money = useMoney();
  const day = shopTimeFormat(locale, { dateStyle: "medium" });
  const time = shopTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const verified = (yes: boolean) => (yes ? t("customers.verified") : t("customers.notVerified"));
  const columns: Column<OrderRow>[] = [
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
    { key: "status", header: t("orders.status"), cell: (o) => <StatusBadge status={o.status} name={o.statusName} /> },
    { key: "payment", header: t("orders.payment"), cell: (o) => o.paymentName },
    { key: "total", header: t("orders.total"), nowrap: true, cell: (o) => money(o.totals.grandTotalMinor, o.currencyCode) },
  ];
  return (
    <>
      <h1 className="admin-title">{`${c.firstName} ${c.lastName}`}</h1>
      <div className="order-page">
        <section className="admin-card" aria-labelledby="customer-orders">
          <h2 id="customer-orders">{t("customers.orders")}</h2>
          <DataTable caption={t("customers.orders")} columns={columns} rows={orders.orders} rowKey={(o) => o.id} total={orders.total} filtered={false} />
          {orders.total > 0 ? (
            <p>
              <Link to={ordersHref({ member: String(c.id) })} className="admin-link">
                {t("customers.allOrders", { total: orders.total })}
              </Link>
            </p>
          ) : null}
        </section>
        <section className="admin-card" aria-labelledby="customer-profile">
          <h2 id="customer-profile">{t("customers.profile")}</h2>
          <dl className="order-facts">
            <Fact label={t("customers.type")} value={c.kind === "CORPORATE" ? t("customers.corporate") : t("customers.individual")} />
            <Fact label={t("customers.email")} value={<span dir="ltr">{`${c.email} (${verified(c.emailVerified)})`}</span>} />
            <Fact label={t("customers.phone")} value={<span dir="ltr">{c.phone ? `${c.phone} (${verified(c.phoneVerified)})` : "—"}</span>} />
            {c.kind === "CORPORATE" ? (
              <>
                <Fact label={t("customers.company")} value={c.companyName ?? "—"} />
                <Fact label={t("customers.taxOffice")} value={c.taxOffice ?? "—"} />
                <Fact label={t("customers.taxNumber")} value={c.taxNumber ?? "—"} />
              </>
            ) : (
              <Fact label={t("customers.identityNumber")} value={c.identityNumber ?? "—"} />
            )}
            <Fact label={t("customers.birthday")} value={c.birthday ?? "—"} />
            <Fact label={t("customers.commercial")} value={c.commercialConsent ? t("customers.yes") : t("customers.no")} />
            <Fact label={t("customers.password")} value={c.hasPassword ? t("customers.hasPassword") : t("customers.socialOnly")} />
            <Fact label={t("customers.since")} value={day.format(new Date(c.createdAt))} />
          </dl>
        </section>
      </div>
    </>
  );
}

const AdminCustomerPageDocument = graphql(`
  query AdminCustomerPage($id: Int!, $perPage: Int) {
    adminCustomer(id: $id) {
      id
      kind
      firstName
      lastName
      email
      emailVerified
      phone
      phoneVerified
      identityNumber
      birthday
      companyName
      taxOffice
      taxNumber
      commercialConsent
      hasPassword
      createdAt
    }
    adminOrders(filter: { customerId: $id }, perPage: $perPage) {
      total
      orders {
        id
        code
        createdAt
        status
        statusName
        paymentName
        currencyCode
        totals {
          grandTotalMinor
        }
      }
    }
  }
`);
