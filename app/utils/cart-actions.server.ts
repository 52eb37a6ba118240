// The cart's one action: an `intent` switch (add, update, delete, coupon, remove-coupon, campaign, remove-campaign,
// gift, note, cargo) shared by /cart and the product page. Without JavaScript it answers with a redirect and a
// flash toast (post/redirect/get); a fetcher (the form carries js=1) gets the outcome as data and the loaders
// revalidate in place. Messages are translated; bad input or a refused GraphQL call is a toast, never a 500.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { CartLineFieldsFragment, CartWriteResultFragment } from "~/graphql/generated/graphql";
import {
  AddToCartDocument,
  ApplyCouponDocument,
  RemoveCampaignDocument,
  RemoveCartLineDocument,
  RemoveCouponDocument,
  SelectCampaignDocument,
  SelectCargoDocument,
  UpdateCartDocument,
  UpdateCartLineDocument,
  isUnauthenticated,
} from "~/utils/cart.server";
import type { PersonalizationValue } from "~/domain/cart-lines";
import { safeReturnPath } from "~/domain/return-path";
import { parseCartForm, typedValues, type CartIntent, type CartIntentName } from "~/utils/cart-forms.server";
import { readCookie } from "~/utils/cookies.server";
import { COOKIE_NAMES } from "~/utils/constants";
import { graphQLErrorCode, runMutation } from "~/utils/graphql.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { pathFor } from "~/utils/seo";
import { sessionStorage } from "~/utils/session.server";
import { clearShopperCookies, shopperCookies, shopperToken, withCookies } from "~/utils/shopper.server";
import { toastCookie, type ToastInput } from "~/utils/toast.server";

/** What the added-to-cart popup shows (the last added product). */
export interface LastAdded {
  title: string;
  seoLink: string;
  image: string | null;
  variantNames: string[];
  details: string[];
  quantity: number;
  /** Unit price with personalizations, in the cart currency. */
  unitPriceMinor: number;
  /** Legacy currency code of the cart (tl, usd, euro). */
  currency: string;
}

export type CartActionData =
  | { ok: true; intent: CartIntentName; toast: ToastInput | null; added: LastAdded | null; itemCount: number }
  | { ok: false; intent: string | null; toast: ToastInput; field: string | null; typed: Record<string, string[]> };

const LAST_ADDED_KEY = "lastAddedProduct";

type WriteResult = CartWriteResultFragment | { __typename: "Failure"; message: string; unauthenticated: boolean; rateLimited: boolean };

async function mutate(
  request: Request,
  context: AppLoadContext,
  language: Locale,
  input: CartIntent,
  personalizations: PersonalizationValue[],
): Promise<WriteResult> {
  const run = async () => {
    switch (input.intent) {
      case "add": {
        const variables = { productId: input.productId, subProductId: input.subProductId ?? null, quantity: input.quantity, personalizations };
        return (await runMutation(request, context, AddToCartDocument, { input: variables }, language)).addToCart;
      }
      case "update":
        return (await runMutation(request, context, UpdateCartLineDocument, { input: { cartProductId: input.lineId, quantity: input.quantity } }, language)).updateCartLine;
      case "delete":
        return (await runMutation(request, context, RemoveCartLineDocument, { cartProductId: input.lineId }, language)).removeCartLine;
      case "coupon":
        return (await runMutation(request, context, ApplyCouponDocument, { code: input.code }, language)).applyCoupon;
      case "remove-coupon":
        return (await runMutation(request, context, RemoveCouponDocument, {}, language)).removeCoupon;
      case "campaign":
        return (await runMutation(request, context, SelectCampaignDocument, { campaignId: input.campaignId }, language)).selectCampaign;
      case "remove-campaign":
        return (await runMutation(request, context, RemoveCampaignDocument, {}, language)).removeCampaign;
      case "gift": {
        const giftInput = { isGiftCart: input.isGiftCart, isGiftNoteActive: input.isGiftCart && input.giftNote !== "", giftNote: input.giftNote };
        return (await runMutation(request, context, UpdateCartDocument, { input: giftInput }, language)).updateCart;
      }
      case "note":
        return (await runMutation(request, context, UpdateCartDocument, { input: { generalNote: input.generalNote } }, language)).updateCart;
      case "cargo":
        return (await runMutation(request, context, SelectCargoDocument, { cargoId: input.cargoId }, language)).selectCargo;
    }
  };
  try {
    return await run();
  } catch (error) {
    // NOT_FOUND (another shopper's line), an expired session, a backend part not there yet: a message, not a 500.
    context.log.warn({ intent: input.intent, reason: error instanceof Error ? error.message : String(error) }, "cart action failed");
    return { __typename: "Failure", message: "", unauthenticated: isUnauthenticated(error), rateLimited: graphQLErrorCode(error) === "RATE_LIMITED" };
  }
}

function toLastAdded(lines: CartLineFieldsFragment[], input: Extract<CartIntent, { intent: "add" }>, currency: string): LastAdded | null {
  const matching = lines.filter((line) => line.productId === input.productId && (line.subProductId ?? undefined) === input.subProductId);
  const line = matching.at(-1);
  if (!line) return null;
  return {
    title: line.title,
    seoLink: line.seoLink,
    image: line.image?.small ?? null,
    variantNames: line.variantNames,
    details: line.personalizations.map((item) => [item.name, item.value ?? item.options.map((option) => option.name).join(", ")].filter(Boolean).join(": ")),
    quantity: input.quantity,
    unitPriceMinor: line.unitPriceMinor + line.personalizationPriceMinor,
    currency,
  };
}

/**
 * Cookies a successful write sets: a new guest's identity, else the current session renewed, so an active shopper
 * keeps the session.
 */
function sessionCookies(request: Request, result: CartWriteResultFragment): string[] {
  if (result.__typename === "Cart" && result.newGuest) return shopperCookies(result.newGuest.token, result.newGuest.guestCode);
  const token = shopperToken(request);
  return token ? shopperCookies(token, readCookie(request, COOKIE_NAMES.guestCode)) : [];
}

async function lastAddedCookie(added: LastAdded): Promise<string> {
  const session = await sessionStorage.getSession();
  session.flash(LAST_ADDED_KEY, added);
  return sessionStorage.commitSession(session);
}

/** The popup's product after a no-JavaScript add (read once: the root loader clears the flash cookie). */
export async function readLastAdded(request: Request): Promise<LastAdded | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${COOKIE_NAMES.flash}=`)) return null;
  const session = await sessionStorage.getSession(cookie);
  return (session.get(LAST_ADDED_KEY) as LastAdded | undefined) ?? null;
}

export interface CartActionOptions {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
  /** Where a no-JavaScript post returns to. */
  returnTo: string;
  /**
   * A refused no-JavaScript add answers with the page itself (status 400) so everything the shopper typed is still
   * in the fields; elsewhere a refusal redirects back with a toast.
   */
  renderFailures?: boolean;
}

export async function handleCartAction({ request, context, locale, returnTo, renderFailures = false }: CartActionOptions) {
  const { form, refused } = await readForm(request);
  const t = await remixI18n.getFixedT(locale, "cart");
  const js = form.get("js") === "1";
  // The form's returnTo, else the caller's path (the request's own path on product pages, so it is checked too).
  const back = safeReturnPath(form.get("returnTo"), safeReturnPath(returnTo, localizePath("/", locale)));
  const parsed = parseCartForm(form);

  const fail = async (toast: ToastInput, field: string | null, intent: string | null, cookies: string[] = []) => {
    const body: CartActionData = { ok: false, intent, toast, field, typed: typedValues(form) };
    if (js || renderFailures) return data(body, { status: 400, headers: withCookies(new Headers(), cookies) });
    const headers = withCookies(new Headers(), [...cookies, await toastCookie(toast)]);
    return redirect(back, { headers });
  };

  if (refused.length) {
    const [field, message] = Object.entries(await refusedFieldErrors(refused, locale))[0];
    const intent = form.get("intent");
    return fail({ type: "error", message }, field, typeof intent === "string" ? intent : null);
  }
  if (!parsed.ok) {
    const key = parsed.field === "quantity" ? "errors.quantity" : parsed.field === "code" ? "errors.couponCode" : "errors.invalid";
    return fail({ type: "error", message: t(key) }, parsed.field, parsed.intent);
  }
  const { input } = parsed;
  const chooseVariant = form.get("chooseVariant");
  if (input.intent === "add" && typeof chooseVariant === "string" && chooseVariant.trim()) {
    const catalogT = await remixI18n.getFixedT(locale, "catalog");
    return fail({ type: "warning", message: catalogT("addToCart.choose", { name: chooseVariant.trim().slice(0, 100) }) }, "variant", "add");
  }
  const result = await mutate(request, context, locale, input, parsed.personalizations);

  if (result.__typename === "Failure") {
    const message = result.rateLimited
      ? (await remixI18n.getFixedT(locale, "errors"))("rate_limited")
      : result.unauthenticated
        ? t("errors.sessionExpired")
        : t(input.intent === "add" ? "errors.add" : "errors.generic");
    return fail({ type: "error", message }, null, input.intent, result.unauthenticated ? clearShopperCookies() : []);
  }
  if (result.__typename === "CartError") {
    // A product with variants added without one: back to its page to choose.
    if (result.code === "REQUIRED_SUB_PRODUCT" && result.seoLink && !js) {
      const headers = withCookies(new Headers(), [await toastCookie({ type: "warning", message: result.message })]);
      return redirect(encodeURI(pathFor(result.seoLink, locale)), { headers });
    }
    const warning = ["PRODUCT_NO_STOCK", "NO_STOCK", "REQUIRED_SUB_PRODUCT", "PERSONALIZATION_REQUIRED"].includes(result.code);
    const field = result.code === "PERSONALIZATION_REQUIRED" && result.field ? `personalization-${result.field}` : result.field;
    return fail({ type: warning ? "warning" : "error", message: result.message }, field ?? null, input.intent);
  }

  const cookies = sessionCookies(request, result);
  const added = input.intent === "add" ? toLastAdded(result.lines, input, result.currency) : null;
  const toast: ToastInput | null = input.intent === "add" ? null : { type: "success", message: t(`done.${input.intent}`) };
  if (js) {
    const body: CartActionData = { ok: true, intent: input.intent, toast, added, itemCount: result.itemCount };
    return data(body, { headers: withCookies(new Headers(), cookies) });
  }
  const flash = added ? await lastAddedCookie(added) : toast ? await toastCookie(toast) : null;
  return redirect(back, { headers: withCookies(new Headers(), flash ? [...cookies, flash] : cookies) });
}
