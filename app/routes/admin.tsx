// /admin — the admin area's frame around every admin page: only for a signed-in admin (adminAuthenticated sends
// anyone else to /login?r=<page>), drawn with the menu open or folded as the admin left it.
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "~/components/admin/admin-shell";
import adminStyles from "~/styles/admin.css?url";
import { adminMenuFolded } from "~/utils/admin-menu.server";
import { adminAuthenticated } from "~/utils/admin-session.server";
import { localeFromRequest } from "~/utils/i18n.server";

export const handle = { i18n: ["admin"], breadcrumb: "menu.dashboard" };

export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin } = await adminAuthenticated({ request, context });
  return data(
    { admin, folded: adminMenuFolded(request), locale: localeFromRequest(request) },
    // Admin pages are personal and never indexed.
    { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" } },
  );
}

export default function AdminLayout() {
  const { admin, folded, locale } = useLoaderData<typeof loader>();
  return (
    <AdminShell admin={admin} folded={folded} locale={locale}>
      <Outlet />
    </AdminShell>
  );
}
