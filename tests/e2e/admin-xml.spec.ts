// XML feeds in the browser: an admin exports a product feed file and opens it, checks a supplier's feed (a draft
// with its report, nothing changed), applies it and sees it applied, then deletes it; the storefront's /xml page
// lists the feed's addresses and the feed answers XML. Turkish without JavaScript, Arabic with it (mirrored). The
// supplier's codes name no demo product, so other tests' prices and stock stay as they are.
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { admin as texts, feeds, fill, plural, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const SUPPLIER_FEED = `<?xml version="1.0"?><Urunler><Urun><Kod>E2E-NOT-IN-CATALOGUE</Kod><Fiyat>10,50</Fiyat><Stok>3</Stok></Urun><Urun><Kod></Kod></Urun></Urunler>`;

for (const { lang, js } of [
  { lang: "tr", js: false },
  { lang: "ar", js: true },
] as { lang: Lang; js: boolean }[]) {
  test.describe(`XML feeds in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, lang });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    });

    test("export a feed file, check and apply a supplier's feed, delete it", async ({ page, request }) => {
      const t = texts[lang];
      await page.goto("/admin/xml");
      await page.getByLabel(t.login.email).fill("admin@example.com");
      await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: t.login.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.xml.title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

      await page.getByRole("button", { name: t.xml.export }).click();
      const files = page.getByRole("table", { name: t.xml.files });
      const exported = files.getByRole("row").filter({ hasText: t.xml.kinds.EXPORT }).first();
      await expect(exported).toContainText(t.xml.statuses.READY);
      const href = await exported.getByRole("link").getAttribute("href");
      const feed = await request.get(href!);
      expect(feed.headers()["content-type"]).toMatch(/xml/);
      expect(await feed.text()).toContain("<g:id>");

      await page.getByLabel(t.xml.fileLabel).setInputFiles({ name: `supplier-${lang}.xml`, mimeType: "text/xml", buffer: Buffer.from(SUPPLIER_FEED) });
      await page.getByLabel(t.xml.itemPath).fill("Urunler/Urun");
      await page.getByLabel(t.xml.codeField).fill("Kod");
      await page.getByLabel(t.xml.priceField).fill("Fiyat");
      await page.getByLabel(t.xml.stockField).fill("Stok");
      await page.getByRole("button", { name: t.xml.check }).click();

      const report = page.locator("#report");
      await expect(report.getByRole("heading", { name: fill(t.xml.reportTitle, { name: `supplier-${lang}.xml` }) })).toBeVisible();
      await expect(report.getByRole("status")).toHaveText(t.xml.statusHelp.DRAFT);
      await expect(report.getByText(t.xml.report.noChanges)).toBeVisible();
      await expect(report.getByText(fill(t.xml.report.unmatchedList, { total: 1 }))).toBeVisible();
      await expect(report.getByText(fill(t.xml.report.problemsList, { total: 1 }))).toBeVisible();

      await report.getByRole("button", { name: plural(t.xml, "applyChanges", lang, 0) }).click();
      // The job applies it in the background: the page says so until it is done.
      await expect(async () => {
        await page.reload();
        await expect(page.locator("#report").getByRole("status")).toHaveText(t.xml.statusHelp.APPLIED, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });

      const row = files.getByRole("row").filter({ hasText: `supplier-${lang}.xml` });
      page.on("dialog", (dialog) => void dialog.accept());
      await row.getByRole("button", { name: t.xml.delete }).click();
      await expect(files.getByRole("row").filter({ hasText: `supplier-${lang}.xml` })).toHaveCount(0);
    });

    test("the storefront's /xml page lists the feed addresses", async ({ page }) => {
      await page.goto(`${prefix(lang)}/xml`);
      await expect(page.getByRole("heading", { level: 1, name: feeds[lang].title })).toBeVisible();
      const link = page.getByRole("link", { name: new RegExp(`/api/v1/xml/products\\?language=${lang}&currency=TRY`) });
      await expect(link).toBeVisible();
    });
  });
}
