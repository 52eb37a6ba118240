// An admin with a lesser role who types the address of a page of another role gets the refusal page in the admin's
// language (403), never an error page: every admin page is opened and every admin form posted by an admin of each
// role but the owner's. The pages come from the Remix build, so a new admin page is covered without new test code.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROLES } from "../../graphql-server/modules/admin/admin-roles.js";
import { OWNER_ROLE } from "../../graphql-server/core/context.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { storefrontRoutes, type StorefrontRoute } from "../support/storefront-routes.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const LESSER_ROLES = ADMIN_ROLES.filter((role) => role !== OWNER_ROLE);
const LANGUAGES = ["tr", "en", "ar"] as const;
const forbiddenTitle = (language: string): string =>
  (JSON.parse(readFileSync(new URL(`../../locales/${language}/admin.json`, import.meta.url), "utf8")) as { forbidden: { title: string } }).forbidden.title;

let t: TestShop;
let storefront: StorefrontBuild;
let adminRoutes: StorefrontRoute[];
const cookies = new Map<string, string>();

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  for (const role of LESSER_ROLES) cookies.set(role, `admin_token=${await adminToken(t, await createAdmin(t, [role]))}`);
  adminRoutes = storefrontRoutes(storefront.build, [], ["1"]).filter((route) => /^admin(\/|$)/.test(route.pattern) && !/logout/.test(route.pattern));
}, 180_000);

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const open = (path: string, cookie: string, init: RequestInit = {}) =>
  fetch(`${t.baseUrl}${path}`, { ...init, headers: { cookie, ...init.headers }, redirect: "manual" });

describe("admin pages of another role", () => {
  it.each(["/admin/settings/mail", "/admin/settings/payments", "/admin/settings/sms"])("%s refuses a lesser role with the 403 page in the admin's language", async (path) => {
    for (const role of LESSER_ROLES) {
      for (const language of LANGUAGES) {
        const reply = await open(path, `${cookies.get(role)}; lang=${language}`);
        expect(reply.status, `${role} ${language}`).toBe(403);
        expect(await reply.text()).toContain(forbiddenTitle(language));
      }
    }
  });

  it("no admin page or form answers a lesser role with a server error", async () => {
    const failures: string[] = [];
    for (const role of LESSER_ROLES) {
      for (const route of adminRoutes) {
        for (const url of route.urls) {
          if (route.loader && (await open(url, cookies.get(role)!)).status >= 500) failures.push(`${role} GET ${url}`);
          if (!route.action) continue;
          // A post with only the page's own origin: the role is refused before any field is wanted.
          const posted = await open(url, cookies.get(role)!, {
            method: "POST",
            body: new URLSearchParams({ intent: "save" }),
            headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
          });
          if (posted.status >= 500) failures.push(`${role} POST ${url}`);
        }
      }
    }
    expect(adminRoutes.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 300_000);
});
