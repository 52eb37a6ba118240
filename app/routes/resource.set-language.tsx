// GET /resource/set-language?lang=en&to=/en/cerez-politikasi — remembers the choice in the `lang` cookie and sends the
// shopper to the same page in that language. A plain link, so it works without JavaScript.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { serializeLanguageCookie } from "~/utils/cookies.server";
import { safeRedirectPath } from "~/utils/http.server";
import { localeOrDefault, localizePath } from "~/utils/locale";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOrDefault(url.searchParams.get("lang"));
  // Re-localise on the server too: the target is always the requested language's version of the page.
  const to = localizePath(safeRedirectPath(url.searchParams.get("to")), locale);
  return redirect(to, { headers: { "Set-Cookie": serializeLanguageCookie(locale), "Cache-Control": "no-store" } });
}
