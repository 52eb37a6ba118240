// The checkout wizard's steps (address → payment → approve → success; the step bar marks the active step and the
// last one) and their Turkish slugs. Pure, shared by the layout route, the step routes and the tests.
import { localizePath, type Locale } from "../utils/locale";

export const CHECKOUT_STEPS = ["address", "payment", "approve", "success"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Paths without the locale prefix. The success page lives outside /odeme: the cart is empty by then. */
const STEP_PATHS: Record<Exclude<CheckoutStep, "success">, string> = {
  address: "/odeme/adres",
  payment: "/odeme/odeme-yontemi",
  approve: "/odeme/onay",
};

export const ORDER_SUCCESS_PATH = "/siparis-tamamlandi";
export const ORDER_LOOKUP_PATH = "/siparis-sorgula";
export const LOGIN_PATH = "/uye-giris";
export const CART_PATH = "/cart";

export function stepPath(step: Exclude<CheckoutStep, "success">, locale: Locale, search = ""): string {
  return localizePath(STEP_PATHS[step] + search, locale);
}

export function orderSuccessPath(code: string, locale: Locale): string {
  return localizePath(`${ORDER_SUCCESS_PATH}/${encodeURIComponent(code)}`, locale);
}

/** The step a (locale-prefixed or not) pathname shows; the address step for /odeme itself. */
export function stepOfPath(pathname: string): CheckoutStep {
  const neutral = pathname.replace(/^\/(en|ar)(?=\/|$)/, "").replace(/\/+$/, "");
  if (neutral.startsWith(ORDER_SUCCESS_PATH)) return "success";
  const found = (Object.entries(STEP_PATHS) as [CheckoutStep, string][]).find(([, path]) => neutral === path);
  return found ? found[0] : "address";
}

export type StepState = "done" | "active" | "upcoming";

/** Each step with its state relative to the active one (done steps before it, upcoming after). */
export function stepStates(active: CheckoutStep): { step: CheckoutStep; state: StepState; last: boolean }[] {
  const index = CHECKOUT_STEPS.indexOf(active);
  return CHECKOUT_STEPS.map((step, i) => ({
    step,
    state: i < index ? "done" : i === index ? "active" : "upcoming",
    last: i === CHECKOUT_STEPS.length - 1,
  }));
}

/** The login page with the return path in `r` (`/uye-giris?r={path}`), so login comes back to where it started. */
export function loginPath(returnTo: string, locale: Locale): string {
  return localizePath(`${LOGIN_PATH}?r=${encodeURIComponent(returnTo)}`, locale);
}
