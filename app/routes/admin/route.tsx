// /admin — the admin area's frame around every admin page, drawn with the menu open or folded as the admin left
// it. Every admin page's own loader lets only a signed-in admin in (adminAuthenticated sends anyone else to
// /login?r=<page>).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminShell } from "./admin-shell";
import adminStyles from "~/styles/admin.css?url";
import { adminMenuFolded } from "~/utils/admin-menu.server";
import { currentAdmin } from "~/utils/admin-session.server";
import { localeFromRequest } from "~/utils/i18n.server";
import { loaderDocumentHeaders } from "~/utils/loader-document-headers";

export const handle = { i18n: ["admin"], breadcrumb: "menu.dashboard" };

export const headers = loaderDocumentHeaders;

export const links = () => [{ rel: "stylesheet", href: adminStyles }];

// The frame does not guard: each admin page's loader does (adminAuthenticated). A post whose action refused its
// body (400, 403, 413) is answered with that status and the error page, never turned into a redirect by the frame.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = (await currentAdmin({ request, context }))?.admin ?? null;
  return data(
    { admin, folded: adminMenuFolded(request), locale: localeFromRequest(request) },
    // Admin pages are personal and never indexed.
    { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "private, no-store" } },
  );
}

export default function AdminLayout() {
  const { admin, folded, locale } = useLoaderData<typeof loader>();
  if (!admin) return <Outlet />;
  return (
    <AdminShell admin={admin} folded={folded} locale={locale}>
      <Outlet />
    </AdminShell>
  );
}
