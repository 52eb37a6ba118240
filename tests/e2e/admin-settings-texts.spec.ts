// The owner's text settings end to end: the owner sets Netgsm for SMS with a password (against a Netgsm fake this
// test starts on the port the shop was told), saves, and sends a test text that the fake receives with the stored
// credentials; the page reports the outcome, and a wrong password comes back as the provider's refusal with its
// code. Turkish without JavaScript at 1440 px, Arabic with it at 768 px. The settings are given back to the
// environment afterwards, so the other specs' codes stay in the dev outbox.
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, E2E_NETGSM_PORT } from "../../playwright.config";
import { startNetgsmFake, type NetgsmFake } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.fake";
import { signInAdmin } from "./admin-orders-api";
import { admin as texts, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const account = { usercode: "8503001122", password: "e2e-netgsm-şifre", header: "DEMOSHOP" };

// The text settings are one per shop and the fake holds one port: these tests must not run side by side.
test.describe.configure({ mode: "serial" });

async function giveBackToEnvironment(request: APIRequestContext, baseURL: string) {
  const signIn = await request.post(`${baseURL}/graphql`, {
    data: { query: `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`, variables: { e: "admin@example.com", p: E2E_ADMIN_PASSWORD } },
  });
  const token = ((await signIn.json()) as { data: { loginAdmin: { token: string } } }).data.loginAdmin.token;
  const input = { smsProvider: "ENVIRONMENT", netgsmUsercode: "", netgsmPassword: "", netgsmHeader: "", whatsappProvider: "ENVIRONMENT", whatsappToken: "", whatsappPhoneNumberId: "", whatsappTemplate: "" };
  const saved = await request.post(`${baseURL}/graphql`, {
    headers: { authorization: `Bearer ${token}` },
    data: { query: `mutation($input: TextSettingsInput!) { saveTextSettings(input: $input) { smsRoute } }`, variables: { input } },
  });
  expect(saved.ok()).toBe(true);
}

for (const { lang, js, width } of [
  { lang: "tr", js: false, width: 1440 },
  { lang: "ar", js: true, width: 768 },
] as { lang: Lang; js: boolean; width: number }[]) {
  test.describe(`text settings in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js, lang, viewport: { width, height: 900 } });
    let netgsm: NetgsmFake;
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      netgsm = await startNetgsmFake({ ...account, headers: [account.header], port: E2E_NETGSM_PORT });
    });
    test.afterEach(async ({ request, baseURL }) => {
      await giveBackToEnvironment(request, baseURL!);
      await netgsm.close();
    });

    test("the owner sets Netgsm for SMS and a test text reaches it with the stored credentials", async ({ page }) => {
      const t = texts[lang].textSettings;
      await signInAdmin(page, lang, "/admin/settings/sms");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.locator('[data-channel="sms"]')).toHaveAttribute("data-route", "OUTBOX");

      const sms = page.getByRole("region", { name: t.sms });
      await sms.getByLabel(t.provider, { exact: true }).selectOption("NETGSM");
      await sms.getByLabel(t.netgsmUsercode, { exact: true }).fill(account.usercode);
      await sms.getByLabel(t.netgsmPassword, { exact: true }).fill(account.password);
      await sms.getByLabel(t.netgsmHeader, { exact: true }).fill(account.header);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.locator('[data-channel="sms"]')).toHaveAttribute("data-route", "SETTINGS");
      await expect(sms.getByLabel(t.netgsmPassword, { exact: true })).toHaveValue("");
      await expect(sms.getByText(t.secretKeep)).toBeVisible();

      await page.getByLabel(t.test.to, { exact: true }).fill("0532 111 22 33");
      await page.getByRole("button", { name: t.test.send }).click();
      await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", "SENT");
      await expect(page.getByText(t.outcome.SENT)).toBeVisible();
      expect(netgsm.accepted).toEqual([expect.objectContaining({ gsmno: "905321112233", header: account.header })]);
      await page.screenshot({ path: test.info().outputPath(`text-settings-${lang}-${width}.png`), fullPage: true });
      if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/text-settings-${lang}-${width}.png`, fullPage: true });

      // A wrong password: the provider's refusal, translated, with its own code; nothing of ours leaks.
      await sms.getByLabel(t.netgsmPassword, { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: t.save }).click();
      await expect(sms.getByText(t.secretKeep)).toBeVisible();
      await page.getByLabel(t.test.to, { exact: true }).fill("05321112233");
      await page.getByRole("button", { name: t.test.send }).click();
      await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", "AUTH_FAILED");
      await expect(page.getByRole("alert").getByText(t.outcome.AUTH_FAILED)).toBeVisible();
      await expect(page.locator("[data-outcome] code")).toHaveText("netgsm:30");
    });
  });
}
