// Six installments through the built-in test acquirer, in Turkish with JavaScript: the plan's monthly parts add up
// to its total exactly (the first carrying the remainder), the bank is asked for that total, and the success page's
// "Genel toplam" is what the card was charged, with the installment interest ("Vade farkı") as a line of the order.
// The cart and the addresses are set up through the API. A screenshot of the success page goes to test-results/card/.
import { lineOf, readyForCheckoutFor } from "./api-shopper";
import { checkout, plural } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct } from "./shop-data";

const t = checkout.tr;

/** Without bidi marks and spaces, so amounts written by the shop and the bank's page compare equal. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").trim();
/** Turkish amounts ("10.811,68 TL") in kuruş, in the order they appear in `text`. */
const kurus = (text: string) => [...plain(text).matchAll(/(\d{1,3}(?:\.\d{3})*),(\d{2})/g)].map(([, whole, cents]) => Number(whole.replace(/\./g, "")) * 100 + Number(cents));

test("six installments: the parts add up to the charge, and the success page's grand total is what the card was charged", async ({ browser, baseURL, request }) => {
  test.slow();
  const product = await findPlainProduct(request, baseURL!, 1);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
  const token = await seedGuestCartIn(context, baseURL!, lineOf(product));
  await readyForCheckoutFor(context.request, baseURL!, token);
  const page = await context.newPage();
  await page.goto("/odeme/odeme-yontemi");
  await page.waitForLoadState("networkidle");
  await page.locator("input[name=payment][value=credit_card]").check();
  await page.getByRole("button", { name: t.payment.continue }).click();
  await expect(page).toHaveURL(/\/odeme\/onay\?.*payment=credit_card/);
  const cartTotal = kurus(await page.getByTestId("grand-total").innerText())[0];

  // The card's first digits bring its plans; the six-part row's parts add up to its total.
  await page.getByLabel(t.card.number).pressSequentially("41111111");
  const plans = page.getByRole("group", { name: t.card.installments });
  const radio = page.getByRole("radio", { name: new RegExp(plural(t.card, "plan", "tr", 6)) });
  await plans.locator(radio).check();
  const row = plans.locator("label").filter({ has: radio });
  const [chargedMinor] = kurus(await row.locator(".card-plans__total").innerText());
  const [perMinor, firstMinor = perMinor] = kurus(await row.locator(".card-plans__monthly").innerText());
  expect(firstMinor + 5 * perMinor).toBe(chargedMinor);
  expect(chargedMinor).toBeGreaterThan(cartTotal);

  await page.getByLabel(t.card.number).press("End");
  await page.getByLabel(t.card.number).pressSequentially("11111111");
  await page.getByLabel(t.card.holder).fill("AYSE YILMAZ");
  await page.getByLabel(t.card.expiry).fill("12/35");
  await page.getByLabel(t.card.cvv).fill("123");
  await page.getByLabel(t.approve.acceptDistanceSales).check();
  await page.getByLabel(t.approve.acceptPreInformation).check();
  await page.getByRole("button", { name: t.approve.placeOrder }).click();

  // The bank is asked for the plan's total.
  await expect(page.getByText("•••• 1111")).toBeVisible();
  expect(kurus(await page.locator("dd").first().innerText())).toEqual([chargedMinor]);
  await page.getByLabel(/3-D Secure/).fill("123456");
  await page.getByRole("button", { name: "Onayla" }).click();

  await expect(page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
  // "Genel toplam" is the charge; the interest is its own line of the totals.
  expect(kurus(await page.getByTestId("grand-total").innerText())).toEqual([chargedMinor]);
  const interest = page.locator(".order-totals__row").filter({ has: page.getByText(t.summary.installmentInterest, { exact: true }) });
  expect(kurus(await interest.locator("dd").innerText())).toEqual([chargedMinor - cartTotal]);
  await page.screenshot({ path: "test-results/card/installment-interest-success-tr.png", fullPage: true });
  await context.close();
});
