// The declared record pages (decision 132) through the storefront, as an owner: each opens in three languages; a
// number that is no number is refused on its field before the server is asked (a required one when empty too, and in
// a page's own intent, a category's move); a save goes back to the list with a toast and a delete removes the record;
// a link to an id that names no record opens no editor, while a refused post about such an id shows why.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const DECLARED = ["/admin/categories", "/admin/brands", "/admin/models", "/admin/suppliers", "/admin/properties", "/admin/currencies", "/admin/languages", "/admin/header-menus", "/admin/blog/categories"];
const LANGUAGES = ["tr", "en", "ar"] as const;
const locale = (language: string, namespace: string) => JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), "utf8"));
const errors = locale("tr", "errors") as Record<string, string>;
const admin = locale("tr", "admin") as { taxonomy: { newRecord: string } };
/** The text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

let t: TestShop;
let storefront: StorefrontBuild;
let cookie = "";

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  cookie = `admin_token=${await adminToken(t, await createAdmin(t, ["owner"]))}`;
}, 180_000);

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const open = (path: string, language = "tr") => fetch(`${t.baseUrl}${path}`, { headers: { cookie: `${cookie}; lang=${language}` }, redirect: "manual" });
const post = (path: string, fields: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie: `${cookie}; lang=tr`, "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
    redirect: "manual",
  });
const editor = (page: string) => page.includes('id="record-editor-heading"');

describe("declared record pages", () => {
  it("open in each language with their title", async () => {
    for (const path of DECLARED) {
      for (const language of LANGUAGES) {
        const reply = await open(path, language);
        expect(reply.status, `${path} ${language}`).toBe(200);
        const page = await reply.text();
        expect(page).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`);
        expect(page).toMatch(/<h1 class="admin-title">[^<]+<\/h1>/);
      }
    }
  }, 120_000);

  it("refuse a number that is no number on its field before the server is asked", async () => {
    const refusals: [string, Record<string, string>, string][] = [
      ["/admin/brands?edit=new", { intent: "save", name: "Marka", sort: "iki" }, "sort"],
      ["/admin/currencies?edit=new", { intent: "save", code: "X", isoCode: "XXX", name: "X", symbol: "x", exchangeRate: "", decimals: "2" }, "exchangeRate"],
      ["/admin/currencies?edit=new", { intent: "save", code: "X", isoCode: "XXX", name: "X", symbol: "x", exchangeRate: "1,5", decimals: "1.5" }, "decimals"],
    ];
    for (const [path, fields, field] of refusals) {
      const reply = await post(`${path}&index`, fields);
      expect(reply.status, path).toBe(400);
      const page = await reply.text();
      expect(page).toContain(html(errors.field_invalid_number));
      expect(page).toMatch(new RegExp(`name="${field}" aria-invalid="true"`));
      // What was typed stays in the form.
      expect(page).toContain(`value="${fields.name}"`);
    }
  });

  it("check the numbers of a page's own intent (a category's move)", async () => {
    const list = await (await open("/admin/categories")).text();
    const id = /[?&;]edit=(\d+)/.exec(list)![1];
    const reply = await post(`/admin/categories?edit=${id}&index`, { intent: "move", id, parentId: "", moveSort: "x" });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toContain(html(errors.field_invalid_number));
  });

  it("save a record back to the list and delete it", async () => {
    const saved = await post("/admin/suppliers?q=Tedarik&edit=new&index", { intent: "save", name: "Tedarikçi Deneme", isActive: "on" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/suppliers?q=Tedarik");
    expect(saved.headers.get("set-cookie")).toBeTruthy();
    const list = await (await open("/admin/suppliers?q=Deneme")).text();
    expect(list).toContain("Tedarikçi Deneme");
    const id = /[?&;]edit=(\d+)/.exec(list)![1];
    const edit = await (await open(`/admin/suppliers?q=Deneme&edit=${id}`)).text();
    expect(edit).toMatch(/<h2 id="record-editor-heading" class="admin-subtitle">Tedarikçi Deneme<\/h2>/);
    const deleted = await post(`/admin/suppliers?q=Deneme&edit=${id}&index`, { intent: "delete", id });
    expect(deleted.status).toBe(302);
    expect(await (await open("/admin/suppliers?q=Deneme")).text()).not.toContain("Tedarikçi Deneme");
  });

  it("open no editor for a link to a missing record, but show why a post about one was refused", async () => {
    const linked = await open("/admin/header-menus?edit=999999");
    expect(linked.status).toBe(200);
    expect(editor(await linked.text())).toBe(false);
    const refused = await post("/admin/header-menus?edit=999999&index", { intent: "delete", id: "999999" });
    expect(refused.status).toBe(404);
    const page = await refused.text();
    expect(editor(page)).toBe(true);
    expect(page).toContain(admin.taxonomy.newRecord);
    expect(page).toContain(html(errors.not_found));
  });
});
