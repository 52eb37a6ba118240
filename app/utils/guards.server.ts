// Route guards: loader helpers named after the guard each one is (userAuthenticated, userAuthenticatedAndCart,
// notUserAuthenticated). They throw redirects, so a loader reads as
// `const cart = await userAuthenticatedAndCart(args, locale)` and only continues for a shopper who may be there.
// memberAuthenticated keeps the account area to members. The admin guards (adminAuthenticated,
// notAdminAuthenticated) come with the admin area.
import type { TypedDocumentNode } from "@apollo/client";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { CART_PATH, loginPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import type { CheckoutCartQuery } from "~/graphql/generated/graphql";
import { graphQLErrorCode, runQuery } from "~/utils/graphql.server";
import { localizePath, type Locale } from "~/utils/locale";
import { memberSession } from "~/utils/member.server";
import { clearShopperCookies, hasShopperSession, withCookies } from "~/utils/shopper.server";

/** The cart of a checkout step: the summary beside the step (fragment CheckoutCartFields). */
export type CheckoutCart = Extract<CheckoutCartQuery["cart"], { __typename: "Cart" }>;

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

/** A return path longer than this loses its query: the redirect's Location header must stay small. */
const MAX_RETURN_PATH = 1024;

/** The path to come back to after logging in: this page, query included (unless it is absurdly long). */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const full = url.pathname + url.search;
  return full.length <= MAX_RETURN_PATH ? full : url.pathname.slice(0, MAX_RETURN_PATH);
}

export function toLogin(request: Request, locale: Locale, clearSession = false): Response {
  const headers = clearSession ? withCookies(new Headers(), clearShopperCookies()) : undefined;
  return redirect(loginPath(returnPath(request), locale), { headers });
}

/**
 * The account area (profile, password, favourites, a member's orders): a member's session, else the login page.
 * A guest who opens one is asked to sign in too — a guest has no account to show.
 */
export function memberAuthenticated(request: Request, locale: Locale): void {
  if (!memberSession(request)) throw toLogin(request, locale);
}

/** Protected customer pages: a member or a guest session, else /uye-giris?r={path}. */
export function userAuthenticated(request: Request, locale: Locale): void {
  if (!hasShopperSession(request)) throw toLogin(request, locale);
}

/**
 * Checkout-type pages: a session (else the login page) and a cart with lines (else /cart). Returns the cart, so
 * the page does not ask for it again. An expired or rejected token is treated as no session.
 */
export async function userAuthenticatedAndCart(
  { request, context }: GuardArgs,
  locale: Locale,
  /** The payment method about to be used: "door" adds the cash-on-delivery fee to the totals. */
  paymentCode: string | null = null,
): Promise<CheckoutCart> {
  userAuthenticated(request, locale);
  const { cart } = await shopperQuery({ request, context }, locale, CheckoutCartDocument, { paymentCode });
  return requireCartLines(cart, locale);
}

/**
 * Runs a protected page's query (one operation for the whole page): an expired or rejected token is treated as
 * no session, so the shopper goes to the login page instead of the error page.
 */
export async function shopperQuery<TData, TVariables extends Record<string, unknown>>(
  { request, context }: GuardArgs,
  locale: Locale,
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables>,
): Promise<TData> {
  try {
    return await runQuery(request, context, query, variables, locale);
  } catch (error) {
    // The me-call failure rule: a token the server no longer knows (or a guest's, where a member's is needed) ends
    // the session in the browser too, and the shopper signs in again.
    const code = graphQLErrorCode(error);
    if (code === "UNAUTHENTICATED" || (code === "FORBIDDEN" && memberSession(request))) throw toLogin(request, locale, true);
    throw error;
  }
}

/** The cart of a page that asked for it itself (selecting CheckoutCartFields): one with lines, else /cart. */
export function requireCartLines(cart: CheckoutCartQuery["cart"], locale: Locale): CheckoutCart {
  if (cart.__typename !== "Cart" || cart.lines.length === 0) throw redirect(localizePath(CART_PATH, locale));
  return cart;
}

/**
 * The customer login page: a logged-in member goes to the home page. Members carry the user cookie g_u_i beside the
 * token; a guest session does not count as logged in, so a guest can still log in.
 */
export function notUserAuthenticated(request: Request, locale: Locale): void {
  if (memberSession(request)) throw redirect(localizePath("/", locale));
}

graphql(`
  fragment CheckoutCartOfQuery on Query {
    cart(paymentCode: $paymentCode) {
      __typename
      ... on Cart {
        ...CheckoutCartFields
      }
      ... on CartError {
        code
        message
      }
    }
  }
`);

const CheckoutCartDocument = graphql(`
  query CheckoutCart($paymentCode: String) {
    ...CheckoutCartOfQuery
  }
`);
