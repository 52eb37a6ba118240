// /admin/coupons/* — the frame of the coupon pages: their breadcrumb and styles; the list and the form are its
// children (admin.coupons._index.tsx, admin.coupons.$id.tsx), each guarding itself.
import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import promoStyles from "~/components/admin/promo/promo.css?url";

export const handle = { i18n: ["admin"], breadcrumb: "campaigns.tabCoupons" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];

export default function AdminCouponsFrame() {
  return <Outlet />;
}
