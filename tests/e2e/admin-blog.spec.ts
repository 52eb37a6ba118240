// The content pieces of the admin reaching the storefront: an admin writes a blog post in three languages with a
// cover picture and it shows on /blog, /en/blog and /ar/blog (Turkish, without JavaScript, 1440 px); an admin adds
// a question to a product's FAQ and it shows on the product page (Arabic, with JavaScript, 768 px); an owner adds a
// bank account (a wrong IBAN refused at its field first) and it shows at the wire-transfer step (English, 375 px).
// Screenshots of the admin pages go to test-results/admin-blog/.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { buildIban, formatIban } from "../../graphql-server/modules/payment/iban";
import { lineOf, readyForCheckoutFor } from "./api-shopper";
import { admin as texts, prefix, type Lang } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct, graphql, productIn } from "./shop-data";

const ADMIN_EMAIL = "admin@example.com";

/** A GraphQL read as the demo owner (the picker test needs a product's admin name). */
async function graphqlAsAdmin<T>(request: import("@playwright/test").APIRequestContext, baseURL: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const { loginAdmin } = await graphql<{ loginAdmin: { token: string } }>(request, baseURL, `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`, {
    e: ADMIN_EMAIL,
    p: E2E_ADMIN_PASSWORD,
  });
  const reply = await request.post(`${baseURL}/graphql`, { headers: { "content-type": "application/json", authorization: `Bearer ${loginAdmin.token}` }, data: { query, variables } });
  return (await reply.json()).data as T;
}
const SHOTS = "test-results/admin-blog";

async function signIn(page: Page, lang: Lang, path: string) {
  const t = texts[lang];
  await page.goto(path);
  await page.getByLabel(t.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

const setLanguage = (lang: Lang) => async ({ context, baseURL }: { context: import("@playwright/test").BrowserContext; baseURL?: string }) => {
  await context.addCookies([
    { name: "lang", value: lang, url: baseURL! },
    { name: "cookiePolitical", value: "1", url: baseURL! },
  ]);
};

test.describe("blog post in tr, JavaScript off, 1440 px", () => {
  test.use({ javaScriptEnabled: false, lang: "tr", viewport: { width: 1440, height: 1000 } });
  test.beforeEach(setLanguage("tr"));

  test("a post in three languages with a picture shows on the three blogs", async ({ page }) => {
    test.slow();
    const t = texts.tr.blog;
    const stamp = Date.now();
    const titles = { tr: `Bahar dekorasyonu ${stamp}`, en: `Spring decoration ${stamp}`, ar: `ديكور الربيع ${stamp}` };
    await signIn(page, "tr", "/admin/blog/new");
    await expect(page.getByRole("heading", { level: 1, name: t.new })).toBeVisible();
    for (const lang of ["tr", "en", "ar"] as const) {
      const block = page.locator(`fieldset[lang="${lang}"]`);
      await block.getByLabel(t.field.title, { exact: true }).fill(titles[lang]);
      await block.getByLabel(t.field.seoLink, { exact: true }).fill(`bahar-${lang}-${stamp}`);
      await block.getByLabel(t.field.summary, { exact: true }).fill(`${titles[lang]} — ${t.field.summary}`);
      await block.getByLabel(t.field.content, { exact: true }).fill(`<p>${titles[lang]}</p>`);
    }
    const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#6a9" } }).png().toBuffer();
    await page.getByLabel(t.field.image, { exact: true }).setInputFiles({ name: "kapak.png", mimeType: "image/png", buffer: picture });
    await page.getByLabel(t.field.isPublished, { exact: true }).check();
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.edit })).toBeVisible();
    await expect(page.locator("img.admin-blog-cover")).toHaveAttribute("src", /^\/media\/blog\/[0-9a-f]+\.jpg$/);
    await page.screenshot({ path: `${SHOTS}/post-tr-1440.png`, fullPage: true });

    await page.goto(`/admin/blog?q=${stamp}`);
    await expect(page.getByRole("link", { name: titles.tr })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-tr-1440.png`, fullPage: true });

    for (const lang of ["tr", "en", "ar"] as const) {
      await page.goto(`${prefix(lang)}/blog`);
      await expect(page.getByText(titles[lang]).first()).toBeVisible();
      await expect(page.locator('img[src^="/media/blog/"]').first()).toBeVisible();
    }
  });
});

test.describe("product FAQ in ar, JavaScript on, 768 px", () => {
  test.use({ javaScriptEnabled: true, lang: "ar", viewport: { width: 768, height: 1000 } });
  test.beforeEach(setLanguage("ar"));

  test("a question added in the admin shows on the product page", async ({ page, request, baseURL }) => {
    const t = texts.ar.productFaq;
    const product = await findPlainProduct(request, baseURL!, 1);
    const shown = await productIn(request, baseURL!, product.id, "ar");
    const question = `هل يناسب الاستخدام الخارجي؟ ${Date.now()}`;
    await signIn(page, "ar", `/admin/products/${product.id}`);
    const add = page.getByRole("form", { name: t.add });
    await add.getByLabel(t.language, { exact: true }).selectOption("ar");
    await add.getByLabel(t.question, { exact: true }).fill(question);
    await add.getByLabel(t.answer, { exact: true }).fill("نعم، مع غطاء واقٍ.");
    await add.getByRole("button", { name: t.add }).click();
    await expect(page.getByRole("form", { name: question })).toBeVisible();
    await page.getByRole("heading", { name: t.title }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-faq-ar-768.png` });

    await page.goto(`/ar/${shown.seoLink}`);
    await expect(page.getByText(question)).toBeVisible();
  });

  test("the related-product picker searches as one types, adds and removes", async ({ page, request, baseURL }) => {
    const t = texts.ar.linkPicker;
    const product = await findPlainProduct(request, baseURL!, 1);
    const { adminProducts } = await graphqlAsAdmin<{ adminProducts: { items: { id: number; name: string }[] } }>(request, baseURL!, `query { adminProducts(perPage: 5) { items { id name } } }`, {});
    const { name } = adminProducts.items.find((p) => p.id !== product.id)!;
    await signIn(page, "ar", `/admin/products/${product.id}`);
    await page.getByRole("searchbox", { name: t.search }).fill(name);
    const add = page.getByRole("button", { name: t.add.relatedNamed.replace("{{name}}", name) });
    await expect(add).toBeVisible();
    await add.click();
    const remove = page.getByRole("button", { name: t.removeNamed.replace("{{name}}", name) });
    await expect(remove).toBeVisible();
    await page.getByRole("heading", { name: texts.ar.products.links }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/link-picker-ar-768.png` });
    await remove.click();
    await expect(remove).toHaveCount(0);
  });
});

test.describe("bank account in en, 375 px", () => {
  test.use({ javaScriptEnabled: true, lang: "en", viewport: { width: 375, height: 900 } });
  test.beforeEach(setLanguage("en"));

  test("an account added by the owner shows at the wire-transfer step", async ({ page, browser, request, baseURL }) => {
    const t = texts.en.bankAccounts;
    const bankName = `Test Bank ${Date.now()}`;
    const iban = buildIban("TR", `00062${String(Date.now()).padStart(17, "0")}`);
    await signIn(page, "en", "/admin/settings/bank-accounts");
    const add = page.getByRole("form", { name: t.add });
    await add.getByLabel(t.field.bankName, { exact: true }).fill(bankName);
    await add.getByLabel(t.field.accountHolder, { exact: true }).fill("Shop Ltd.");
    await add.getByLabel(t.field.branch, { exact: true }).fill("Moda");
    // A mistyped IBAN (two digits swapped) is refused at its field with everything else kept.
    const typo = `${iban.slice(0, 10)}${iban[11]}${iban[10]}${iban.slice(12)}`;
    await add.getByLabel(t.field.iban, { exact: true }).fill(typo === iban ? "TR00 0000" : typo);
    await add.getByRole("button", { name: t.add }).click();
    const refused = page.getByRole("form", { name: t.add });
    await expect(refused.getByLabel(t.field.iban, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(refused.getByText(/IBAN is not valid/)).toBeVisible();
    await expect(refused.getByLabel(t.field.bankName, { exact: true })).toHaveValue(bankName);
    await page.screenshot({ path: `${SHOTS}/bank-accounts-en-375.png`, fullPage: true });
    await refused.getByLabel(t.field.iban, { exact: true }).fill(formatIban(iban));
    await refused.getByRole("button", { name: t.add }).click();
    await expect(page.getByRole("form", { name: bankName })).toBeVisible();

    const shopper = await browser.newContext({ baseURL, viewport: { width: 375, height: 900 } });
    await shopper.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
    const product = await findPlainProduct(request, baseURL!, 1);
    const token = await seedGuestCartIn(shopper, baseURL!, lineOf(product));
    await readyForCheckoutFor(shopper.request, baseURL!, token);
    const checkout = await shopper.newPage();
    await checkout.goto("/en/odeme/odeme-yontemi");
    await checkout.locator("input[name=payment][value=wire_transfer]").check();
    await expect(checkout.getByRole("radio", { name: bankName })).toBeVisible();
    await expect(checkout.getByText(formatIban(iban))).toBeVisible();
    await shopper.close();
  });
});
