// The owner's Instagram card end to end, against a fake of the Graph API this test starts on the port the shop was
// told (INSTAGRAM_GRAPH_URL): the owner switches the posts on with an account and a token, saves (the token is not
// shown back), presses "fetch now" and reads how many posts were stored; the public route then serves them. A wrong
// token comes back as Instagram's refusal with its code, and the stored posts stay. In Turkish and Arabic, with
// JavaScript on and off. The feed is switched off and the account cleared afterwards.
//
// Then the home page: the feed switched on and fetched through the API, an anonymous visitor on a phone (375 px) sees
// the strip in Turkish and Arabic (laid out right to left), each picture linking to its post in a new tab and loaded
// from the shop's own origin, never Instagram's. E2E_SCREENSHOT_DIR=… also writes the strip at 375 and 1440 px in each
// language. Both parts share the one fake port and the one feed of the shop: they live in this file, run in order.
import { E2E_INSTAGRAM_PORT } from "../../playwright.config";
import { demoMedia, startInstagramFake, type InstagramFake } from "../../graphql-server/modules/social/fake/instagram-graph.fake";
import { signInAdmin } from "./admin-orders-api";
import { admin as texts, type Lang } from "./catalogues";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fetchInstagramNow, saveInstagram, switchInstagramOff } from "./instagram-api";

const account = { userId: "17841400000000001", token: "IGQVJ-e2e-long-lived-token" };

// The Instagram settings are one per shop and the fake holds one port: these tests must not run side by side.
test.describe.configure({ mode: "serial" });

/** The settings page's data requests with JavaScript: a post's answer, and the reload of the page's data after it. */
const SETTINGS_DATA = /\/admin\/settings\.data(\?|$)/;

/**
 * With JavaScript the answer to "fetch now" comes first and the page's data, changed by the fetch, after it. What
 * the owner types into the save form in between must stay typed: the reload is held back here until something is
 * typed, so the order is the same every run.
 */
async function typingSurvivesTheReloadAfterAFetch(page: Page, card: Locator, t: (typeof texts)[Lang]["instagram"]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SETTINGS_DATA, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && SETTINGS_DATA.test(response.url()));
  const fetchNow = card.getByRole("button", { name: t.fetchNow });
  await fetchNow.click();
  await answered;
  await card.getByLabel(t.userId, { exact: true }).fill("@shop");
  release();
  // The button is disabled until the page has loaded what the fetch changed.
  await expect(fetchNow).toBeEnabled();
  await expect(card.getByLabel(t.userId, { exact: true })).toHaveValue("@shop");
  await page.unroute(SETTINGS_DATA);
}

const count = (text: string, n: number) => text.replace("{{total}}", String(n));

for (const { lang, js, width } of [
  { lang: "tr", js: false, width: 1440 },
  { lang: "tr", js: true, width: 375 },
  { lang: "ar", js: true, width: 1440 },
  { lang: "ar", js: false, width: 375 },
] as { lang: Lang; js: boolean; width: number }[]) {
  test.describe(`Instagram settings in ${lang}, JavaScript ${js ? "on" : "off"}, ${width} px`, () => {
    test.use({ javaScriptEnabled: js, lang, viewport: { width, height: 900 } });
    let fake: InstagramFake;
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      fake = await startInstagramFake({ userId: account.userId, accessToken: account.token, port: E2E_INSTAGRAM_PORT });
      fake.media = demoMedia(9, fake.origin);
    });
    test.afterEach(async ({ request, baseURL }) => {
      await switchInstagramOff(request, baseURL!);
      await fake.close();
    });

    test("the owner connects the account, fetches now and sees what happened", async ({ page, request, baseURL }) => {
      const t = texts[lang].instagram;
      await signInAdmin(page, lang, "/admin/settings");
      // With JavaScript, start once the page has hydrated: a value typed into the server's markup just before React
      // takes over can be lost, and a click before it is a plain post.
      if (js) await page.waitForLoadState("networkidle");
      const card = page.getByRole("region", { name: t.title });
      await expect(card).toBeVisible();

      await card.getByLabel(t.enabled).check();
      await card.getByLabel(t.userId, { exact: true }).fill(account.userId);
      await card.getByLabel(t.accessToken, { exact: true }).fill(account.token);
      await card.getByLabel(t.keep, { exact: true }).fill("6");
      await card.getByRole("button", { name: t.save }).click();
      await expect(card.getByText(t.secretKeep)).toBeVisible();
      await expect(card.getByLabel(t.accessToken, { exact: true })).toHaveValue("");
      await expect(card.getByLabel(t.keep, { exact: true })).toHaveValue("6");
      expect(await page.content()).not.toContain(account.token);

      await card.getByRole("button", { name: t.fetchNow }).click();
      await expect(card.locator("[data-outcome]")).toHaveAttribute("data-outcome", "FETCHED");
      await expect(card.getByRole("status").getByText(count(t.outcome.FETCHED, 6))).toBeVisible();
      const served = await (await request.get(`${baseURL}/api/v1/facebook/getInstagramPosts?limit=50`)).json();
      expect(served.response.map((post: { id: string }) => post.id)).toEqual(fake.media.slice(0, 6).map((m) => m.id));
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`instagram-${lang}-${width}.png`), fullPage: true });
      if (process.env.E2E_SCREENSHOT_DIR)
        await card.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/instagram-${lang}-${js ? "js" : "nojs"}-${width}.png` });

      // A wrong token: Instagram's refusal, translated, with its own code; the stored posts stay.
      await card.getByLabel(t.accessToken, { exact: true }).fill("IGQVJ-wrong");
      await card.getByRole("button", { name: t.save }).click();
      await expect(card.getByText(t.secretKeep)).toBeVisible();
      await card.getByRole("button", { name: t.fetchNow }).click();
      await expect(card.locator("[data-outcome]")).toHaveAttribute("data-outcome", "AUTH_FAILED");
      await expect(card.getByRole("alert").getByText(t.outcome.AUTH_FAILED)).toBeVisible();
      await expect(card.locator("[data-outcome] code")).toHaveText(/^190: Invalid OAuth access token/);
      await expect(card.getByText(count(t.stored, 6))).toBeVisible();
      if (process.env.E2E_SCREENSHOT_DIR)
        await card.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/instagram-refused-${lang}-${js ? "js" : "nojs"}-${width}.png` });

      if (js) await typingSurvivesTheReloadAfterAFetch(page, card, t);

      // A user id that is not digits is refused at its field, the other values kept.
      await card.getByLabel(t.userId, { exact: true }).fill("@shop");
      await card.getByRole("button", { name: t.save }).click();
      await expect(card.getByText(t.invalid)).toBeVisible();
      await expect(card.getByLabel(t.userId, { exact: true })).toHaveValue("@shop");
    });
  });
}

const headings: Record<Lang, string> = { tr: "Bizi Instagram'da takip edin", en: "Follow us on Instagram", ar: "تابعونا على إنستغرام" };

test.describe("the home page's Instagram strip", () => {
  let fake: InstagramFake;
  test.beforeAll(async ({ request, baseURL }) => {
    fake = await startInstagramFake({ userId: account.userId, accessToken: account.token, port: E2E_INSTAGRAM_PORT });
    fake.media = demoMedia(9, fake.origin);
    await saveInstagram(request, baseURL!, { enabled: true, userId: account.userId, accessToken: account.token, keep: 8 });
    expect(await fetchInstagramNow(request, baseURL!)).toEqual({ outcome: "FETCHED", fetched: 8 });
  });
  test.afterAll(async ({ request, baseURL }) => {
    await switchInstagramOff(request, baseURL!);
    await fake?.close();
  });

  for (const lang of ["tr", "ar"] as const) {
    test.describe(`the home page's Instagram strip in ${lang}, 375 px`, () => {
      test.use({ lang, viewport: { width: 375, height: 800 } });

      test("shows the newest posts from the shop's own pictures, each linking to its post", async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
        const fromInstagramHosts: string[] = [];
        page.on("request", (request) => {
          if (!request.url().startsWith(baseURL!) && request.resourceType() === "image") fromInstagramHosts.push(request.url());
        });
        await page.goto(lang === "tr" ? "/" : `/${lang}`);
        const strip = page.getByRole("region", { name: headings[lang] });
        await strip.scrollIntoViewIfNeeded();
        await expect(strip).toBeVisible();
        expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");

        const links = strip.getByRole("listitem").getByRole("link");
        await expect(links).toHaveCount(8);
        const expected = fake.media.slice(0, 8);
        for (const [i, post] of expected.entries()) {
          const link = links.nth(i);
          await expect(link).toHaveAttribute("href", post.permalink);
          await expect(link).toHaveAttribute("rel", "noopener");
          await expect(link).toHaveAttribute("target", "_blank");
        }
        await expect(strip.getByRole("link", { name: "@demo.shop" })).toHaveAttribute("href", "https://www.instagram.com/demo.shop/");

        // Every picture loaded, square, from this shop's origin; the strip fits the phone's width.
        const images = strip.locator("img");
        for (let i = 0; i < 8; i++) {
          await images.nth(i).scrollIntoViewIfNeeded();
          await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
          expect(new URL(await images.nth(i).evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(baseURL!).origin);
        }
        const box = (await strip.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(fromInstagramHosts).toEqual([]);
      });
    });
  }

  test("E2E_SCREENSHOT_DIR: the strip at 375 and 1440 px in each language", async ({ browser, baseURL }) => {
    test.skip(!process.env.E2E_SCREENSHOT_DIR, "screenshots only when asked");
    for (const lang of ["tr", "en", "ar"] as const) {
      for (const width of [375, 1440]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
        const page = await context.newPage();
        await page.goto(`${baseURL}${lang === "tr" ? "/" : `/${lang}`}`);
        const strip = page.getByRole("region", { name: headings[lang] });
        await strip.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => [...document.querySelectorAll(".instagram-strip img")].every((img) => (img as HTMLImageElement).complete));
        await strip.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/home-instagram-${lang}-${width}.png` });
        await context.close();
      }
    }
  });
});
