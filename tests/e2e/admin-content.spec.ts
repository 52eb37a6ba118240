// Content and settings from the admin to the storefront: an admin edits the distance-sales contract's text (a new
// version), the storefront's contract page shows the new text, and an order placed afterwards records that version;
// an admin sets the site verification (seen in the storefront's head without JavaScript) and the Tag Manager id
// (loaded with JavaScript). Turkish without JavaScript, Arabic with it.
import type { Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { guestOrderWithEmail } from "./api-shopper";
import { admin as texts, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import { findPlainProduct, graphql } from "./shop-data";

const ADMIN_EMAIL = "admin@example.com";

async function signIn(page: Page, lang: Lang, path: string) {
  const t = texts[lang];
  await page.goto(path);
  await page.getByLabel(t.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

for (const { lang, js } of [
  { lang: "tr", js: false },
  { lang: "ar", js: true },
] as { lang: Lang; js: boolean }[]) {
  test.describe(`admin content in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, lang });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    });

    test("a contract edit shows on the storefront and the next order records its version", async ({ page, request, baseURL }) => {
      test.slow();
      const t = texts[lang];
      await signIn(page, lang, "/admin/content?q=distance_sales");
      await expect(page.getByRole("heading", { level: 1, name: t.content.title })).toBeVisible();
      await page.getByRole("table").getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 1, name: t.content.edit })).toBeVisible();
      const versionNote = await page.locator(".admin-muted").first().textContent();
      const version = Number(/\d+/.exec(versionNote ?? "")![0]);
      const wording = `Sözleşme metni ${lang} ${Date.now()}`;
      const turkish = page.locator('fieldset[lang="tr"]');
      await turkish.getByLabel(t.content.field.content).fill(`<p>${wording}</p>`);
      await page.getByRole("button", { name: t.content.save }).click();
      await expect(page.getByText(t.content.versionNote.replace("{{version}}", String(version + 1)))).toBeVisible();

      // The storefront's contract page has the new wording at once.
      await page.goto("/mesafeli-satis-sozlesmesi");
      await expect(page.getByText(wording)).toBeVisible();

      // An order placed now records the new version.
      const product = await findPlainProduct(request, baseURL!, 1);
      const code = await guestOrderWithEmail(request, baseURL!, product, `contract-${lang}-${Date.now()}@example.shop`);
      const { loginAdmin } = await graphql<{ loginAdmin: { token: string } }>(
        request,
        baseURL!,
        `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`,
        { e: ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
      );
      const reply = await request.post(`${baseURL}/graphql`, {
        headers: { "content-type": "application/json", authorization: `Bearer ${loginAdmin.token}` },
        data: { query: `query($code: String) { adminOrder(code: $code) { distanceSalesVersion } }`, variables: { code } },
      });
      expect((await reply.json()).data.adminOrder.distanceSalesVersion).toBe(String(version + 1));
    });

    test("site verification and the Tag Manager id reach the storefront's head", async ({ page }) => {
      const t = texts[lang];
      await signIn(page, lang, "/admin/settings");
      await expect(page.getByRole("navigation", { name: t.settings.tabs }).getByRole("link", { name: t.settings.tab.site })).toHaveAttribute("aria-current", "page");
      const verification = `verify-${lang}-${Date.now()}`;
      const gtm = lang === "tr" ? "GTM-TRTEST1" : "GTM-ARTEST1";
      // A malformed id is refused at its field, nothing saved, the typed values kept.
      await page.getByLabel(t.settings.site.field.google_gtm_id).fill("not-an-id");
      await page.getByLabel(t.settings.site.field.google_site_verification).fill(verification);
      await page.getByRole("button", { name: t.settings.save }).click();
      await expect(page.getByLabel(t.settings.site.field.google_gtm_id)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(t.settings.site.field.google_site_verification)).toHaveValue(verification);
      await page.getByLabel(t.settings.site.field.google_gtm_id).fill(gtm);
      await page.getByRole("button", { name: t.settings.save }).click();
      await expect(page.getByText(t.form.saved)).toBeVisible();

      await page.goto(lang === "tr" ? "/" : `/${lang}`);
      await expect(page.locator('head meta[name="google-site-verification"]')).toHaveAttribute("content", verification);
      if (js) await expect(page.locator(`head script[src*="gtm.js?id=${gtm}"]`)).toHaveCount(1);
    });
  });
}

test.describe("blog on the storefront, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a post an admin publishes is listed, in its category, and readable", async ({ page, request, baseURL }) => {
    const { loginAdmin } = await graphql<{ loginAdmin: { token: string } }>(
      request,
      baseURL!,
      `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`,
      { e: ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
    );
    const asAdmin = async <T>(query: string, variables: Record<string, unknown>) => {
      const reply = await request.post(`${baseURL}/graphql`, { headers: { "content-type": "application/json", authorization: `Bearer ${loginAdmin.token}` }, data: { query, variables } });
      return ((await reply.json()) as { data: T }).data;
    };
    const stamp = Date.now();
    const { saveBlogCategory } = await asAdmin<{ saveBlogCategory: { id: number } }>(
      `mutation($input: BlogCategoryInput!) { saveBlogCategory(input: $input) { ... on BlogCategorySaved { id } } }`,
      { input: { texts: [{ language: "tr", name: `Dekorasyon ${stamp}`, seoLink: `dekorasyon-${stamp}` }] } },
    );
    const title = `Salon fikirleri ${stamp}`;
    await asAdmin(`mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { __typename } }`, {
      input: { categoryId: saveBlogCategory.id, isPublished: true, texts: [{ language: "tr", title, seoLink: `salon-${stamp}`, summary: "Özet", content: `<p>Metin ${stamp}</p>` }] },
    });
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Kategoriler" }).getByRole("link", { name: `Dekorasyon ${stamp}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/kategori/${saveBlogCategory.id}$`));
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Metin ${stamp}`)).toBeVisible();
  });
});
