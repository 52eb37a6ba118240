// Shared steps of the checkout browser tests (checkout.spec.ts, guest-purchase.spec.ts). Accessible names come
// from the locale files, so a copy change cannot silently break a test.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import type checkoutCatalogue from "../../locales/tr/checkout.json";

export type Lang = "tr" | "en" | "ar";

function load<T>(lang: Lang, namespace: string): T {
  return JSON.parse(readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as T;
}

export const checkoutTexts: Record<Lang, typeof checkoutCatalogue> = {
  tr: load("tr", "checkout"),
  en: load("en", "checkout"),
  ar: load("ar", "checkout"),
};

export const prefix = (lang: Lang) => (lang === "tr" ? "" : `/${lang}`);

/** A demo towel with two variant groups (colour × size), an optional name embroidery and a minimum order of 2. */
export const TOWEL = {
  seoLink: "luma-vera-pamuk-havlu-lacivert-81",
  productId: 81,
  personalizationId: 1,
  /** Colour (p1) navy = 3, mustard = 6; size (p2) hand = 16, face = 17, bath = 18. Tests spread over the variants
   * so one run never sells out a sub-product (demo stock is 0–25 each). */
  navy: 3,
  sizes: { hand: 16, face: 17, bath: 18 },
  /** Mustard hand towel: the sub-product the GraphQL-seeded carts use. */
  seededSubProductId: 228,
};

/** Accept the cookie banner up front, so it never covers a button. */
export async function acceptCookies(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL }]);
}

/**
 * A guest cart made through GraphQL (for tests that are about the checkout, not the cart): the add-to-cart that
 * creates the guest returns its token, which becomes the browser's g_u_t cookie.
 */
export async function seedGuestCart(context: BrowserContext, baseURL: string, quantity = 2): Promise<string> {
  const response = await context.request.post(`${baseURL}/graphql`, {
    headers: { "content-type": "application/json" },
    data: {
      query: `mutation Seed($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on Cart { newGuest { token } } ... on CartError { code message } } }`,
      variables: {
        input: {
          productId: TOWEL.productId,
          subProductId: TOWEL.seededSubProductId,
          quantity,
          personalizations: [{ personalizationId: TOWEL.personalizationId, value: "DENEME" }],
        },
      },
    },
  });
  const body = (await response.json()) as { data?: { addToCart: { newGuest?: { token: string } | null; code?: string } } };
  const token = body.data?.addToCart.newGuest?.token;
  if (!token) throw new Error(`seeding the cart failed: ${JSON.stringify(body)}`);
  await context.addCookies([{ name: "g_u_t", value: token, url: baseURL }]);
  return token;
}

export interface Buyer {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

export function uniqueBuyer(tag: string): Buyer {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { email: `${tag}.${n}@example.com`, phone: `0532${n}`, firstName: "Ayşe", lastName: "Yılmaz" };
}

/** Address step: the guest's contact block. */
export async function saveContact(page: Page, lang: Lang, buyer: Buyer) {
  const t = checkoutTexts[lang];
  const contact = page.getByRole("form", { name: t.contact.title });
  await contact.getByLabel(t.contact.email, { exact: true }).fill(buyer.email);
  await contact.getByLabel(t.contact.phone, { exact: true }).fill(buyer.phone);
  await contact.getByLabel(t.contact.firstName, { exact: true }).fill(buyer.firstName);
  await contact.getByLabel(t.contact.lastName, { exact: true }).fill(buyer.lastName);
  await contact.getByRole("button", { name: t.contact.save }).click();
  await expect(page.getByText(buyer.email)).toBeVisible();
}

/**
 * Address step: a new address in İstanbul / Kadıköy. Without JavaScript the district list comes after the
 * "refresh lists" button; with JavaScript it follows the province choice at once.
 */
export async function addAddress(page: Page, lang: Lang, js: boolean, title = "Ev") {
  const t = checkoutTexts[lang];
  // With JavaScript the district list follows the province through a fetcher: choose after hydration.
  if (js) await page.waitForLoadState("networkidle");
  const form = page.getByRole("form", { name: t.addressForm.titleNew });
  await form.getByLabel(t.addressForm.title, { exact: true }).fill(title);
  await form.getByLabel(t.addressForm.zipCode, { exact: true }).fill("34710");
  await form.getByLabel(t.addressForm.state, { exact: true }).selectOption({ label: "İstanbul" });
  if (!js) await form.getByRole("button", { name: t.addressForm.refresh }).click();
  const form2 = page.getByRole("form", { name: t.addressForm.titleNew });
  await expect(form2.getByLabel(t.addressForm.title, { exact: true })).toHaveValue(title);
  await form2.getByLabel(t.addressForm.city, { exact: true }).selectOption({ label: "Kadıköy" });
  await form2.getByLabel(t.addressForm.address, { exact: true }).fill("Caferağa Mah. Moda Cad. No: 12 D: 3");
  await form2.getByRole("button", { name: t.addressForm.save }).click();
  await expect(page.getByRole("form", { name: t.addresses.title }).getByText("Caferağa Mah. Moda Cad. No: 12 D: 3")).toBeVisible();
}

/** Approve step: accept both contracts and place the order; returns the order number from the success page. */
export async function placeOrder(page: Page, lang: Lang): Promise<string> {
  const t = checkoutTexts[lang];
  await page.getByLabel(t.approve.acceptDistanceSales).check();
  await page.getByLabel(t.approve.acceptPreInformation).check();
  await page.getByRole("button", { name: t.approve.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
  const code = (await page.getByTestId("order-code").textContent())!.trim();
  expect(code).not.toBe("");
  return code;
}

/** Order lookup by number and email: the order shows with its number. */
export async function lookUpOrder(page: Page, lang: Lang, code: string, emailOrPhone: string) {
  const t = checkoutTexts[lang];
  await page.goto(`${prefix(lang)}/siparis-sorgula`);
  await page.getByLabel(t.lookup.code).fill(code);
  await page.getByLabel(t.lookup.emailOrPhone).fill(emailOrPhone);
  await page.getByRole("button", { name: t.lookup.submit }).click();
  await expect(page.getByRole("heading", { name: t.lookup.result.replace("{{code}}", code) })).toBeVisible();
  await expect(page.getByTestId("order-code")).toHaveText(code);
}
