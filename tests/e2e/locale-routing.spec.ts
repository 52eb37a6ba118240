import { expect, test } from "@playwright/test";
import { common, cookiePolicy, JS_MODES } from "./catalogues";

for (const { js, title } of JS_MODES) {
  test.describe(`locale routing ${title}`, () => {
    test.use({ javaScriptEnabled: js });

    test("/ is Turkish, /en English, /ar right-to-left Arabic", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("heading", { level: 1, name: common.tr.home.heroTitle })).toBeVisible();

      await page.goto("/en");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1, name: common.en.home.heroTitle })).toBeVisible();

      await page.goto("/ar");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1, name: common.ar.home.heroTitle })).toBeVisible();
    });

    test("the language switcher keeps the current page and remembers the choice", async ({ page, context }) => {
      await page.goto("/cerez-politikasi");
      await expect(page.getByRole("heading", { level: 1, name: cookiePolicy.tr.title })).toBeVisible();

      const switcher = page.getByRole("navigation", { name: common.tr.language.label });
      await switcher.getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(/\/en\/cerez-politikasi$/);
      await expect(page.getByRole("heading", { level: 1, name: cookiePolicy.en.title })).toBeVisible();
      expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

      await page
        .getByRole("navigation", { name: common.en.language.label })
        .getByRole("link", { name: "العربية" })
        .click();
      await expect(page).toHaveURL(/\/ar\/cerez-politikasi$/);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

      // The remembered language wins over the browser's on "/".
      await page.goto("/");
      await expect(page).toHaveURL(/\/ar$/);

      await page
        .getByRole("navigation", { name: common.ar.language.label })
        .getByRole("link", { name: "Türkçe" })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    });
  });
}

test.describe("browser language detection on /", () => {
  test.use({ locale: "ar-SA" });

  test("an Arabic browser is sent to /ar once, and the cookie remembers it", async ({ page, context }) => {
    const response = await page.goto("/");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/ar$/);
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("ar");
  });

  test("other paths are never redirected by the browser language", async ({ page }) => {
    await page.goto("/cerez-politikasi");
    await expect(page).toHaveURL(/\/cerez-politikasi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });
});

test.describe("the /resource/set-language and /resource/i18n resource routes", () => {
  test("stores the choice for a year and never redirects off-site", async ({ request }) => {
    const response = await request.get("/resource/set-language?lang=ar&to=/en/cerez-politikasi?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/ar/cerez-politikasi?x=1");
    const cookie = response.headers()["set-cookie"];
    expect(cookie).toMatch(/^lang=ar;/);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("SameSite=Lax");

    for (const to of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const offsite = await request.get(`/resource/set-language?lang=en&to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
      expect(offsite.headers()["location"], to).toBe("/en");
    }
  });

  test("browser catalogues are served for known languages and namespaces only", async ({ request }) => {
    expect((await request.get("/resource/i18n/en/cookies")).status()).toBe(200);
    expect((await request.get("/resource/i18n/de/common")).status()).toBe(404);
    expect((await request.get("/resource/i18n/en/nope")).status()).toBe(404);
    expect((await request.get("/resource/i18n/en/__proto__")).status()).toBe(404);
  });
});

test("a content page reached by another language's link moves to this language's own address (301)", async ({ request }) => {
  for (const [from, to] of [
    ["/en/hakkimizda", "/en/about-us"],
    ["/ar/hakkimizda?ref=1", "/ar/about-us?ref=1"],
    ["/about-us", "/hakkimizda"],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location, "http://shop.test");
    expect(location.pathname + location.search, from).toBe(to);
  }
  expect((await request.get("/en/about-us", { maxRedirects: 0 })).status()).toBe(200);
});
