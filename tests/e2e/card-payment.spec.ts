// Paying by card in the browser, through the built-in test acquirer: the card method on the payment step, the card
// step on the approve page (field messages; the card's bank, family and installment table from its first digits —
// as they are typed with JavaScript, after "Show installments" without; the charged amount of the chosen plan), the
// bank's 3-D Secure page, and the order (what the card was charged, in how many parts) — in Turkish and in Arabic,
// each with and without JavaScript; a declined card (English) and a wrong 3-D Secure password (Turkish) bring the
// shopper back with the reason and the cart kept. The cart and the addresses are set
// up through the API: the card step is what is under test. Screenshots of both pages go to test-results/card/.
import type { Browser, Page } from "@playwright/test";
import { lineOf, readyForCheckoutFor } from "./api-shopper";
import { checkout, errors, plural, prefix, type Lang } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct, type PlainProduct } from "./shop-data";

const CARD_NAME: Record<Lang, string> = { tr: "Kredi / banka kartı", en: "Credit / debit card", ar: "بطاقة ائتمان / خصم" };
const CHALLENGE_TITLE: Record<Lang, string> = { tr: "3-D Secure doğrulama", en: "3-D Secure verification", ar: "التحقق عبر \u20683-D Secure\u2069" };
const CONFIRM: Record<Lang, string> = { tr: "Onayla", en: "Confirm", ar: "تأكيد" };

async function onPaymentStep(browser: Browser, baseURL: string, product: PlainProduct, lang: Lang, js: boolean, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: js, baseURL, viewport: { width, height: 900 } });
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL }]);
  const token = await seedGuestCartIn(context, baseURL, lineOf(product));
  await readyForCheckoutFor(context.request, baseURL, token);
  const page = await context.newPage();
  await page.goto(`${prefix(lang)}/odeme/odeme-yontemi`);
  if (js) await page.waitForLoadState("networkidle");
  return { context, page };
}

/** Payment step: the card method (its plans come with the card), on to the approve page. */
async function chooseCard(page: Page, lang: Lang) {
  const t = checkout[lang];
  // "Card" is also a way to pay at the door: the method is the payment radio of that name.
  await page.locator("input[name=payment][value=credit_card]").check();
  await expect(page.getByRole("radio", { name: CARD_NAME[lang] }).and(page.locator("[name=payment]"))).toBeChecked();
  // With JavaScript the totals follow the method (a navigation): the note is there after it.
  // Every card method (iyzico too, in the browser tests' shop) carries the note: this one's.
  await expect(page.locator(".payment-method--credit_card").getByText(t.payment.cardInstallmentsLater)).toBeVisible();
  await page.getByRole("button", { name: t.payment.continue }).click();
  // The form carries every method's sub-choices; the approve page reads those of the chosen one.
  await expect(page).toHaveURL(/\/odeme\/onay\?.*payment=credit_card&installments=1/);
}

/** Without bidi marks, so the same amount written by the shop and by the bank's page compare equal. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").trim();

/**
 * The card's first digits: its bank and family, then its plans as radio rows. With JavaScript they follow the typing;
 * without, "Show installments" posts the form and the page comes back with them, the holder, number and expiry as
 * typed (the number in its field only: nowhere else in the page, which is never stored), the security code to type
 * again. Chooses `count` installments and answers that row's total.
 */
async function choosePlan(page: Page, lang: Lang, js: boolean, number: string, count: number, family = "Bonus"): Promise<string> {
  const t = checkout[lang].card;
  const numberField = page.getByLabel(t.number);
  if (js) {
    await numberField.pressSequentially(number.replace(/ /g, "").slice(0, 8));
  } else {
    await page.getByLabel(t.holder).fill("AYSE YILMAZ");
    await numberField.fill(number);
    await page.getByLabel(t.expiry).fill("12/35");
    await page.getByLabel(t.cvv).fill("123");
    const [reply] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST" && /\/odeme\/onay/.test(response.url())),
      page.getByRole("button", { name: t.showInstallments }).click(),
    ]);
    await expect(page.getByText(t.retype)).toBeVisible();
    await expect(page.getByLabel(t.holder)).toHaveValue("AYSE YILMAZ");
    await expect(page.getByLabel(t.number)).toHaveValue(number);
    await expect(page.getByLabel(t.expiry)).toHaveValue("12/35");
    await expect(page.getByLabel(t.cvv)).toHaveValue("");
    const html = await reply.text();
    const digits = number.replace(/ /g, "");
    // Once, as the number field's value; not in the page's data (its hydration script), not grouped otherwise.
    expect(html.split(number).length - 1).toBe(1);
    expect(html).toContain(`value="${number}"`);
    expect(html).not.toContain(digits);
    expect(reply.url()).not.toContain(digits.slice(0, 6));
    expect(reply.headers()["cache-control"]).toContain("no-store");
  }
  await expect(page.getByTestId("card-identity")).toContainText(`Test Bank · ${family}`);
  const plans = page.getByRole("group", { name: t.installments });
  const radio = page.getByRole("radio", { name: new RegExp(plural(t, "plan", lang, count)) });
  await plans.locator(radio).check();
  const row = plans.locator("label").filter({ has: radio });
  const total = plain(await row.locator(".card-plans__total").innerText());
  if (js) {
    // The charged amount follows the choice.
    await expect.poll(async () => plain(await page.locator("#card-charge").innerText())).toContain(total);
  } else {
    await expect(page.locator("#card-charge")).toHaveText(t.chargedByPlan);
  }
  return total;
}

async function fillCard(page: Page, lang: Lang, js: boolean, number: string) {
  const t = checkout[lang].card;
  await page.getByLabel(t.holder).fill("AYSE YILMAZ");
  const numberField = page.getByLabel(t.number);
  if (js) {
    // Typed digit by digit, it is grouped by four as it goes.
    await numberField.pressSequentially(number.replace(/ /g, ""));
    await expect(numberField).toHaveValue(number);
  } else {
    await numberField.fill(number);
  }
  await page.getByLabel(t.expiry).fill("12/35");
  await page.getByLabel(t.cvv).fill("123");
}

async function acceptAndPlace(page: Page, lang: Lang) {
  const t = checkout[lang];
  await page.getByLabel(t.approve.acceptDistanceSales).check();
  await page.getByLabel(t.approve.acceptPreInformation).check();
  await page.getByRole("button", { name: t.approve.placeOrder }).click();
}

const buyers: { lang: Lang; js: boolean; width: number }[] = [
  { lang: "tr", js: false, width: 1440 },
  { lang: "tr", js: true, width: 1440 },
  { lang: "ar", js: true, width: 375 },
  { lang: "ar", js: false, width: 375 },
];

for (const { lang, js, width } of buyers) {
  test(`pays by card in ${lang} ${js ? "with" : "without"} JavaScript at ${width} px`, async ({ browser, baseURL, request }) => {
    test.slow();
    const product = await findPlainProduct(request, baseURL!, 1);
    const { context, page } = await onPaymentStep(browser, baseURL!, product, lang, js, width);
    const t = checkout[lang];
    await chooseCard(page, lang);

    // The card step: the single payment until the card is known, the card fields with their autofill names.
    await expect(page.getByRole("group", { name: t.card.title })).toBeVisible();
    await expect(page.locator("#card-charge")).toContainText(t.card.charged.split("{{total}}")[0].trim());
    await expect(page.getByTestId("card-identity")).toHaveText(t.card.binHint);
    await expect(page.getByLabel(t.card.number)).toHaveAttribute("autocomplete", "cc-number");
    await expect(page.getByLabel(t.card.number)).toHaveAttribute("inputmode", "numeric");
    await expect(page.getByLabel(t.card.holder)).toHaveAttribute("autocomplete", "cc-name");
    await expect(page.getByLabel(t.card.expiry)).toHaveAttribute("autocomplete", "cc-exp");
    await expect(page.getByLabel(t.card.cvv)).toHaveAttribute("autocomplete", "cc-csc");

    // Nothing typed: every field says what it needs, nothing leaves the shop.
    await acceptAndPlace(page, lang);
    await expect(page.getByText(t.card.errors.cardNumber.required)).toBeVisible();
    await expect(page.getByText(t.card.errors.cardHolder.required)).toBeVisible();
    await expect(page).toHaveURL(/\/odeme\/onay/);
    await page.getByRole("group", { name: t.card.title }).screenshot({ path: `test-results/card/card-errors-${lang}-${js ? "js" : "nojs"}-${width}.png` });

    const charged = await choosePlan(page, lang, js, "4111 1111 1111 1111", 3);
    await page.getByRole("group", { name: t.card.title }).screenshot({ path: `test-results/card/card-plans-${lang}-${js ? "js" : "nojs"}-${width}.png` });
    if (js) {
      // The rest of the number after the BIN.
      await page.getByLabel(t.card.number).press("End");
      await page.getByLabel(t.card.number).pressSequentially("11111111");
      await expect(page.getByLabel(t.card.number)).toHaveValue("4111 1111 1111 1111");
      await page.getByLabel(t.card.holder).fill("AYSE YILMAZ");
      await page.getByLabel(t.card.expiry).fill("12/35");
      await page.getByLabel(t.card.cvv).fill("123");
    } else {
      await fillCard(page, lang, js, "4111 1111 1111 1111");
    }
    await page.screenshot({ path: `test-results/card/approve-${lang}-${js ? "js" : "nojs"}-${width}.png`, fullPage: true });
    if (!js) await acceptAndPlace(page, lang);
    else await page.getByRole("button", { name: t.approve.placeOrder }).click();

    // The bank's page: the amount, the last four digits, the password.
    await expect(page.getByRole("heading", { name: CHALLENGE_TITLE[lang] })).toBeVisible();
    await expect(page.getByText("•••• 1111")).toBeVisible();
    // The bank is asked for the chosen plan's total, interest included.
    expect(plain(await page.locator("dd").first().innerText())).toBe(charged);
    await page.screenshot({ path: `test-results/card/challenge-${lang}-${width}.png` });
    await page.getByLabel(/3-D Secure/).fill("123456");
    await page.getByRole("button", { name: CONFIRM[lang] }).click();

    await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
    await expect(page.getByTestId("order-code")).not.toBeEmpty();
    // The order keeps what the card was charged with the plan's interest, and the count.
    const digits = (text: string) => text.replace(/[^\d]/g, "");
    expect(digits(await page.getByTestId("order-charged").innerText())).toBe(`${digits(charged)}3`);
    await context.close();
  });
}

// Turned back at the bank: a declined card in English, a wrong 3-D Secure password in Turkish. Either way the shopper
// is back on the payment step with the reason, and the cart is kept.
const turnedBack = [
  { lang: "en" as Lang, number: "4000 0000 0000 0002", password: "123456", reason: errors.en.card_declined, shot: "declined-en-1440" },
  { lang: "tr" as Lang, number: "4111 1111 1111 1111", password: "654321", reason: errors.tr.three_d_secure_failed, shot: "wrong-password-tr-1440" },
];
for (const { lang, number, password, reason, shot } of turnedBack) {
  test(`turned back at the bank (${shot}): back on the payment step with the reason, the cart kept`, async ({ browser, baseURL, request }) => {
    test.slow();
    const product = await findPlainProduct(request, baseURL!, 1);
    const { context, page } = await onPaymentStep(browser, baseURL!, product, lang, true, 1440);
    await chooseCard(page, lang);
    await fillCard(page, lang, true, number);
    await page.getByRole("group", { name: checkout[lang].card.title }).screenshot({ path: `test-results/card/card-step-${shot}.png` });
    await acceptAndPlace(page, lang);
    await expect(page.getByRole("heading", { name: CHALLENGE_TITLE[lang] })).toBeVisible();
    await page.getByLabel(/3-D Secure/).fill(password);
    await page.getByRole("button", { name: CONFIRM[lang] }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/odeme/odeme-yontemi\\?payment=credit_card`));
    await expect(page.getByText(reason)).toBeVisible();
    // The cart is still there: the payment step only shows with lines in the cart, and its summary has the total.
    await expect(page.getByRole("complementary", { name: checkout[lang].summary.title }).getByTestId("grand-total")).toBeVisible();
    await page.screenshot({ path: `test-results/card/${shot}.png` });
    await context.close();
  });
}

// The card step's table in every language on a phone and a desktop (World card: 1 to 12), and Arabic on a phone
// without JavaScript: screenshots to look at, in test-results/card/.
const looks: { lang: Lang; js: boolean; width: number }[] = [
  ...(["tr", "en", "ar"] as const).flatMap((lang) => [375, 1440].map((width) => ({ lang, js: true, width }))),
  { lang: "ar", js: false, width: 375 },
];
for (const { lang, js, width } of looks) {
  test(`the card's plans in ${lang} ${js ? "with" : "without"} JavaScript at ${width} px`, async ({ browser, baseURL, request }) => {
    const product = await findPlainProduct(request, baseURL!, 1);
    const { context, page } = await onPaymentStep(browser, baseURL!, product, lang, js, width);
    await chooseCard(page, lang);
    await choosePlan(page, lang, js, "5555 5555 5555 4444", 12, "World");
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page
      .getByRole("group", { name: checkout[lang].card.title })
      .screenshot({ path: `test-results/card/plans-${lang}-${js ? "js" : "nojs"}-${width}.png` });
    await context.close();
  });
}
