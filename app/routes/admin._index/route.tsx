// /admin — the dashboard: a welcome with the admin's roles and the state of the second factor, and for admins who
// may see orders, what waits for the shop (orders per status, open requests, today's orders and takings).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";
import { adminMeta } from "~/utils/admin-meta";
import { OrdersDashboard } from "./orders-dashboard";
import ordersStyles from "~/components/admin/orders/admin-orders.css?url";
import { graphql } from "~/graphql/generated";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import type { loader as layoutLoader } from "../admin/route";

export const handle = { i18n: ["admin"] };

export const links = () => [{ rel: "stylesheet", href: ordersStyles }];

/** Roles that may see orders (an owner sees everything). */
const ORDER_ROLES = ["OWNER", "ORDERS"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, admin } = await adminAuthenticated({ request, context });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  const seesOrders = admin.roles.some((role) => ORDER_ROLES.includes(role));
  const orders = seesOrders ? (await adminQuery({ request, context }, token, AdminDashboardOrdersDocument, {})).adminOrderDashboard : null;
  return { title: t("dashboard.title"), area: t("area"), orders };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminDashboard() {
  const shell = useRouteLoaderData<typeof layoutLoader>("routes/admin");
  const { orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const admin = shell?.admin;
  if (!admin) return null;
  return (
    <>
      <h1 className="admin-title">{t("dashboard.welcome", { name: admin.name })}</h1>
      <p className="admin-muted">{t("dashboard.intro")}</p>
      <section className="admin-card" aria-labelledby="roles-title">
        <h2 id="roles-title">{t("dashboard.roles")}</h2>
        <ul className="admin-tags">
          {admin.roles.map((role) => (
            <li key={role}>{t(`roles.${role.toLowerCase()}`)}</li>
          ))}
        </ul>
        <p>
          {admin.totpEnabled ? t("dashboard.totpOn") : t("dashboard.totpOff")}{" "}
          <Link to={adminPaths.security} className="admin-link">
            {t("dashboard.totpLink")}
          </Link>
        </p>
      </section>
      {orders ? <OrdersDashboard board={orders} /> : null}
    </>
  );
}

const AdminDashboardOrdersDocument = graphql(`
  query AdminDashboardOrders {
    adminOrderDashboard {
      statusCounts {
        status
        statusName
        count
      }
      openCancelRequests
      openRefundRequests
      today
      todayOrders
      todayRevenue {
        currencyCode
        totalMinor
      }
    }
  }
`);
