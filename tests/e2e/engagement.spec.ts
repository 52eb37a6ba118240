// Members and products in the browser, in Turkish and Arabic, with JavaScript on and off: the heart (product page,
// /favorilerim, remove, empty state), writing a comment (refused text scrolled to with a red toast, then "awaiting
// review" for its author only) and "Gelince haber ver" (set, shown as set, cancelled). Visitors go to the login page.
import type { BrowserContext, Page } from "@playwright/test";
import { account, catalog, errors, fill, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import { findProduct, graphql, type ShopProduct } from "./shop-data";

let counter = 0;

/** A new member registered through the API, signed in by its cookies (g_u_t and g_u_i, as the login page sets them). */
async function signIn(context: BrowserContext, baseURL: string) {
  counter += 1;
  // Two workers register at the same moment: the phone number (unique per member) takes random digits too.
  const n = `${counter}${Math.floor(Math.random() * 1e7)}`.slice(-7).padStart(7, "0");
  const input = {
    firstName: "Ayşe",
    lastName: "Yılmaz",
    email: `e2e-engagement-${n}-${Math.random().toString(36).slice(2, 6)}@example.shop`,
    phone: `0533${n}`,
    password: "correct horse battery",
    kvkk: true,
    membership: true,
  };
  const REGISTER = `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { __typename ... on CustomerSession { token customer { id firstName lastName } } } }`;
  type Registered = { registerCustomer: { token: string; customer: { id: number; firstName: string; lastName: string } } };
  const { registerCustomer: session } = await graphql<Registered>(context.request, baseURL, REGISTER, { input });
  if (!session.customer) throw new Error(`registration failed: ${JSON.stringify(session)}`);
  const user = encodeURIComponent(JSON.stringify({ id: session.customer.id, name: session.customer.firstName, surname: session.customer.lastName }));
  await context.addCookies([
    { name: "g_u_t", value: session.token, url: baseURL },
    { name: "g_u_i", value: user, url: baseURL },
  ]);
}

const productPath = (lang: Lang, product: ShopProduct) => `${prefix(lang)}/${product.seoLink}`;

/** The toast of a result: the flash toast after a plain post, the client toast with JavaScript. */
const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

for (const lang of ["tr", "ar"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ lang, javaScriptEnabled });
      const c = catalog[lang];

      test("a member keeps a favourite, finds it on /favorilerim and removes it", async ({ page, context, baseURL }) => {
        const product = await findProduct(context.request, baseURL!, lang, true);
        await signIn(context, baseURL!);
        await page.goto(productPath(lang, product));
        const heart = page.getByRole("button", { name: `${c.product.favourite}: ${product.title}` });
        await heart.click();
        await expect(page.getByRole("button", { name: `${c.product.unfavourite}: ${product.title}` }).first()).toHaveAttribute("aria-pressed", "true");
        await expect(toast(page, c.favourite.added)).toBeVisible();

        await page.goto(`${prefix(lang)}/favorilerim`);
        await expect(page.getByRole("heading", { level: 1, name: account[lang].favourites.title })).toBeVisible();
        await expect(page.getByRole("link", { name: product.title }).first()).toBeVisible();
        await page.getByRole("button", { name: fill(account[lang].favourites.removeNamed, { title: product.title }) }).click();
        await expect(page.getByText(account[lang].favourites.empty)).toBeVisible();
      });

      test("a member writes a comment: a missing text is refused at its field, then it awaits review", async ({ page, context, baseURL }) => {
        const product = await findProduct(context.request, baseURL!, lang, true);
        await signIn(context, baseURL!);
        await page.goto(productPath(lang, product));
        // The product page is served without React (app/utils/static-page.ts): with JavaScript too, Write a review
        // opens the page's own form and the server checks it.
        await page.getByRole("link", { name: c.commentForm.write }).click();
        const form = page.locator("#comment-form");
        await expect(form).toBeVisible();
        await form.getByLabel(c.commentForm.subject).fill("Başlık");
        await form.getByRole("button", { name: c.commentForm.submit }).click();
        const text = form.getByLabel(c.commentForm.text);
        await expect(form.getByRole("alert")).toHaveText(errors[lang].comment_no_comment);
        await expect(form.getByLabel(c.commentForm.subject)).toHaveValue("Başlık");
        await expect(text).toHaveAttribute("aria-invalid", "true");
        await text.fill("Çok güzel bir ürün.");
        await form.getByRole("button", { name: c.commentForm.submit }).click();
        // The toast first: it fades after a few seconds.
        await expect(toast(page, c.commentForm.added)).toBeVisible();
        await expect(page.getByText(c.commentForm.awaiting)).toBeVisible();
        // Another visitor does not see it.
        await context.clearCookies();
        await page.goto(productPath(lang, product));
        await expect(page.getByRole("heading", { level: 2, name: /./ }).first()).toBeVisible();
        await expect(page.getByText(c.commentForm.awaiting)).toHaveCount(0);
        await expect(page.getByText("Çok güzel bir ürün.")).toHaveCount(0);
      });

      test("a member asks to hear when a sold-out product is back, sees the alert set, and cancels it", async ({ page, context, baseURL }) => {
        const product = await findProduct(context.request, baseURL!, lang, false);
        await signIn(context, baseURL!);
        await page.goto(productPath(lang, product));
        await page.getByRole("button", { name: c.product.stockAlert }).click();
        await expect(toast(page, c.stockAlertDone.added)).toBeVisible();
        // Set: the page says so and offers to withdraw it, also after a reload — never "ask again" and a red toast.
        await expect(page.getByRole("status").filter({ hasText: c.product.stockAlertSet })).toBeVisible();
        await page.reload();
        await expect(page.getByRole("button", { name: c.product.stockAlert })).toHaveCount(0);
        await page.getByRole("button", { name: c.product.stockAlertCancel }).click();
        await expect(toast(page, c.stockAlertDone.cancelled)).toBeVisible();
        await expect(page.getByRole("button", { name: c.product.stockAlert })).toBeEnabled();
        await expect(page.getByText(c.product.stockAlertSet)).toHaveCount(0);
        await expect(page.locator(".toast--error")).toHaveCount(0);
      });

      test("a visitor's heart and comment link lead to the login page and back", async ({ page, context, baseURL }) => {
        const product = await findProduct(context.request, baseURL!, lang, true);
        await page.goto(productPath(lang, product));
        await page.getByRole("link", { name: c.product.favourite }).first().click();
        await expect(page).toHaveURL(new RegExp(`/uye-giris\\?r=${encodeURIComponent(productPath(lang, product)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      });
    });
  }
}

test("the footer invites a visitor to sign in or register, and a signed-in member to neither", async ({ page, context, baseURL }) => {
  const footer = page.getByRole("contentinfo");
  await page.goto("/");
  // The demo's page links, as the admin named them.
  await expect(footer.getByRole("link", { name: "Üye Girişi" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Üye Ol" })).toBeVisible();
  await signIn(context, baseURL!);
  await page.goto("/");
  await expect(footer.getByRole("link", { name: "Hesabım" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Üye Girişi" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Üye Ol" })).toHaveCount(0);
});
