// What the member-only actions of the catalogue (favourite, stock alert, comment) share: the session check (a
// visitor goes to the login page and comes back), a stale token (signed out, cookies cleared, to the login page),
// and the answer — data for a fetcher (the form carries js=1), a redirect with a flash toast without JavaScript.
import { data, redirect } from "@remix-run/node";
import { loginPath } from "~/domain/checkout-steps";
import { safeReturnPath } from "~/domain/return-path";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localeOfPath, type Locale } from "~/utils/locale";
import { memberSession } from "~/utils/member.server";
import { clearShopperCookies, withCookies } from "~/utils/shopper.server";
import { toastCookie, type ToastInput } from "~/utils/toast.server";

export interface MemberActionData {
  /** Set by the comment form, which answers on the product page's own URL beside the add-to-cart form. */
  form?: "comment";
  ok: boolean;
  toast: ToastInput | null;
  /** Set when the member must sign in first: the login page, coming back here. */
  login?: string;
  /** The refused field (comments): the form scrolls to it. */
  field?: string | null;
  /** What was typed, given back with a refusal. */
  typed?: Record<string, string>;
  isFavorite?: boolean;
  /** Whether the stock alert is set after the post. */
  hasStockAlert?: boolean;
}

/** A redirect, or data with a status for a fetcher (or for the page itself). */
export type MemberAnswer = Response | ReturnType<typeof data<MemberActionData>>;

export interface MemberActionOptions {
  request: Request;
  locale: Locale;
  /** Where a no-JavaScript post returns to (already checked with safeReturnPath). */
  back: string;
  js: boolean;
}

/** The answer: data to a fetcher; without JavaScript, a redirect back with the toast. */
export async function answerMember({ js, back }: MemberActionOptions, body: MemberActionData, status = 200): Promise<MemberAnswer> {
  if (js) return data(body, { status });
  const headers = body.toast ? withCookies(new Headers(), [await toastCookie(body.toast)]) : undefined;
  return redirect(body.login ?? back, { headers });
}

/** Runs `work` for a signed-in member; a visitor, or a member whose session has ended, is sent to sign in first. */
export async function asMember(options: MemberActionOptions, work: () => Promise<MemberAnswer>): Promise<MemberAnswer> {
  const login = loginPath(options.back, options.locale);
  if (!memberSession(options.request)) return answerMember(options, { ok: false, toast: null, login });
  try {
    return await work();
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code !== "UNAUTHENTICATED" && code !== "FORBIDDEN") throw error;
    const headers = withCookies(new Headers(), clearShopperCookies());
    return options.js ? data({ ok: false, toast: null, login } satisfies MemberActionData, { headers }) : redirect(login, { headers });
  }
}

/** A resource route's member post: its form, and where and in which language it answers (from its r field). */
export async function readMemberPost(request: Request): Promise<{ form: FormData; options: MemberActionOptions }> {
  const { form } = await readForm(request);
  const back = safeReturnPath(form.get("r"));
  return { form, options: { request, locale: localeOfPath(back), back, js: form.get("js") === "1" } };
}

/** A positive 32-bit id from a form field, else null. */
export function formId(value: FormDataEntryValue | null): number | null {
  const n = typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** A result error's message in the page's language (the API answers in the language of the request, which for a
 * resource route carries none). */
export async function errorText(locale: Locale, code: string): Promise<string> {
  return (await remixI18n.getFixedT(locale, "errors"))(code.toLowerCase());
}
