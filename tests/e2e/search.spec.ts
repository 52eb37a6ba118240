// What shoppers type finds what they mean, in each language, on the search page and in the header suggestions:
// a brand in capitals ("IKON"), a department name without Turkish letters, Arabic with the article, a synonym.
// Each case leaves a screenshot (375 px and 1440 px) in test-results/ for a person to look at.
import { expect, test, type Page } from "@playwright/test";
import { common, prefix } from "./catalogues";

const SEARCHES = [
  { lang: "tr", text: "IKON", expected: "Ikon Home" },
  { lang: "tr", text: "yatak odasi", expected: "Gardırop" },
  { lang: "en", text: "couch", expected: "Sofa" },
  { lang: "ar", text: "الطاولة", expected: "طاولة" },
  { lang: "ar", text: "أريكة", expected: "كنبة" },
] as const;

async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: false });
  }
}

for (const { lang, text, expected } of SEARCHES) {
  test(`search page (${lang}) "${text}" lists ${expected}`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/arama?q=${encodeURIComponent(text)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(text);
    await expect(page.getByRole("article").filter({ hasText: expected }).first()).toBeVisible();
    await shoot(page, `search-${lang}-${encodeURIComponent(text)}`);
  });
}

for (const { lang, text, suggestion } of [
  { lang: "tr", text: "yatak odasi", suggestion: "Yatak Odası" },
  { lang: "tr", text: "IKON", suggestion: "Ikon Home" },
  { lang: "en", text: "couch", suggestion: "Sofa" },
  { lang: "ar", text: "الطاولة", suggestion: "طاولة" },
] as const) {
  test(`header suggestions (${lang}) "${text}" offer ${suggestion}`, async ({ page }) => {
    await page.goto(prefix(lang) || "/");
    // Interactions wait until React has hydrated (the cookie banner's Settings becomes a button).
    await expect(page.getByRole("button", { name: common[lang].cookieConsent.settings })).toBeVisible();
    await page.getByRole("searchbox", { name: common[lang].search.label }).fill(text);
    const panel = page.getByRole("region", { name: common[lang].search.suggestions });
    // The suggestions come from a debounced fetch that a loaded machine answers slowly.
    await expect(panel.getByRole("link").filter({ hasText: suggestion }).first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath(`suggest-${lang}-1440.png`) });
  });
}
