// GET /resource/admin-language?lang=en&to=/admin/audit — remembers the language in the `lang` cookie and returns to
// the admin page (or the admin login) it was chosen on; those pages have no prefix, their language is the cookie's.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_LOGIN_PATH, adminReturnPath } from "~/domain/admin-paths";
import { safeReturnPath } from "~/domain/return-path";
import { serializeLanguageCookie } from "~/utils/cookies.server";
import { localeOrDefault } from "~/utils/locale";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOrDefault(url.searchParams.get("lang"));
  const to = url.searchParams.get("to");
  const target = safeReturnPath(to, ADMIN_LOGIN_PATH).split("?")[0] === ADMIN_LOGIN_PATH ? safeReturnPath(to) : adminReturnPath(to);
  return redirect(target, { headers: { "Set-Cookie": serializeLanguageCookie(locale), "Cache-Control": "no-store" } });
}
