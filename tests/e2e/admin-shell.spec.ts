// The admin area end to end: an admin page sends to /login?r=<page>, signing in comes back to it, the left menu
// stays folded across pages (a cookie, so also without JavaScript), the audit log lists the sign-in and filters,
// signing out ends the session. Turkish without JavaScript, Arabic with it (mirrored, right to left).
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { admin as texts, errors, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const ADMIN_EMAIL = "admin@example.com";

for (const { lang, js } of [
  { lang: "tr", js: false },
  { lang: "ar", js: true },
] as { lang: Lang; js: boolean }[]) {
  test.describe(`admin shell in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, lang });

    test.beforeEach(async ({ context, baseURL }) => {
      // The admin pages have no language prefix: their language is the remembered choice.
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
    });

    test("sign in with r=, fold the menu, read the audit log, sign out", async ({ page }) => {
      const t = texts[lang];
      await page.goto("/admin/audit?q=login");
      await expect(page).toHaveURL(/\/login\?r=%2Fadmin%2Faudit%3Fq%3Dlogin$/);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

      await page.getByLabel(t.login.email).fill(ADMIN_EMAIL);
      await page.getByLabel(t.login.password).fill("not-the-password");
      await page.getByRole("button", { name: t.login.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(errors[lang].admin_login_failed);
      // The email stays, the password does not.
      await expect(page.getByLabel(t.login.email)).toHaveValue(ADMIN_EMAIL);
      await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: t.login.submit }).click();

      await expect(page).toHaveURL(/\/admin\/audit\?q=login$/);
      await expect(page.getByRole("heading", { level: 1, name: t.audit.title })).toBeVisible();
      const menu = page.getByRole("navigation", { name: t.shell.menu });
      await expect(menu.getByRole("link", { name: t.menu.audit })).toHaveAttribute("aria-current", "page");
      // Every section has its page: each entry of an owner's menu is a link.
      for (const section of [t.menu.catalogue, t.menu.orders, t.menu.customers, t.menu.comments, t.menu.campaigns, t.menu.xml, t.menu.content, t.menu.settings]) {
        await expect(menu.getByRole("link", { name: section })).toBeVisible();
      }
      await expect(page.getByRole("navigation", { name: t.shell.breadcrumbs }).getByRole("link", { name: t.menu.dashboard })).toBeVisible();
      // The sign-in just made is in the log.
      const rows = page.getByRole("table").getByRole("row");
      await expect(rows.filter({ hasText: "login" }).first()).toBeVisible();

      // A filter nothing matches: the empty state says the filters found nothing.
      await page.getByLabel(t.audit.searchLabel).fill("no-such-action-anywhere");
      await page.getByRole("button", { name: t.list.apply }).click();
      await expect(page.getByRole("status").filter({ hasText: t.list.emptyFiltered })).toBeVisible();

      // Fold the menu: labels hidden, and still folded on the next page.
      await page.getByRole("button", { name: t.shell.fold }).click();
      await expect(page.getByRole("button", { name: t.shell.unfold })).toHaveAttribute("aria-expanded", "false");
      await menu.getByRole("link", { name: t.menu.dashboard }).click();
      await expect(page).toHaveURL(/\/admin$/);
      // The dashboard tells what the menu is, and promises no faded sections: every section has its page.
      await expect(page.getByText(t.dashboard.intro, { exact: true })).toBeVisible();
      await expect(page.getByText(/soluk görünür|greyed out|تظهر باهتة/)).toHaveCount(0);
      await expect(menu.locator("[aria-disabled]")).toHaveCount(0);
      await expect(page.getByRole("button", { name: t.shell.unfold })).toBeVisible();
      const sidebar = await page.locator("#admin-sidebar").boundingBox();
      const viewport = page.viewportSize()!;
      // Mirrored: the menu is on the start side (left in Turkish, right in Arabic), and narrow when folded.
      expect(sidebar!.width).toBeLessThan(80);
      if (lang === "ar") expect(sidebar!.x + sidebar!.width).toBeGreaterThan(viewport.width - 2);
      else expect(sidebar!.x).toBeLessThan(2);
      await page.getByRole("button", { name: t.shell.unfold }).click();
      await expect(page.getByRole("button", { name: t.shell.fold })).toBeVisible();

      // Signing in again is not offered to a signed-in admin.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/admin$/);

      await page.getByRole("button", { name: t.shell.logout }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
