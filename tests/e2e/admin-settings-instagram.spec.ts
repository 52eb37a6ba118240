// The owner's Instagram card end to end, against a fake of the Graph API this test starts on the port the shop was
// told (INSTAGRAM_GRAPH_URL): the owner switches the posts on with an account and a token, saves (the token is not
// shown back), presses "fetch now" and reads how many posts were stored; the public route then serves them. A wrong
// token comes back as Instagram's refusal with its code, and the stored posts stay. In Turkish and Arabic, with
// JavaScript on and off. The feed is switched off and the account cleared afterwards.
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, E2E_INSTAGRAM_PORT } from "../../playwright.config";
import { demoMedia, startInstagramFake, type InstagramFake } from "../../graphql-server/modules/social/fake/instagram-graph.fake";
import { signInAdmin } from "./admin-orders-api";
import { admin as texts, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const account = { userId: "17841400000000001", token: "IGQVJ-e2e-long-lived-token" };

// The Instagram settings are one per shop and the fake holds one port: these tests must not run side by side.
test.describe.configure({ mode: "serial" });

async function switchOff(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post(`${baseURL}/graphql`, {
    data: { query: `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`, variables: { e: "admin@example.com", p: E2E_ADMIN_PASSWORD } },
  });
  const token = ((await signIn.json()) as { data: { loginAdmin: { token: string } } }).data.loginAdmin.token;
  const saved = await request.post(`${baseURL}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query: `mutation($input: InstagramSettingsInput!) { saveInstagramSettings(input: $input) { enabled } }`, variables: { input: { enabled: false, userId: "", accessToken: "", keep: 12 } } },
  });
  expect(saved.ok()).toBe(true);
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
      await switchOff(request, baseURL!);
      await fake.close();
    });

    test("the owner connects the account, fetches now and sees what happened", async ({ page, request, baseURL }) => {
      const t = texts[lang].instagram;
      await signInAdmin(page, lang, "/admin/settings");
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
      if (process.env.E2E_SCREENSHOT_DIR) await card.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/instagram-${lang}-${js ? "js" : "nojs"}-${width}.png` });

      // A wrong token: Instagram's refusal, translated, with its own code; the stored posts stay.
      await card.getByLabel(t.accessToken, { exact: true }).fill("IGQVJ-wrong");
      await card.getByRole("button", { name: t.save }).click();
      await expect(card.getByText(t.secretKeep)).toBeVisible();
      await card.getByRole("button", { name: t.fetchNow }).click();
      await expect(card.locator("[data-outcome]")).toHaveAttribute("data-outcome", "AUTH_FAILED");
      await expect(card.getByRole("alert").getByText(t.outcome.AUTH_FAILED)).toBeVisible();
      await expect(card.locator("[data-outcome] code")).toHaveText(/^190: Invalid OAuth access token/);
      await expect(card.getByText(count(t.stored, 6))).toBeVisible();
      if (process.env.E2E_SCREENSHOT_DIR) await card.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/instagram-refused-${lang}-${js ? "js" : "nojs"}-${width}.png` });

      // A user id that is not digits is refused at its field, the other values kept.
      await card.getByLabel(t.userId, { exact: true }).fill("@shop");
      await card.getByRole("button", { name: t.save }).click();
      await expect(card.getByText(t.invalid)).toBeVisible();
      await expect(card.getByLabel(t.userId, { exact: true })).toHaveValue("@shop");
    });
  });
}
