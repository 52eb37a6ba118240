// POST /hesabim/eposta-dogrulama — "send the verification link again" from /hesabim. The member returns to
// /hesabim#email with a toast: the link is on its way (the earlier one stops working), the address is verified
// already, or too many links were asked for this hour.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ACCOUNT_PATH } from "~/domain/account-paths";
import { graphql } from "~/graphql/generated";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizePath(ACCOUNT_PATH, requireLocale(params.lang)));
}

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  // What was posted is checked first (another site's post, a body that is not a form), then who posts it.
  await readForm(request);
  memberAuthenticated(request, locale);
  const back = `${localizePath(ACCOUNT_PATH, locale)}#email`;
  const t = await remixI18n.getFixedT(locale, ["account", "errors"]);
  try {
    const { requestEmailVerification: result } = await runMutation(request, context, RequestEmailVerificationDocument, {});
    if (result.__typename === "OperationError") return redirectWithToast(back, { type: "warning", message: result.message });
    return redirectWithToast(back, { type: "success", message: t("account:emailVerification.sent", { email: result.email, hours: result.validHours }) });
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    if (code === "RATE_LIMITED") return redirectWithToast(back, { type: "error", message: t("errors:rate_limited") });
    throw error;
  }
}

const RequestEmailVerificationDocument = graphql(`
  mutation AccountRequestEmailVerification {
    requestEmailVerification {
      __typename
      ... on EmailVerificationSent {
        email
        validHours
      }
      ... on OperationError {
        message
      }
    }
  }
`);
