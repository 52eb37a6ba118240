// GET /resource/set-language?lang=en&to=/en/cerez-politikasi — remembers the choice in the `lang` cookie and sends the
// shopper to the same page in that language. A plain link, so it works without JavaScript.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "~/domain/return-path";
import { serializeLanguageCookie } from "~/utils/cookies.server";
import { localeOrDefault, localizePath } from "~/utils/locale";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOrDefault(url.searchParams.get("lang"));
  // Re-localise on the server too: the target is always the requested language's version of the page. The
  // localised path is checked again: taking the prefix off `/en//evil.example` would leave `//evil.example`.
  const home = localizePath("/", locale);
  const to = safeReturnPath(localizePath(safeReturnPath(url.searchParams.get("to")), locale), home);
  return redirect(to, { headers: { "Set-Cookie": serializeLanguageCookie(locale), "Cache-Control": "no-store" } });
}
