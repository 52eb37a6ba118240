// POST /resource/logout — signs the member out: the server forgets this session's token, the browser forgets the
// member's cookies, and the shopper lands on the home page of the language they were reading in.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { endBrowsingSession } from "~/utils/browsing-session.server";
import { readForm } from "~/utils/form.server";
import { runMutation, withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localeOfPath, localizePath } from "~/utils/locale";
import { clearShopperCookies, withCookies } from "~/utils/shopper.server";
import { safeReturnPath } from "~/domain/return-path";
import { toastCookie } from "~/utils/toast.server";

export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const { form } = await readForm(request);
  const locale = localeOfPath(safeReturnPath(form.get("from")));
  // Signing out ends the browsing session too (the cookie that names it goes with the others).
  await endBrowsingSession(request, context);
  // A session the server no longer knows is as good as ended: the cookies go either way.
  await runMutation(request, context, LogoutDocument, {}).catch(() => null);
  const headers = withCookies(new Headers(), clearShopperCookies());
  const t = await remixI18n.getFixedT(locale, "common");
  headers.append("Set-Cookie", await toastCookie({ type: "success", message: t("logout.done") }));
  return redirect(localizePath("/", locale), { headers });
}

// Someone opening the URL directly gets the home page rather than a 405.
export async function loader() {
  return redirect("/");
}

const LogoutDocument = graphql(`
  mutation AccountLogout {
    logoutCustomer
  }
`);
