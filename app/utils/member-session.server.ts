// What happens the moment a member session starts, however it started (password, one-time code, social login,
// registration, a password reset): the cart the browser had as a guest moves into the member's cart, then the member
// cookies replace the guest's and the welcome toast says what the merge had to change (a quantity held to the stock
// or the order limits, a line dropped).
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runMutation } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";
import type { MemberSessionFieldsFragment } from "~/graphql/generated/graphql";
import { memberCookies, signedInMember } from "~/utils/member.server";
import { shopperToken, withCookies } from "~/utils/shopper.server";
import { toastCookie } from "~/utils/toast.server";

/** The browser's guest token: g_u_t while no member is named in g_u_i (a member's token is not a guest's). */
function guestToken(request: Request): string | null {
  return signedInMember(request) ? null : shopperToken(request);
}

/**
 * Merges the guest cart into the new member's cart; the messages of the changes it made. A merge that fails must not
 * undo a sign-in that succeeded: the guest cart then simply stays where it was.
 */
async function mergeGuestCart(request: Request, context: AppLoadContext, locale: Locale, memberToken: string): Promise<string[]> {
  const guest = guestToken(request);
  if (!guest) return [];
  // The operation runs as the member (the request's own cookie still names the guest).
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${memberToken}`);
  const asMember = new Request(request.url, { method: "GET", headers });
  try {
    const { mergeGuestCart: result } = await runMutation(asMember, context, MergeGuestCartDocument, { guestToken: guest }, locale);
    return result.changes.map((change) => change.message);
  } catch (error) {
    context.log.warn({ err: error }, "guest cart merge failed");
    return [];
  }
}

/**
 * The headers of the redirect that ends a sign-in or registration: member cookies and the welcome toast, which is
 * written for the member's first name.
 */
export async function startMemberSession(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  session: MemberSessionFieldsFragment,
  welcome: (name: string) => string,
): Promise<Headers> {
  const { token, customer } = session;
  const changes = await mergeGuestCart(request, context, locale, token);
  const headers = withCookies(new Headers(), memberCookies(token, { id: customer.id, name: customer.firstName, surname: customer.lastName }));
  const greeting = welcome(customer.firstName);
  const toast = changes.length ? { type: "warning" as const, message: [greeting, ...changes].join(" ") } : { type: "success" as const, message: greeting };
  headers.append("Set-Cookie", await toastCookie(toast));
  return headers;
}

/** What every sign-in's mutation selects of the new session. */
graphql(`
  fragment MemberSessionFields on CustomerSession {
    token
    customer {
      id
      firstName
      lastName
    }
  }
`);

const MergeGuestCartDocument = graphql(`
  mutation MemberMergeGuestCart($guestToken: String!) {
    mergeGuestCart(guestToken: $guestToken) {
      merged
      changes {
        code
        message
      }
    }
  }
`);
