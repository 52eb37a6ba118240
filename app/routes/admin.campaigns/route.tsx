// /admin/campaigns/* — the frame of the campaign pages: their breadcrumb and styles; the list and the form are its
// children (admin.campaigns._index.tsx, admin.campaigns.$id.tsx), each guarding itself.
import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import promoStyles from "~/components/admin/promo/promo.css?url";

export const handle = { i18n: ["admin"], breadcrumb: "menu.campaigns" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];

export default function AdminCampaignsFrame() {
  return <Outlet />;
}
