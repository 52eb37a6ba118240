// What a checkout action does when GraphQL throws an expected failure instead of returning a result: an expired
// session goes to the login page; another shopper's id (NOT_FOUND) or input the server refuses (BAD_USER_INPUT)
// goes back to the step with the translated message. Never the error page for something a shopper can cause.
import { safeReturnPath } from "~/domain/return-path";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { redirectWithToast } from "~/utils/toast.server";

const BACK_WITH_MESSAGE: Record<string, string> = {
  NOT_FOUND: "not_found",
  BAD_USER_INPUT: "bad_user_input",
  FORBIDDEN: "not_found",
  RATE_LIMITED: "rate_limited",
};

export async function checkoutActionFailure(error: unknown, request: Request, locale: Locale, back: string): Promise<Response> {
  // Responses thrown on purpose (guards, the address check, the form reader's 4xx refusals) pass through as thrown
  // responses: a redirect is followed, a refusal becomes the translated error page.
  if (error instanceof Response) throw error;
  const code = graphQLErrorCode(error);
  if (code === "UNAUTHENTICATED") return toLogin(request, locale, true);
  const key = code ? BACK_WITH_MESSAGE[code] : undefined;
  if (!key) throw error;
  const t = await remixI18n.getFixedT(locale, "errors");
  // `back` may be the request's own path (the login page passes it), so it goes through the same check.
  return redirectWithToast(safeReturnPath(back, localizePath("/", locale)), { type: "error", message: t(key) });
}
