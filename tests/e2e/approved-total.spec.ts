// What the shopper approved is what is charged, in the browser: three shoppers (Turkish without JavaScript, English
// with it, Arabic with it) have the limited coupon on their approve page; other shoppers use it up meanwhile; each
// "Place order" is refused with the reason and the new total on the same page, and confirming again places the order
// at the total now shown. The cart is set up through the API: the approve page is what is under test.
import type { Browser } from "@playwright/test";
import { applyCouponFor, lineOf, readyForCheckoutFor, useUpCoupon } from "./api-shopper";
import { checkout, errors, prefix, type Lang } from "./catalogues";
import { expect, LIMITED_COUPON, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct, type PlainProduct } from "./shop-data";

/** A guest on the approve page with the coupon in the cart, both contracts ticked. */
async function onApprovePage(browser: Browser, baseURL: string, product: PlainProduct, lang: Lang, js: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL });
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL }]);
  const token = await seedGuestCartIn(context, baseURL, lineOf(product));
  await applyCouponFor(context.request, baseURL, token, LIMITED_COUPON);
  await readyForCheckoutFor(context.request, baseURL, token);
  const page = await context.newPage();
  const t = checkout[lang];
  await page.goto(`${prefix(lang)}/odeme/onay?payment=door&door=cash`);
  await expect(page.getByText(`${t.summary.coupon} (${LIMITED_COUPON})`)).toBeVisible();
  if (js) await page.waitForLoadState("networkidle");
  const approvedTotal = (await page.getByTestId("grand-total").textContent())!;
  await page.getByLabel(t.approve.acceptDistanceSales).check();
  await page.getByLabel(t.approve.acceptPreInformation).check();
  return { context, page, lang, js, t, approvedTotal };
}

test("a coupon used up while the approve page is open: refused with the reason and the new total", async ({ browser, baseURL, playwright, request }) => {
  test.slow();
  // Three orders use the coupon up, one shopper confirms again: stock for five.
  const product = await findPlainProduct(request, baseURL!, 5);
  const shoppers = [];
  for (const [lang, js] of [
    ["tr", false],
    ["en", true],
    ["ar", true],
  ] as const)
    shoppers.push(await onApprovePage(browser, baseURL!, product, lang, js));

  await useUpCoupon(playwright, baseURL!, product, LIMITED_COUPON);

  for (const { page, lang, t, approvedTotal } of shoppers) {
    await page.getByRole("button", { name: t.approve.placeOrder }).click();
    const notice = page.getByRole("alert").filter({ hasText: t.approve.totalChangedTitle });
    await expect(notice).toBeVisible();
    // Seen where the shopper is: at the top without JavaScript, scrolled to (and focused) with it.
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText(errors[lang].reached_maximum_usage);
    // With JavaScript the page reads its data again after the refusal: wait for the summary to show the new total.
    await expect(page.getByTestId("grand-total")).not.toHaveText(approvedTotal);
    const newTotal = (await page.getByTestId("grand-total").textContent())!;
    await expect(notice).toContainText(t.approve.totalChanged.split("{{total}}")[0].trim());
    await expect(notice).toContainText(newTotal);
    // Nothing was placed: still the approve page, the coupon's discount gone from the summary.
    await expect(page).toHaveURL(/\/odeme\/onay\?/);
    await expect(page.getByText(`${t.summary.coupon} (${LIMITED_COUPON})`)).toHaveCount(0);
  }

  // Confirming again approves the total now shown, and the order is placed.
  const { page, t } = shoppers[0];
  await page.getByLabel(t.approve.acceptDistanceSales).check();
  await page.getByLabel(t.approve.acceptPreInformation).check();
  await page.getByRole("button", { name: t.approve.placeOrder }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
  for (const shopper of shoppers) await shopper.context.close();
});
