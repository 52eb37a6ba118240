// /admin/orders/* — the frame of the order pages: it only names the breadcrumb ("Orders") that the list and each
// order's page sit under, and brings their styles; each page guards itself.
import { Outlet } from "@remix-run/react";
import ordersStyles from "~/components/admin/orders/admin-orders.css?url";

export const handle = { i18n: ["admin"], breadcrumb: "menu.orders" };

export const links = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function AdminOrdersFrame() {
  return <Outlet />;
}
