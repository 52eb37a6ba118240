// The owner's mail settings end to end: the owner points the shop at an SMTP server this test starts (with a sign-in),
// saves, and sends a test mail that the server receives — signed in, from the sender the page set — and the page
// reports the server's answer. The owner also uploads a logo that the storefront's header then shows. Turkish
// without JavaScript, Arabic with it. Settings and logo are cleared afterwards, so the other specs see the defaults.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { signInAdmin } from "./admin-orders-api";
import { admin as texts, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const login = { user: "e2e-mailer", pass: "e2e-smtp-pässword" };

// The mail settings and the logo are one per shop: tests that set them must not run side by side.
test.describe.configure({ mode: "serial" });

async function adminGraphql(request: APIRequestContext, baseURL: string, query: string, variables: Record<string, unknown>) {
  const signIn = await request.post(`${baseURL}/graphql`, {
    data: { query: `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`, variables: { e: "admin@example.com", p: E2E_ADMIN_PASSWORD } },
  });
  const token = ((await signIn.json()) as { data: { loginAdmin: { token: string } } }).data.loginAdmin.token;
  const saved = await request.post(`${baseURL}/graphql`, { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  expect(saved.ok()).toBe(true);
}

/** The logo the demo data sets. */
const DEMO_LOGO = "/images/logo.svg";

async function clearSettings(request: APIRequestContext, baseURL: string) {
  const input = { host: "", port: 587, security: "STARTTLS", username: "", password: "", fromName: "", fromAddress: "", replyTo: "" };
  await adminGraphql(request, baseURL, `mutation($input: MailSettingsInput!) { saveMailSettings(input: $input) { route } }`, { input });
  await adminGraphql(request, baseURL, `mutation { removeSiteImage(kind: LOGO) { url } }`, {});
  // Back to the demo's own logo: later specs read the storefront as the demo ships it.
  await adminGraphql(request, baseURL, `mutation($v: [SiteSettingInput!]!) { saveSiteSettings(values: $v) { __typename } }`, { v: [{ code: "logo", value: DEMO_LOGO }] });
}

for (const { lang, js } of [
  { lang: "tr", js: false },
  { lang: "ar", js: true },
] as { lang: Lang; js: boolean }[]) {
  test.describe(`mail settings in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, lang });
    let sink: SmtpSink;
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      sink = await startSmtpSink(login);
    });
    test.afterEach(async ({ request, baseURL }) => {
      await clearSettings(request, baseURL!);
      await sink.close();
    });

    test("the owner points the shop at an SMTP server and a test mail arrives there", async ({ page }) => {
      const t = texts[lang].mailSettings;
      await signInAdmin(page, lang, "/admin/settings/mail");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.locator("[data-route]")).toHaveAttribute("data-route", "OUTBOX");

      await page.getByLabel(t.host, { exact: true }).fill("127.0.0.1");
      await page.getByLabel(t.port, { exact: true }).fill(String(sink.port));
      await page.getByLabel(t.security, { exact: true }).selectOption("NONE");
      await page.getByLabel(t.username, { exact: true }).fill(login.user);
      await page.getByLabel(t.password, { exact: true }).fill(login.pass);
      await page.getByLabel(t.fromName, { exact: true }).fill(`Mağaza ${lang}`);
      await page.getByLabel(t.fromAddress, { exact: true }).fill(`shop-${lang}@example.shop`);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.locator("[data-route]")).toHaveAttribute("data-route", "SETTINGS");
      await expect(page.getByLabel(t.password, { exact: true })).toHaveValue("");
      await expect(page.getByText(t.passwordKeep)).toBeVisible();

      await page.getByLabel(t.test.to, { exact: true }).fill(`owner-${lang}@example.shop`);
      await page.getByRole("button", { name: t.test.send }).click();
      await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", "SENT");
      await expect(page.getByText(t.outcome.SENT)).toBeVisible();
      await expect(page.locator("[data-outcome] code")).toHaveText(/^250 /);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toMatchObject({ from: `shop-${lang}@example.shop`, to: [`owner-${lang}@example.shop`], user: login.user });
    });

    test("the owner uploads a logo and the storefront's header shows it", async ({ page }) => {
      const t = texts[lang].siteImages;
      await signInAdmin(page, lang, "/admin/settings");
      const logo = await sharp({ create: { width: 900, height: 300, channels: 4, background: "#1abc9c" } }).png().toBuffer();
      await page.getByLabel(t.logo.file, { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await page.getByRole("button", { name: t.logo.upload }).click();
      await expect(page.getByText(t.uploaded)).toBeVisible();
      const preview = page.getByRole("img", { name: t.logo.current });
      await expect(preview).toHaveAttribute("src", /^\/media\/site\/logo-[0-9a-f]{16}\.png$/);
      const src = await preview.getAttribute("src");

      await page.goto(lang === "tr" ? "/" : `/${lang}`);
      const header = page.locator(".site-logo img");
      await expect(header).toHaveAttribute("src", src!);
      await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    });
  });
}
