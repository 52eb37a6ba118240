// The owner's site settings page (/admin/settings) carries the switch for the phone confirmation before ordering,
// labelled in tr, en and ar and showing what the shop does; unticked and saved, the shop stops asking for the code;
// ticked again, it asks again. The page is the Remix app as the server serves it, posted to as a browser without
// JavaScript would.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const label = (lang: string) => (JSON.parse(readFileSync(new URL(`../../locales/${lang}/admin.json`, import.meta.url), "utf8")) as { settings: { site: { field: Record<string, string> } } }).settings.site.field.must_phone_confirm;

let t: TestShop;
let storefront: StorefrontBuild;
let token: string;
beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  token = await t.token("admin");
}, 180_000);
afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const page = async (lang: string) => (await fetch(`${t.baseUrl}/admin/settings`, { headers: { cookie: `admin_token=${token}; lang=${lang}` } })).text();
/** The switch's input as the page renders it. */
const switchInput = (html: string) => /<input[^>]*name="must_phone_confirm"[^>]*>/.exec(html)?.[0] ?? "";

/** The form as posted: every other setting with its stored value, the switch ticked or left out. */
async function save(ticked: boolean) {
  const { body } = await t.gql(`{ adminSiteSettings { code value } }`, { headers: bearer(token) });
  const form = new URLSearchParams();
  for (const { code, value } of (body.data as { adminSiteSettings: { code: string; value: string }[] }).adminSiteSettings) {
    if (code !== "must_phone_confirm") form.set(code, value);
  }
  if (ticked) form.set("must_phone_confirm", "1");
  return fetch(`${t.baseUrl}/admin/settings?index`, {
    method: "POST",
    body: form,
    headers: { cookie: `admin_token=${token}`, "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
}
const stored = async () => (await db(t, `select value from site_setting where code = 'must_phone_confirm'`))[0]?.value;

describe("the phone confirmation switch on the site settings page", () => {
  it("is labelled in every language and ticked while the shop asks for the code", async () => {
    for (const lang of ["tr", "en", "ar"]) {
      const html = await page(lang);
      expect(html).toContain(label(lang));
      expect(switchInput(html)).toContain("checked");
    }
    expect(new Set(["tr", "en", "ar"].map(label)).size).toBe(3);
  });

  it("unticked and saved, the setting is off and the page shows it so; ticked again, on", async () => {
    const off = await save(false);
    expect(off.status).toBe(302);
    expect(await stored()).toBe("0");
    expect(switchInput(await page("en"))).not.toContain("checked");

    const on = await save(true);
    expect(on.status).toBe(302);
    expect(await stored()).toBe("1");
    expect(switchInput(await page("ar"))).toContain("checked");
  });
});
