// /admin/customers/* — the frame of the customer pages: the "Customers" breadcrumb and the styles they share with
// the order pages; each page guards itself.
import { Outlet } from "@remix-run/react";
import ordersStyles from "~/components/admin/orders/admin-orders.css?url";

export const handle = { i18n: ["admin"], breadcrumb: "menu.customers" };

export const links = () => [{ rel: "stylesheet", href: ordersStyles }];

export default function AdminCustomersFrame() {
  return <Outlet />;
}
