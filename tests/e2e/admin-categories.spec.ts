// The catalogue's categories end to end: an admin creates a category with its texts in Turkish, English and Arabic,
// moves it under another category, links it from the header menu, and the storefront shows it at once in each
// language, under its new parent. Turkish without JavaScript, English with it.
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { admin as texts, catalog, common, errors, fill, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const PARENT: Record<Lang, string> = { tr: "Mobilya", en: "Furniture", ar: "أثاث" };

for (const { lang, js } of [
  { lang: "tr", js: false },
  { lang: "en", js: true },
] as { lang: Lang; js: boolean }[]) {
  test.describe(`admin categories in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, lang });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    });

    test.setTimeout(120_000);

    test("create in three languages, move, link from the menu, see it on the storefront", async ({ page, context, baseURL }) => {
      const t = texts[lang];
      const stamp = `${Date.now()}${js ? "j" : "n"}`;
      const titles: Record<Lang, string> = { tr: `Bahçe Köşesi ${stamp}`, en: `Garden Corner ${stamp}`, ar: `ركن الحديقة ${stamp}` };

      await page.goto("/admin/categories");
      await expect(page).toHaveURL(/\/login\?r=/);
      await page.getByLabel(t.login.email).fill("admin@example.com");
      await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: t.login.submit }).click();
      await expect(page).toHaveURL(/\/admin\/categories$/);
      await expect(page.getByRole("heading", { level: 1, name: t.taxonomy.tab.categories })).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.taxonomy.tabs }).getByRole("link", { name: t.taxonomy.tab.products })).toBeVisible();

      // A form refused by the server keeps what was typed and says which field (a blank Turkish title passes the
      // browser's own check of a required field, not the server's).
      await page.getByRole("link", { name: t.taxonomy.new }).click();
      const editor = page.getByRole("region", { name: t.taxonomy.newRecord });
      await editor.getByRole("group", { name: "Türkçe" }).getByLabel(t.taxonomy.field.title, { exact: true }).fill("   ");
      await editor.getByRole("group", { name: "English" }).getByLabel(t.taxonomy.field.title, { exact: true }).fill(titles.en);
      await editor.getByRole("button", { name: t.taxonomy.save }).click();
      await expect(page.getByRole("alert").filter({ hasText: errors[lang].form_required_general_message })).toBeVisible();
      await expect(editor.getByText(errors[lang].field_required_title)).toBeVisible();
      await expect(editor.getByRole("group", { name: "English" }).getByLabel(t.taxonomy.field.title, { exact: true })).toHaveValue(titles.en);

      for (const [code, group] of [["tr", "Türkçe"], ["en", "English"], ["ar", "العربية"]] as [Lang, string][]) {
        await editor.getByRole("group", { name: group }).getByLabel(t.taxonomy.field.title, { exact: true }).fill(titles[code]);
      }
      await editor.getByRole("button", { name: t.taxonomy.save }).click();
      const row = page.getByRole("row").filter({ hasText: titles[lang] });
      await expect(row).toBeVisible();
      await expect(page.getByText(t.form.saved)).toBeVisible();

      // Move it under a top-level category.
      await row.getByRole("link", { name: fill(t.taxonomy.editNamed, { name: titles[lang] }) }).click();
      const move = page.getByRole("form", { name: t.taxonomy.categories.move });
      await move.getByLabel(t.taxonomy.field.parent).selectOption({ label: PARENT[lang] });
      await move.getByRole("button", { name: t.taxonomy.categories.moveSubmit }).click();
      await expect(page.getByText(t.form.saved)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/categories$/);

      // A header menu item to it.
      await page.getByRole("navigation", { name: t.taxonomy.tabs }).getByRole("link", { name: t.taxonomy.tab.headerMenus }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.taxonomy.tab.headerMenus })).toBeVisible();
      await page.getByRole("link", { name: t.taxonomy.new }).click();
      const menuEditor = page.getByRole("region", { name: t.taxonomy.newRecord });
      for (const [code, name] of [["tr", "Türkçe"], ["en", "English"], ["ar", "العربية"]] as [Lang, string][]) {
        await menuEditor.getByLabel(`${t.taxonomy.field.title} (${name})`).fill(titles[code]);
      }
      const seoLink = `bahce-kosesi-${stamp}`;
      await menuEditor.getByLabel(t.taxonomy.field.url).fill(`/${seoLink}`);
      await menuEditor.getByRole("button", { name: t.taxonomy.save }).click();
      await expect(page.getByRole("row").filter({ hasText: titles[lang] })).toBeVisible();

      // The storefront: in the menu at once, the category page under its new parent, in every language.
      for (const code of ["tr", "en", "ar"] as Lang[]) {
        // The home page follows the remembered language: remember the one visited.
        await context.addCookies([{ name: "lang", value: code, url: baseURL! }]);
        await page.goto(`${prefix(code)}/`);
        await page.getByRole("navigation", { name: common[code].header.mainNavigation }).getByRole("link", { name: titles[code] }).first().click();
        await expect(page.getByRole("heading", { level: 1, name: titles[code] })).toBeVisible();
        await expect(page.getByRole("navigation", { name: catalog[code].breadcrumbs }).getByRole("link", { name: PARENT[code] })).toBeVisible();
      }
    });
  });
}

// The category page in each language at a desktop and a tablet width: Arabic mirrored (the menu on the right, the
// editor to the left of the list), nothing wider than the window. Screenshots for review in test-results.
for (const lang of ["tr", "en", "ar"] as Lang[]) {
  test(`categories page in ${lang} at 1440 and 768 px`, async ({ page, context, baseURL }, info) => {
    const t = texts[lang];
    await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    await page.goto("/login?r=%2Fadmin%2Fcategories%3Fedit%3D1");
    await page.getByLabel(t.login.email).fill("admin@example.com");
    await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: t.login.submit }).click();
    await expect(page.getByRole("region", { name: PARENT[lang] })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    for (const width of [1440, 768]) {
      await page.setViewportSize({ width, height: 1000 });
      const menu = await page.getByRole("navigation", { name: t.shell.menu }).boundingBox();
      const main = await page.locator("#admin-main").boundingBox();
      // Mirrored: the menu sits at the start of the reading direction.
      expect(lang === "ar" ? menu!.x > main!.x : menu!.x < main!.x).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: info.outputPath(`categories-${lang}-${width}.png`), fullPage: true });
    }
  });
}
