// Paying through PayTR in the browser, against the local fake PayTR the test server starts beside the shop
// (PAYTR_FAKE_PORT): a guest chooses PayTR on the payment step, approves, and lands on the shop's PayTR step, where
// PayTR's own card page sits in a frame; the card and the bank's 3-D Secure answer are given inside the frame, PayTR's
// notification places the order and the whole window comes back to the order. Then the step in every language at
// both widths, and the owner's payment-method settings page. Installments: the card's first digits on the approve
// page bring PayTR's plans for its family (Bonus: 3 parts at 3.6 %), the charged amount follows the chosen row, PayTR's
// page offers at most that count, and the order shows the total with interest — in Turkish and Arabic on a phone with
// JavaScript, and in Turkish without. Screenshots go to test-results/paytr/.
import type { Browser } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { lineOf, readyForCheckoutFor } from "./api-shopper";
import { admin as adminTexts, checkout, plural, prefix, type Lang } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct } from "./shop-data";

const SUCCESS_CARD = "4355 0843 5508 4358";

/** A guest with a cart and an address, in a fresh browser: its page and its token. */
async function guestReady(browser: Browser, baseURL: string, width: number, js = true) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled: js });
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL }]);
  const product = await findPlainProduct(context.request, baseURL, 1);
  const token = await seedGuestCartIn(context, baseURL, lineOf(product));
  await readyForCheckoutFor(context.request, baseURL, token);
  return { context, token, page: await context.newPage() };
}

for (const width of [1440, 375]) {
  test(`a guest pays through PayTR's framed card page in Turkish at ${width} px`, async ({ browser, baseURL }) => {
    test.slow();
    const t = checkout.tr;
    const { context, page } = await guestReady(browser, baseURL!, width);
    await page.goto("/odeme/odeme-yontemi");
    await page.waitForLoadState("networkidle");
    await page.locator("input[name=payment][value=paytr]").check();
    await page.getByRole("button", { name: t.payment.continue }).click();
    await expect(page).toHaveURL(/\/odeme\/onay\?.*payment=paytr/);
    // No card fields in the shop: the card is typed at PayTR.
    await expect(page.getByRole("group", { name: t.card.title })).toHaveCount(0);
    await page.getByLabel(t.approve.acceptDistanceSales).check();
    await page.getByLabel(t.approve.acceptPreInformation).check();
    await page.getByRole("button", { name: t.approve.placeOrder }).click();

    await expect(page).toHaveURL(/\/odeme\/paytr\?t=[0-9a-f]+$/);
    await expect(page.getByRole("heading", { level: 1, name: t.paytr.title })).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${t.paytr.frameTitle}"]`);
    await frame.getByLabel(/Kart sahibi/).fill("AYSE YILMAZ");
    await frame.getByLabel(/Kart numarası/).fill(SUCCESS_CARD);
    await frame.getByLabel(/Son kullanma/).fill("12/35");
    await frame.getByLabel("CVV").fill("123");
    await page.screenshot({ path: `test-results/paytr/step-tr-${width}.png`, fullPage: true });
    await frame.getByRole("button", { name: /Öde/ }).click();
    await expect(frame.getByText("•••• 4358")).toBeVisible();
    await frame.getByRole("button", { name: /Onayla/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
    await expect(page.getByTestId("order-code")).not.toBeEmpty();
    await page.screenshot({ path: `test-results/paytr/success-tr-${width}.png`, fullPage: true });
    await context.close();
  });
}

/** Without bidi marks, spaces and currency signs: the shop's and PayTR's ways of writing an amount compare equal. */
const digitsOf = (text: string) => text.replace(/[^\d]/g, "");

const installmentBuyers: { lang: Lang; js: boolean; width: number }[] = [
  { lang: "tr", js: true, width: 375 },
  { lang: "ar", js: true, width: 375 },
  { lang: "tr", js: false, width: 1440 },
];
for (const { lang, js, width } of installmentBuyers) {
  test(`PayTR in 3 installments on a Bonus card in ${lang} ${js ? "with" : "without"} JavaScript at ${width} px`, async ({ browser, baseURL }) => {
    test.slow();
    const t = checkout[lang];
    const { context, page } = await guestReady(browser, baseURL!, width, js);
    await page.goto(`${prefix(lang)}/odeme/odeme-yontemi`);
    if (js) await page.waitForLoadState("networkidle");
    await page.locator("input[name=payment][value=paytr]").check();
    await page.getByRole("button", { name: t.payment.continue }).click();
    await expect(page).toHaveURL(/\/odeme\/onay\?.*payment=paytr/);

    const step = page.getByRole("group", { name: t.paytr.installmentsTitle });
    await expect(step).toBeVisible();
    const single = digitsOf(await page.getByTestId("approve-charge").innerText());
    const bin = step.getByLabel(t.paytr.binLabel);
    if (js) {
      await bin.pressSequentially("54066754");
    } else {
      await bin.fill("54066754");
      await step.getByRole("button", { name: t.card.showInstallments }).click();
      // The BIN is not card data: it stays in its field.
      await expect(page.getByRole("group", { name: t.paytr.installmentsTitle }).getByLabel(t.paytr.binLabel)).toHaveValue("54066754");
    }
    await expect(page.getByTestId("card-identity")).toContainText("Garanti BBVA");
    const plans = page.getByRole("group", { name: t.card.installments });
    const three = page.getByRole("radio", { name: new RegExp(plural(t.card, "plan", lang, 3)) });
    await plans.locator(three).check();
    const total = digitsOf(await plans.locator("label").filter({ has: three }).locator(".card-plans__total").innerText());
    expect(Number(total)).toBeGreaterThan(Number(single));
    if (js) {
      // The charged amount follows the choice, on the step and in the payment summary above.
      await expect.poll(async () => digitsOf(await page.locator("#card-charge").innerText())).toContain(total);
      await expect.poll(async () => digitsOf(await page.getByTestId("approve-charge").innerText())).toContain(total);
    } else {
      await expect(page.locator("#card-charge")).toHaveText(t.card.chargedByPlan);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await step.screenshot({ path: `test-results/paytr/installments-${lang}-${js ? "js" : "nojs"}-${width}.png` });
    await page.screenshot({ path: `test-results/paytr/approve-installments-${lang}-${js ? "js" : "nojs"}-${width}.png`, fullPage: true });
    await page.getByLabel(t.approve.acceptDistanceSales).check();
    await page.getByLabel(t.approve.acceptPreInformation).check();
    await page.getByRole("button", { name: t.approve.placeOrder }).click();

    // PayTR's page offers up to the 3 parts chosen in the shop, and asks for the total with interest.
    await expect(page).toHaveURL(/\/odeme\/paytr\?t=[0-9a-f]+$/);
    const frame = page.frameLocator("iframe.paytr-step__frame");
    await expect(frame.getByLabel(/Taksit/)).toHaveValue("3");
    await expect(frame.getByLabel(/Taksit/).locator("option")).toHaveCount(3);
    await frame.getByLabel(/Kart sahibi/).fill("AYSE YILMAZ");
    await frame.getByLabel(/Kart numarası/).fill("5406 6754 0667 5403");
    await frame.getByLabel(/Son kullanma/).fill("12/35");
    await frame.getByLabel("CVV").fill("123");
    await frame.getByRole("button", { name: /Öde/ }).click();
    await expect(frame.getByText("•••• 5403")).toBeVisible();
    expect(digitsOf(await frame.locator("strong").first().innerText())).toBe(total);
    await frame.getByRole("button", { name: /Onayla/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
    const charged = page.getByTestId("order-charged");
    await expect(charged).toBeVisible();
    expect(digitsOf(await charged.innerText())).toBe(`${total}3`);
    await context.close();
  });
}

for (const lang of ["tr", "en", "ar"] as Lang[]) {
  for (const width of [375, 1440]) {
    test(`the PayTR step in ${lang} at ${width} px`, async ({ browser, baseURL }) => {
      const { context, page, token } = await guestReady(browser, baseURL!, width);
      const res = await context.request.get(`${baseURL}/api/v1/payment/getPayTRIframeToken?language=${lang}&distance_sales=1&pre_information=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { response } = (await res.json()) as { response: { token: string } };
      await page.goto(`${prefix(lang)}/odeme/paytr?t=${response.token}`);
      await expect(page.getByRole("heading", { level: 1, name: checkout[lang].paytr.title })).toBeVisible();
      await expect(page.frameLocator("iframe.paytr-step__frame").getByRole("button", { name: /Öde/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/paytr/step-${lang}-${width}.png`, fullPage: true });
      // A token that is not one: back to the payment step.
      await page.goto(`${prefix(lang)}/odeme/paytr?t=x`);
      await expect(page).toHaveURL(/\/odeme\/odeme-yontemi\?payment=paytr/);
      await context.close();
    });
  }
}

for (const lang of ["tr", "en", "ar"] as Lang[]) {
  test(`the owner's payment-method settings in ${lang}`, async ({ browser, baseURL }) => {
    const t = adminTexts[lang];
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/admin/settings/payments");
    await page.getByLabel(t.login.email).fill("admin@example.com");
    await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: t.login.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.paymentSettings.title })).toBeVisible();
    const paytr = page.getByRole("region", { name: /PayTR/ });
    // The fake's keys come from the environment: ready, and no secret is on the page.
    await expect(paytr.getByRole("status")).toHaveText(t.paymentSettings.ready);
    await expect(paytr.getByLabel(t.paymentSettings.credential.merchantKey)).toHaveValue("");
    await page.screenshot({ path: `test-results/paytr/settings-${lang}-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `test-results/paytr/settings-${lang}-375.png`, fullPage: true });
    if (lang === "tr") {
      // Saving a method (unchanged) comes back with the saved notice.
      const door = page.getByRole("region", { name: /door/ });
      await door.getByRole("button", { name: t.paymentSettings.save }).click();
      await expect(page.getByText(t.form.saved)).toBeVisible();
    }
    await context.close();
  });
}
