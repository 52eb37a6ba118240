import { expect, test, type Page } from "@playwright/test";
import { common, cookiePolicy } from "./catalogues";

const tr = common.tr;

/**
 * A hydrated page with the home page's namespaces (common, catalog) to start client navigations from: home, listing
 * and product pages are served without React (app/utils/static-page.ts), so their links load documents.
 */
const HYDRATED_START = "/kampanyalar";

/** The footer's link to the cookie policy page (its title is shop content, so it is found by its address). */
function cookiePolicyLink(page: Page, lang: "tr" | "en" | "ar") {
  const href = lang === "tr" ? "/cerez-politikasi" : `/${lang}/cerez-politikasi`;
  return page.getByRole("contentinfo").locator(`a[href="${href}"]`);
}

test("pages hydrate (or, without React, run their enhancement script) without errors in tr, en and ar", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // Missing images or favicons are content problems, not application errors.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  for (const path of ["/", "/en", "/ar", "/kampanyalar", "/en/kampanyalar", "/ar/cerez-politikasi", "/olmayan-sayfa"]) {
    await page.goto(path);
    // Only a hydrated page ships its translations to the browser.
    const withoutReact = /^\/(en|ar)?$/.test(path);
    await expect(page.locator("#i18n-resources")).toHaveCount(withoutReact ? 0 : 1);
    // The cookie banner's Settings becomes a button once React has hydrated or the enhancement script has run.
    await expect(page.getByRole("region").getByRole("button").first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("the loading bar appears for slow navigations only, then goes away", async ({ page }) => {
  await page.goto(HYDRATED_START);
  await expect(page.getByRole("button", { name: tr.cookieConsent.settings })).toBeVisible();
  // Hold the navigation's data request for a second: longer than the 200 ms throttle.
  await page.route("**/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await cookiePolicyLink(page, "tr").click();
  await expect(page.getByRole("progressbar", { name: tr.loading })).toBeVisible();
  await expect(page).toHaveURL(/\/cerez-politikasi$/);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.locator(".loading-bar")).toBeHidden();
});

for (const lang of ["tr", "en", "ar"] as const) {
  test(`${lang}: a later page's catalogue is fetched on client navigation, never other languages'`, async ({
    page,
  }) => {
    const catalogues: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/resource/i18n/")) catalogues.push(pathname);
    });
    await page.goto(lang === "tr" ? HYDRATED_START : `/${lang}${HYDRATED_START}`);
    const embedded = JSON.parse((await page.locator("#i18n-resources").textContent()) ?? "{}");
    expect(Object.keys(embedded.resources)).toEqual([lang]);
    // The campaigns page shows the catalogue, so it ships the common and catalog namespaces and nothing else.
    expect(Object.keys(embedded.resources[lang]).sort()).toEqual(["catalog", "common"]);

    await expect(page.getByRole("button", { name: common[lang].cookieConsent.settings })).toBeVisible();
    await cookiePolicyLink(page, lang).click();
    await expect(page.getByRole("heading", { level: 1, name: cookiePolicy[lang].title })).toBeVisible();
    expect(catalogues).toEqual([`/resource/i18n/${lang}/cookies`]);
  });
}
