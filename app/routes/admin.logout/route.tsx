// POST /admin/logout — ends the admin session on the server (the token stops working) and drops the cookie.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ADMIN_LOGIN_PATH, ADMIN_PATH } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import { adminMutation, adminTokenOf, clearAdminTokenCookie } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";

export const loader = () => redirect(ADMIN_PATH);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  await readForm(request);
  const token = adminTokenOf(request);
  // A token the server no longer knows is signed out already: nothing to do but drop the cookie.
  if (token) await adminMutation({ request, context }, token, AdminLogoutDocument, {}).catch(() => null);
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const headers = new Headers({ "Set-Cookie": clearAdminTokenCookie() });
  headers.append("Set-Cookie", await toastCookie({ type: "success", message: t("shell.loggedOut") }));
  return redirect(ADMIN_LOGIN_PATH, { headers });
});

const AdminLogoutDocument = graphql(`
  mutation AdminLogout {
    logoutAdmin
  }
`);
