// POST /resource/cookie-consent — the banner's Accept. Sets cookiePolitical=1 for a year and returns to the page
// with a success toast. A plain form post without JavaScript, a fetcher submission with it; both get the same
// redirect.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "~/domain/return-path";
import { serializeConsentCookie } from "~/utils/cookies.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localeOfPath } from "~/utils/locale";
import { redirectWithToast } from "~/utils/toast.server";

export const action = withInputNet(answerPost);

async function answerPost({ request }: ActionFunctionArgs) {
  const { form } = await readForm(request);
  const back = safeReturnPath(form.get("redirectTo"));
  const locale = localeOfPath(back);
  const t = await remixI18n.getFixedT(locale, "common");
  return redirectWithToast(
    back,
    { type: "success", message: t("cookieConsent.saved") },
    { headers: { "Set-Cookie": serializeConsentCookie() } },
  );
}

// Someone opening the URL directly gets the home page rather than a 405.
export async function loader() {
  return redirect("/");
}
