// One-time codes in the browser: signing in with an SMS code (/uye-giris, Turkish without JavaScript and Arabic with
// it; a wrong code says so and keeps the step; a number no member has is answered alike), and the checkout's "verify your phone" step (a continue without it
// comes back with the warning; a wrong code says so; the right one lets the guest on), with and without JavaScript.
// The codes come from the dev outbox, as the demo shows them.
import type { APIRequestContext } from "@playwright/test";
import { account, checkout, common, errors, prefix, type Lang } from "./catalogues";
import { expect, test, uniqueBuyer } from "./fixtures";
import { nextCodeTo, textsSentTo } from "./text-outbox";

/** A member registered through the API; returns its phone and first name. */
async function registerMember(request: APIRequestContext, baseURL: string) {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const input = {
    firstName: "Elif",
    lastName: "Şahin",
    email: `elif${unique}@example.shop`,
    phone: `0536${unique}`,
    password: "uzun-bir-sifre",
    kvkk: true,
    membership: true,
  };
  const response = await request.post(`${baseURL}/graphql`, {
    headers: { "content-type": "application/json" },
    data: { query: `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { __typename } }`, variables: { input } },
  });
  expect(((await response.json()) as { data: { registerCustomer: { __typename: string } } }).data.registerCustomer.__typename).toBe("CustomerSession");
  return input;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

for (const [lang, javaScriptEnabled] of [
  ["tr", false],
  ["ar", true],
] as [Lang, boolean][]) {
  test.describe(`sign-in by SMS code, ${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ lang, javaScriptEnabled });

    test("phone, then the code from the text; a wrong code keeps the step; signed in and back to r", async ({ page, baseURL, request }) => {
      const texts = account[lang].codeLogin;
      const member = await registerMember(request, baseURL!);
      await page.goto(`${prefix(lang)}/uye-giris?r=${encodeURIComponent(`${prefix(lang)}/hesabim`)}`);
      const section = page.getByRole("region", { name: texts.title });
      await section.getByRole("button", { name: texts.sms }).click();
      await expect(page.locator("#code-login-phone-error")).toHaveText(errors[lang].field_required_phone);

      await section.getByLabel(texts.phone).fill(`+90 ${member.phone.slice(1)}`);
      const before = textsSentTo(member.phone);
      await section.getByRole("button", { name: texts.sms }).click();
      const code = await nextCodeTo(member.phone, before);
      await expect(section.getByRole("status")).toContainText(member.phone.slice(-4));

      await section.getByLabel(common[lang].phoneCode.code).fill(wrongCode(code));
      await section.getByRole("button", { name: texts.submit }).click();
      await expect(page.locator("#code-login-code-error")).toHaveText(errors[lang].wrong_code);

      await section.getByLabel(common[lang].phoneCode.code).fill(code);
      await section.getByRole("button", { name: texts.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/hesabim$`));
      await expect(page.locator("input[name=email]")).toHaveValue(member.email);
    });

    test("a number no member has gets the member's code step and answers, and no text", async ({ page }) => {
      const texts = account[lang].codeLogin;
      const stranger = `0539${`${Date.now()}`.slice(-7)}`;
      await page.goto(`${prefix(lang)}/uye-giris`);
      const section = page.getByRole("region", { name: texts.title });
      await section.getByLabel(texts.phone).fill(stranger);
      await section.getByRole("button", { name: texts.sms }).click();
      await expect(section.getByRole("status")).toContainText(stranger.slice(-4));
      await section.getByLabel(common[lang].phoneCode.code).fill("123456");
      await section.getByRole("button", { name: texts.submit }).click();
      await expect(page.locator("#code-login-code-error")).toHaveText(errors[lang].wrong_code);
      expect(textsSentTo(stranger)).toBe(0);
    });
  });
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`checkout phone confirmation, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("continuing without it comes back with the warning; a wrong code says so; the right one lets the guest on", async ({ page, checkoutPage, seedGuestCart }) => {
      test.slow();
      const t = checkout.tr;
      await seedGuestCart();
      await checkoutPage.open();
      const buyer = uniqueBuyer(`phone-${javaScriptEnabled}`);
      await checkoutPage.saveContactOnly(buyer);
      await checkoutPage.addAddress();
      await page.getByRole("button", { name: t.addresses.continue }).click();
      await expect(page).toHaveURL(/uyari=must_phone_confirm#phone$/);
      const card = page.getByRole("region", { name: t.phoneConfirm.title });
      await expect(card.getByRole("alert")).toHaveText(errors.tr.must_phone_confirm);

      const before = textsSentTo(buyer.phone);
      await card.getByRole("button", { name: t.phoneConfirm.sendSms }).click();
      const code = await nextCodeTo(buyer.phone, before);
      await card.getByLabel(common.tr.phoneCode.code).fill(wrongCode(code));
      await card.getByRole("button", { name: t.phoneConfirm.submit }).click();
      await expect(page.locator("#phone-confirm-code-error")).toHaveText(errors.tr.wrong_code);
      await card.getByLabel(common.tr.phoneCode.code).fill(code);
      await card.getByRole("button", { name: t.phoneConfirm.submit }).click();
      await expect(card).toHaveCount(0);

      await page.getByRole("button", { name: t.addresses.continue }).click();
      await expect(page).toHaveURL(/\/odeme\/odeme-yontemi$/);
    });
  });
}
