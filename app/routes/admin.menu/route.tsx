// POST /admin/menu — opens or folds the admin's left menu and goes back to the page it was done on. A plain form:
// the cookie makes the server draw the menu the same way on every following page, with or without JavaScript.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ADMIN_PATH, adminReturnPath } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { adminMenuCookie } from "~/utils/admin-menu.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";

export const loader = () => redirect(ADMIN_PATH);

export const action = withInputNet(async ({ request }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const folded = formText(form, "folded") === "1";
  return redirect(adminReturnPath(formText(form, "to")), { headers: { "Set-Cookie": adminMenuCookie(folded) } });
});
