// The admin's content pages: only admins with the content role (or an owner) may read and write them; an edit of a
// contract's text makes a new version, and an order placed afterwards records that version; refused inputs of any
// shape store nothing and never fail with an internal error; the legacy contents routes answer in their shapes.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { createOrder } from "../support/factories/order.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const SAVE = `mutation($input: ContentPageInput!, $language: String) {
  saveContentPage(input: $input, language: $language) { __typename
    ... on AdminContentPage { id code version texts { language title seoLink content } }
    ... on OperationError { errorCode: code message field } } }`;
const PAGE = `query($id: Int!) { adminContentPage(id: $id) { id code type version isActive texts { language title content } } }`;

type Saved = { __typename: string; id?: number; version?: number; code?: string; errorCode?: string; field?: string; message?: string };

let t: TestShop;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestShop();
  for (const role of ["owner", "content", "catalogue", "orders"] as const) tokens[role] = await adminToken(t, await createAdmin(t, [role]));
});
afterAll(() => t?.close());

const save = async (input: unknown, token = tokens.content, language = "en") => {
  const { body } = await t.gql(SAVE, { variables: { input, language } as never, headers: bearer(token) });
  return { saved: (body.data as { saveContentPage: Saved } | null)?.saveContentPage, errors: body.errors };
};
const pageCount = async () => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from content_page`))[0].n);
const text = (language: string, extra: Record<string, unknown> = {}) => ({ language, title: `Title ${language}`, seoLink: `page-${language}-${Math.random().toString(36).slice(2, 8)}`, content: "<p>x</p>", ...extra });

describe("content admin", () => {
  it("lets content admins and owners in, and keeps catalogue and orders admins out", async () => {
    for (const [role, allowed] of [["owner", true], ["content", true], ["catalogue", false], ["orders", false]] as const) {
      const { saved, errors } = await save({ code: `access-${role}`, type: "page", texts: [text("tr")] }, tokens[role]);
      if (allowed) expect(saved?.__typename).toBe("AdminContentPage");
      else expect(errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const list = await t.gql(`{ adminContentPages { total } }`, { headers: bearer(tokens[role]) });
      expect(list.body.errors?.[0]?.extensions?.code ?? "ok").toBe(allowed ? "ok" : "FORBIDDEN");
    }
    const refused = await t.rest("/api/v1/contents/add", { method: "POST", headers: { ...bearer(tokens.catalogue), "content-type": "application/json" }, body: "{}" });
    expect(refused.status).toBe(403);
  });

  it("makes a new version when a contract's text changes, and the next order records it", async () => {
    const [row] = await t.orm.em.fork().getConnection().execute(`select id, version from content_page where code = 'distance_sales'`);
    const before = (await t.gql(PAGE, { variables: { id: row.id }, headers: bearer(tokens.content) })).body.data as { adminContentPage: { version: number; type: string; texts: { language: string; title: string; content: string }[] } };
    const page = before.adminContentPage;
    const texts = page.texts.map((x) => ({ ...x, seoLink: undefined }));
    const links = (await t.orm.em.fork().getConnection().execute(`select language, seo_link from content_page_translation where page_id = ?`, [row.id])) as { language: string; seo_link: string }[];
    const input = (content: string) => ({
      id: row.id,
      code: "distance_sales",
      type: page.type,
      texts: texts.map((x) => ({ language: x.language, title: x.title, seoLink: links.find((l) => l.language === x.language)!.seo_link, content: x.language === "tr" ? content : x.content })),
    });
    const same = await save(input(page.texts.find((x) => x.language === "tr")!.content));
    expect(same.saved?.version).toBe(page.version);
    const edited = await save(input("<p>Yeni mesafeli satış sözleşmesi</p>"));
    expect(edited.saved?.version).toBe(page.version + 1);

    const { order } = await createOrder(t);
    const [placed] = await t.orm.em.fork().getConnection().execute(`select distance_sales_version from shop_order where id = ?`, [order.id]);
    expect(placed.distance_sales_version).toBe(String(page.version + 1));
    const kept = await t.gql(`query($v: Int!) { contentPageVersion(code: "distance_sales", version: $v, language: "tr") { version content } }`, {
      variables: { v: page.version + 1 },
      headers: bearer(tokens.content),
    });
    expect(kept.body.data).toEqual({ contentPageVersion: { version: page.version + 1, content: "<p>Yeni mesafeli satış sözleşmesi</p>" } });
    const audit = await t.orm.em.fork().getConnection().execute(`select action from admin_audit where entity = 'content_page' and entity_id = ?`, [String(row.id)]);
    expect(audit.map((a: { action: string }) => a.action)).toContain("update");
  });

  it("refuses a taken code or seo link with the field, in the asked language", async () => {
    const first = await save({ code: "unique-one", type: "page", texts: [text("tr", { seoLink: "taken-link" })] });
    expect(first.saved?.__typename).toBe("AdminContentPage");
    const code = await save({ code: "unique-one", type: "page", texts: [text("tr")] });
    expect(code.saved).toMatchObject({ __typename: "OperationError", errorCode: "VALUE_TAKEN", field: "code" });
    const link = await save({ code: "unique-two", type: "page", texts: [text("tr", { seoLink: "taken-link" })] }, tokens.content, "ar");
    expect(link.saved).toMatchObject({ errorCode: "VALUE_TAKEN", field: "tr.seoLink" });
    expect(link.saved?.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("answers any malformed page with a field error or a validation error, and stores nothing", async () => {
    const textArb = fc.record(
      {
        language: fc.oneof(fc.constantFrom("tr", "en", "ar", "xx", ""), fc.string({ maxLength: 10 })),
        title: fc.oneof(fc.string({ maxLength: 300 }), fc.constant("")),
        seoLink: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("a b"), fc.constant("a/b")),
        content: fc.string({ maxLength: 50 }),
      },
      { requiredKeys: ["language", "title", "seoLink"] },
    );
    const inputArb = fc.record({
      code: fc.oneof(fc.string({ maxLength: 80 }), fc.constant("Bad Code"), fc.constant("")),
      type: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("")),
      sort: fc.oneof(fc.integer(), fc.constant(2 ** 31 - 1)),
      texts: fc.array(textArb, { maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(inputArb, async (input) => {
        // Only clearly refusable inputs: a code with a capital or a space, or no tr text at all.
        fc.pre(/[^a-z0-9_-]/.test(input.code) || input.code === "" || !input.texts.some((x) => x.language === "tr"));
        const before = await pageCount();
        const { saved, errors } = await save(input);
        expect(errors?.some((e) => e.extensions?.code === "INTERNAL_SERVER_ERROR") ?? false).toBe(false);
        if (saved) expect(saved.__typename).toBe("OperationError");
        else expect(errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(await pageCount()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it("serves the legacy admin routes: add, ForAdmin, updateStatus, update, delete, contents_category/add", async () => {
    const headers = { ...bearer(tokens.content), "content-type": "application/json" };
    const post = (path: string, body: unknown) => t.rest(path, { method: "POST", headers, body: JSON.stringify(body) });
    const added = await post("/api/v1/contents/add", { code: "legacy-page", contents_category: "info", languages: [{ language: "tr", title: "Eski", seo_link: "eski-sayfa", content: "<p>a</p>" }] });
    expect(added.body).toMatchObject({ success: true, code: "content_added", response: { code: "legacy-page", type: "info", version: 1 } });
    const id = (added.body.response as { id: number }).id;
    const read = await t.rest(`/api/v1/contents/ForAdmin/${id}`, { headers });
    expect(read.body).toMatchObject({ success: true, response: { id, languages: [{ language: "tr", seo_link: "eski-sayfa" }] } });
    expect((await post("/api/v1/contents/updateStatus", { id, status: 0 })).body).toMatchObject({ success: true, response: { is_active: false } });
    const updated = await post("/api/v1/contents/update", { id, code: "legacy-page", type: "info", languages: [{ language: "tr", title: "Yeni", seo_link: "eski-sayfa", content: "<p>b</p>" }] });
    expect(updated.body).toMatchObject({ success: true, code: "content_updated", response: { version: 2, is_active: false } });
    const refused = await post("/api/v1/contents/update", { id, code: "legacy-page", type: "info", languages: [{ language: "tr", title: "", seo_link: "eski-sayfa" }] });
    expect(refused.body).toMatchObject({ success: false, code: "missing_information", field: "tr.title" });
    expect((await post("/api/v1/contents/contents_category/add", { code: "guides", languages: [{ language: "tr", name: "Rehber" }, { language: "en", name: "Guides" }] })).body).toMatchObject({
      success: true,
      response: { code: "guides", name: "Rehber" },
    });
    expect((await post("/api/v1/contents/contents_category/add", { code: "info", languages: [{ language: "tr", name: "Bilgi" }] })).body).toMatchObject({ success: false, code: "value_taken", field: "code" });
    expect((await post(`/api/v1/contents/delete/${id}`, {})).body).toMatchObject({ success: true, code: "content_deleted" });
    expect((await t.rest(`/api/v1/contents/ForAdmin/${id}`, { headers })).status).toBe(404);
  });
});
