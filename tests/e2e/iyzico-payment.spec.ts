// Paying through iyzico in the browser, against the local fake iyzico the test server starts beside the shop
// (IYZICO_FAKE_PORT): the payment is started as a client of the REST API starts it (payIyzico with the browser's guest
// token), the browser goes to iyzico's 3-D Secure page, approves or denies, and iyzico's page posts it back to the
// shop across sites — without the shop's cookies. The shop confirms with iyzico's signed answer and the browser lands
// on the order (approved) or back on the payment step with the reason and the cart kept (denied). In Turkish, at
// 1440 px and 375 px. And as a shopper meets it: switched on, iyzico is a method of the payment step like any other,
// its card step shows the card's plans from iyzico's own BIN query, and the order is paid through its 3-D Secure
// page — with JavaScript (English) and without (Turkish). Screenshots go to test-results/iyzico/.
import type { Browser } from "@playwright/test";
import { lineOf, readyForCheckoutFor } from "./api-shopper";
import { checkout, errors, plural, prefix, type Lang } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct } from "./shop-data";

const SUCCESS_CARD = "5528 7900 0000 0008";

/** A guest with a cart and an address in a fresh browser; the payment started through REST: iyzico's page address. */
async function startedAtIyzico(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL }]);
  const product = await findPlainProduct(context.request, baseURL, 1);
  const token = await seedGuestCartIn(context, baseURL, lineOf(product));
  await readyForCheckoutFor(context.request, baseURL, token);
  const res = await context.request.post(`${baseURL}/api/v1/payment/payIyzico?language=tr`, {
    headers: { authorization: `Bearer ${token}` },
    data: { card_holder: "AYSE YILMAZ", card_number: SUCCESS_CARD, card_expiry: "12/35", cvc: "123", installment: 1, distance_sales: 1, pre_information: 1 },
  });
  const body = (await res.json()) as { code: string; redirect_url: string };
  expect(body.code).toBe("payment_redirect");
  return { context, page: await context.newPage(), redirectUrl: body.redirect_url };
}

for (const width of [1440, 375]) {
  test(`pays through iyzico's 3-D Secure page in Turkish at ${width} px`, async ({ browser, baseURL }) => {
    test.slow();
    const { context, page, redirectUrl } = await startedAtIyzico(browser, baseURL!, width);
    await page.goto(redirectUrl);
    await expect(page.getByText("•••• 0008")).toBeVisible();
    await page.screenshot({ path: `test-results/iyzico/acs-tr-${width}.png` });
    await page.getByRole("button", { name: /Onayla/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: checkout.tr.success.title })).toBeVisible();
    await expect(page.getByTestId("order-code")).not.toBeEmpty();
    await page.screenshot({ path: `test-results/iyzico/success-tr-${width}.png`, fullPage: true });
    await context.close();
  });
}

test("iyzico's 3-D Secure denied: back on the payment step with the reason, the cart kept", async ({ browser, baseURL }) => {
  test.slow();
  const { context, page, redirectUrl } = await startedAtIyzico(browser, baseURL!, 1440);
  await page.goto(redirectUrl);
  await page.getByRole("button", { name: /Reddet/ }).click();

  await expect(page).toHaveURL(/\/odeme\/odeme-yontemi/);
  await expect(page.getByText(errors.tr.three_d_secure_failed)).toBeVisible();
  await expect(page.getByRole("complementary", { name: checkout.tr.summary.title }).getByTestId("grand-total")).toBeVisible();
  await page.screenshot({ path: "test-results/iyzico/denied-tr-1440.png" });
  await context.close();
});

const IYZICO_NAME: Record<Lang, string> = { tr: "iyzico ile öde", en: "Pay with iyzico", ar: "الدفع عبر iyzico" };

for (const { lang, js } of [
  { lang: "en" as Lang, js: true },
  { lang: "tr" as Lang, js: false },
]) {
  test(`iyzico is offered on the payment step and pays with the card's plans from iyzico (${lang}, ${js ? "with" : "without"} JavaScript)`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const t = checkout[lang];
    const context = await browser.newContext({ baseURL, javaScriptEnabled: js, viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
    const product = await findPlainProduct(context.request, baseURL!, 1);
    const token = await seedGuestCartIn(context, baseURL!, lineOf(product));
    await readyForCheckoutFor(context.request, baseURL!, token);
    const page = await context.newPage();
    await page.goto(`${prefix(lang)}/odeme/odeme-yontemi`);
    if (js) await page.waitForLoadState("networkidle");

    // The method the admin switched on, by the name the shop gave it.
    await page.getByRole("radio", { name: IYZICO_NAME[lang] }).check();
    if (js) await expect(page).toHaveURL(/payment=iyzico/);
    await expect(page.getByRole("radio", { name: IYZICO_NAME[lang] })).toBeChecked();
    await page.screenshot({ path: `test-results/iyzico/payment-step-${lang}-${js ? "js" : "nojs"}.png`, fullPage: true });
    await page.getByRole("button", { name: t.payment.continue }).click();
    await expect(page).toHaveURL(/\/odeme\/onay\?.*payment=iyzico&installments=1/);

    // The card step; the card's bank and plans come from iyzico's BIN query (the fake's Halkbank card).
    const card = t.card;
    await expect(page.getByRole("group", { name: card.title })).toBeVisible();
    await page.getByLabel(card.holder).fill("AYSE YILMAZ");
    if (js) await page.getByLabel(card.number).pressSequentially(SUCCESS_CARD.replace(/ /g, ""));
    else await page.getByLabel(card.number).fill(SUCCESS_CARD);
    await page.getByLabel(card.expiry).fill("12/35");
    await page.getByLabel(card.cvv).fill("123");
    if (!js) {
      await page.getByRole("button", { name: card.showInstallments }).click();
      await expect(page.getByLabel(card.number)).toHaveValue(SUCCESS_CARD);
      await page.getByLabel(card.cvv).fill("123");
    }
    await expect(page.getByTestId("card-identity")).toContainText("Halkbank");
    const plans = page.getByRole("group", { name: card.installments });
    await plans.locator(page.getByRole("radio", { name: new RegExp(plural(card, "plan", lang, 3)) })).check();
    await page.screenshot({ path: `test-results/iyzico/card-step-${lang}-${js ? "js" : "nojs"}.png`, fullPage: true });
    await page.getByLabel(t.approve.acceptDistanceSales).check();
    await page.getByLabel(t.approve.acceptPreInformation).check();
    await page.getByRole("button", { name: t.approve.placeOrder }).click();

    // iyzico's 3-D Secure page (the shop asks iyzico first), then the order.
    await expect(page.getByText("•••• 0008")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: /Onayla/ }).click();
    // Without JavaScript iyzico's page posts the browser back when the shopper presses its button.
    if (!js) await page.getByRole("button", { name: /Continue/ }).click();
    // The shop confirms with iyzico's signed answer before the order page.
    await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("order-code")).not.toBeEmpty();
    await context.close();
  });
}
