// A social login that did not sign anyone in ends on the login page of the shopper's language, the reason shown as
// a toast (translated, from the errors catalogue) and the login's cookie gone.
import { redirect } from "@remix-run/node";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { clearFlow, loginPageFor } from "~/utils/social-login.server";
import { toastCookie } from "~/utils/toast.server";

export async function socialLoginFailure(locale: Locale, returnTo: string, key: string, message?: string): Promise<Response> {
  const e = await remixI18n.getFixedT(locale, "errors");
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", await clearFlow());
  headers.append("Set-Cookie", await toastCookie({ type: "error", message: message ?? e(key) }));
  return redirect(loginPageFor(locale, returnTo), { headers });
}
