// Route guards: loader helpers named after the guard each one is (userAuthenticated, userAuthenticatedAndCart,
// notUserAuthenticated). They throw redirects, so a loader reads as
// `const cart = await userAuthenticatedAndCart(args, locale)` and only continues for a shopper who may be there.
// The admin guards (adminAuthenticated, notAdminAuthenticated) come with the admin area.
import type { TypedDocumentNode } from "@apollo/client";
import { redirect, type AppLoadContext } from "@remix-run/node";
import { CART_PATH, loginPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import type { CheckoutCartQuery } from "~/graphql/generated/graphql";
import { COOKIE_NAMES } from "~/utils/constants";
import { readCookie } from "~/utils/cookies.server";
import { graphQLErrorCode, runQuery } from "~/utils/graphql.server";
import { localizePath, type Locale } from "~/utils/locale";
import { clearShopperCookies, hasShopperSession, withCookies } from "~/utils/shopper.server";

/** The cart of a checkout step: the summary beside the step (fragment CheckoutCartFields). */
export type CheckoutCart = Extract<CheckoutCartQuery["cart"], { __typename: "Cart" }>;

interface GuardArgs {
  request: Request;
  context: AppLoadContext;
}

/** The path to come back to after logging in: this page, query included. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

export function toLogin(request: Request, locale: Locale, clearSession = false): Response {
  const headers = clearSession ? withCookies(new Headers(), clearShopperCookies()) : undefined;
  return redirect(loginPath(returnPath(request), locale), { headers });
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
  const { cart } = await shopperQuery({ request, context }, locale, CheckoutCartDocument, { language: locale, paymentCode });
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
  variables: TVariables,
): Promise<TData> {
  try {
    return await runQuery(request, context, query, variables);
  } catch (error) {
    if (graphQLErrorCode(error) === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    throw error;
  }
}

/** The cart of a page that asked for it itself (selecting CheckoutCartFields): one with lines, else /cart. */
export function requireCartLines(cart: CheckoutCartQuery["cart"], locale: Locale): CheckoutCart {
  if (cart.__typename !== "Cart" || cart.lines.length === 0) throw redirect(localizePath(CART_PATH, locale));
  return cart;
}

/**
 * The customer login page: a logged-in member goes to the home page. Members (the accounts issue) carry the user
 * cookie g_u_i beside the token; a guest session does not count as logged in, so a guest can still log in.
 */
export function notUserAuthenticated(request: Request, locale: Locale): void {
  if (hasShopperSession(request) && readCookie(request, COOKIE_NAMES.user)) throw redirect(localizePath("/", locale));
}

graphql(`
  fragment CheckoutCartOfQuery on Query {
    cart(language: $language, paymentCode: $paymentCode) {
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
  query CheckoutCart($language: String, $paymentCode: String) {
    ...CheckoutCartOfQuery
  }
`);
