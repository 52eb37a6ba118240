// Bad input in the browser: a control character typed into a field comes back as that field's translated message
// with everything else kept (JavaScript on and off); another site's form and a body that is not a form get the
// translated error page (403, 400), never a 500. The generated cases are tests/server/storefront-hostile-input.test.ts.
import { checkout, common, errors, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const LANGS: Lang[] = ["tr", "en", "ar"];
const prefix = (lang: Lang) => (lang === "tr" ? "" : `/${lang}`);

for (const js of [false, true]) {
  test.describe(`order lookup ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("a control character is the field's message; what was typed stays", async ({ page }) => {
      const t = checkout.en;
      await page.goto("/en/siparis-sorgula");
      // A pasted bell character (U+0007): no database stores it.
      await page.getByLabel(t.lookup.code).fill("JS\u00071234");
      await page.getByLabel(t.lookup.emailOrPhone).fill("ayse@example.shop");
      await page.getByRole("button", { name: t.lookup.submit }).click();
      await expect(page.getByText(errors.en.invalid_characters)).toBeVisible();
      await expect(page.getByLabel(t.lookup.code)).toHaveValue("JS1234");
      await expect(page.getByLabel(t.lookup.emailOrPhone)).toHaveValue("ayse@example.shop");
    });
  });
}

for (const lang of LANGS) {
  test(`another site's form gets the translated 403 page (${lang})`, async ({ page, baseURL }) => {
    // A page of no origin posting to the cart: the browser marks the post cross-site.
    const target = `${baseURL}${prefix(lang)}/cart`;
    await page.goto(`data:text/html,<form method="post" action="${target}"><input name="intent" value="note"><input name="generalNote" value="x"></form>`);
    const answer = page.waitForResponse((response) => response.url() === target);
    await page.evaluate(() => document.forms[0].submit());
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: common[lang].error.forbidden.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  });
}

test("a body that is not a form gets the translated 400 page", async ({ request }) => {
  for (const lang of LANGS) {
    const response = await request.post(`${prefix(lang)}/cart`, { data: { intent: "note" }, headers: { "content-type": "application/json" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(common[lang].error.badRequest.title.replace(/'/g, "&#x27;"));
  }
});
