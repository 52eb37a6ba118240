// Promotions in the admin, end to end: an admin approves a member's comment in the moderation queue and it shows
// on the product page (Turkish, JavaScript off); an admin makes a coupon code and a guest uses it in the cart
// (English, JavaScript on).
import type { Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { admin as texts, fill, plural, prefix, type Lang } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { registerMemberByApi } from "./members";
import { CartPage } from "./pages/cart-page";
import { findProduct } from "./shop-data";

const ADMIN_EMAIL = "admin@example.com";

/** Signs the demo admin in at /login?r=<path> and lands on `path`. */
async function adminAt(page: Page, lang: Lang, path: string) {
  const t = texts[lang];
  await page.goto(path);
  await page.getByLabel(t.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  const pathname = path.split("?")[0];
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  // The sign-in lands with a new document: what is typed before React hydrates it is lost when it does.
  await page.waitForLoadState("networkidle");
}

const shopDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);

test.describe("comment moderation, Turkish, JavaScript off", () => {
  test.use({ javaScriptEnabled: false, lang: "tr" });

  test("an admin approves a member's comment and it shows on the product page", async ({ page, context, baseURL, request }) => {
    // Two sign-ins and five page loads on a shared machine.
    test.slow();
    const t = texts.tr;
    await context.addCookies([{ name: "lang", value: "tr", url: baseURL! }]);
    const product = await findProduct(request, baseURL!, "tr", true);
    const member = await registerMemberByApi(request, baseURL!);
    const text = `Kumaşı çok yumuşak ${Date.now()}`;
    const ADD = `mutation($input: AddCommentInput!) { addProductComment(input: $input) { __typename } }`;
    const res = await request.post(`${baseURL}/graphql`, {
      headers: { "content-type": "application/json", authorization: `Bearer ${member.token}` },
      data: { query: ADD, variables: { input: { productId: product.id, text, rate: 5 } } },
    });
    expect((await res.json()).data.addProductComment.__typename).toBe("MemberComment");
    // Waiting for review: nobody sees it yet.
    await page.goto(`${prefix("tr")}/${product.seoLink}`);
    await expect(page.getByText(text)).toHaveCount(0);

    await adminAt(page, "tr", `/admin/comments?state=waiting&q=${encodeURIComponent(text)}`);
    const row = page.getByRole("row").filter({ hasText: text });
    await expect(row.getByText(t.comments.states.waiting)).toBeVisible();
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.comments.approveSelected }).click();
    await expect(page.getByText(plural(t.comments, "approved", "tr", 1))).toBeVisible();
    // Still filtered on "waiting": the approved comment left the view.
    await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);
    await page.goto(`/admin/comments?state=approved&q=${encodeURIComponent(text)}`);
    await expect(page.getByRole("row").filter({ hasText: text }).getByText(t.comments.states.approved)).toBeVisible();

    await page.goto(`${prefix("tr")}/${product.seoLink}`);
    await expect(page.getByText(text)).toBeVisible();
  });
});

test.describe("coupons, English, JavaScript on", () => {
  test.use({ javaScriptEnabled: true, lang: "en" });

  test("an admin makes a coupon and a guest uses it in the cart", async ({ page, browser, baseURL, request }) => {
    // An admin and a guest browser, two forms and the cart: longer than one page's budget on a shared machine.
    test.slow();
    const t = texts.en;
    await page.context().addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    await adminAt(page, "en", "/admin/coupons/new");
    // A refused form keeps what was typed and names the problem at its field.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel(t.coupons.code).fill(code.toLowerCase());
    await page.getByLabel(t.campaigns.discountValue).fill("10");
    await page.getByRole("button", { name: t.coupons.create }).click();
    await expect(page.getByText("Please enter a date.").first()).toBeVisible();
    await expect(page.getByLabel(t.coupons.code)).toHaveValue(code.toLowerCase());
    await page.getByLabel(t.campaigns.startsAt).fill(shopDay(-1));
    await page.getByLabel(t.campaigns.endsAt).fill(shopDay(30));
    await page.getByLabel(t.coupons.maxUses).fill("5");
    await page.getByRole("button", { name: t.coupons.create }).click();
    await expect(page.getByRole("heading", { level: 1, name: fill(t.coupons.editTitle, { code }) })).toBeVisible();
    await expect(page.getByText(t.coupons.noUsers)).toBeVisible();
    await page.getByRole("link", { name: t.campaigns.back }).click();
    await expect(page.getByRole("link", { name: fill(t.coupons.editOne, { code }) })).toBeVisible();

    // A guest in another browser uses it.
    const guest = await browser.newContext({ baseURL });
    await guest.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
    const product = await findProduct(request, baseURL!, "en", true);
    await seedGuestCartIn(guest, baseURL!, { productId: product.id, quantity: 1 });
    const guestCart = new CartPage(await guest.newPage(), "en");
    await guestCart.open();
    await guestCart.applyCoupon(code.toLowerCase());
    await guestCart.expectCoupon(code);
    await guest.close();
  });
});
