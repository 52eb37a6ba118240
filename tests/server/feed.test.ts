// XML feeds through the running shop: the published feed over REST (XML, absolute links, the asked language and
// currency, fresh after a catalogue write), feed files an admin exports and deletes (served from the media folder,
// audited), and supplier feeds — a dry run that changes nothing, an apply that a job carries out (prices, stock,
// back-in-stock alerts), and hostile content that never gets a 500 nor changes anything.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setMailer, type Mail } from "../../graphql-server/modules/mail/mailer.js";
import { bearer, createProduct, registerMember } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

type Json = Record<string, unknown>;
let t: TestShop;
let admin: string;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await startTestShop();
  setMailer({ send: async (mail: Mail) => void sent.push(mail) });
  admin = await t.token("admin", 9);
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});

const post = (path: string, body: Json, token: string | null = admin) =>
  t.rest(path, { method: "POST", headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" }, body: JSON.stringify(body) });

const IMPORT = `mutation($input: SupplierXmlInput!) { importSupplierXml(input: $input) {
  __typename
  ... on SupplierImportPreview { report { items matched changed unchanged unmatched problemsTotal problems { item message } changes { code productId subProductCode priceBeforeMinor priceAfterMinor stockBefore stockAfter } } }
  ... on XmlFile { id status kind importReport { changed } }
  ... on FormError { code message fields { field message } } } }`;

async function importFeed(input: Json, token = admin) {
  const res = await t.gql<{ importSupplierXml: Json }>(IMPORT, { variables: { input }, headers: { ...bearer(token), "x-language": "en" } });
  return res.body;
}

const supplierFeed = (lines: [code: string, price: string, stock: string][]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Urunler>${lines.map(([code, price, stock]) => `<Urun><Kod>${code}</Kod><Fiyat>${price}</Fiyat><Stok>${stock}</Stok></Urun>`).join("")}</Urunler>`;

const productRow = async (id: number) => (await db(t, `select selling_price_minor::int as price, stock_amount, stock_total, list_price_minor::int as list from product where id = ?`, [id]))[0]!;

describe("the published product feed", () => {
  it("answers XML with every active product, absolute links in the asked language, and follows a write at once", async () => {
    const product = await createProduct(t, { priceMinor: 12_345 });
    const hidden = await createProduct(t, { isActive: false });
    const tr = await t.rest(`/api/v1/xml/products`);
    expect(tr.status).toBe(200);
    expect(tr.contentType).toMatch(/^application\/xml/);
    const xml = String(tr.body.__text);
    expect(xml).toContain(`<g:id>${product.id}</g:id>`);
    expect(xml).not.toContain(`<g:id>${hidden.id}</g:id>`);
    expect(xml).toMatch(new RegExp(`<g:link>http://[^<]+/${product.seoLink.tr}</g:link>`));
    expect(xml).toContain("<g:price>123.45 TRY</g:price>");

    const en = String((await t.rest(`/api/v1/xml/products?language=en&currency=USD`)).body.__text);
    expect(en).toMatch(new RegExp(`<g:link>http://[^<]+/en/${product.seoLink.en}</g:link>`));
    expect(en).toMatch(/<g:price>[\d.]+ USD<\/g:price>/);

    // The feed is a public read kept in memory: a catalogue write must show in the next answer.
    await db(t, `update product set is_active = false where id = ?`, [product.id]);
    expect(String((await t.rest(`/api/v1/xml/products`)).body.__text)).not.toContain(`<g:id>${product.id}</g:id>`);
    expect((await t.rest(`/api/v1/xml/products?language=xx`)).status).toBe(400);
  });
});

describe("feed files", () => {
  it("exports a file served from the media folder, lists it, deletes it (file too), and audits both", async () => {
    await createProduct(t);
    const created = await post("/api/v1/xml/createXmlProductFile?language=en", { language: "en", currency: "EUR" });
    expect(created).toMatchObject({ status: 200, body: { success: true, response: { type: "export", language: "en", currency: "EUR", status: "ready" } } });
    const file = (created.body.response as Json) as { id: number; url: string; product_count: number };
    expect(file.product_count).toBeGreaterThan(0);
    const served = await fetch(`${t.baseUrl}${file.url}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain("<rss");

    const list = await post("/api/v1/xml", { type: "export" });
    expect((list.body.data as Json[]).map((f) => f.id)).toContain(file.id);
    expect(await post("/api/v1/xml/createXmlProductFile", { language: "tr", currency: "XXX" })).toMatchObject({ body: { success: false } });

    expect(await post(`/api/v1/xml/delete/${file.id}`, {})).toMatchObject({ body: { success: true } });
    expect((await fetch(`${t.baseUrl}${file.url}`)).status).toBe(404);
    expect(await post(`/api/v1/xml/delete/${file.id}`, {})).toMatchObject({ body: { success: false, code: "not_found" } });
    const audits = await db(t, `select action from admin_audit where entity = 'xml_file' and entity_id = ? order by id`, [String(file.id)]);
    expect(audits.map((a) => a.action)).toEqual(["create", "delete"]);
  });

  it("refuses callers who are not catalogue admins", async () => {
    const member = await registerMember(t);
    expect((await post("/api/v1/xml", {}, null)).status).toBe(401);
    expect((await post("/api/v1/xml", {}, member.token)).status).toBe(403);
    expect((await post("/api/v1/xml/getProductWithXml", { content: "<a/>" }, member.token)).status).toBe(403);
  });
});

describe("supplier feeds", () => {
  const mapping = { itemPath: "Urunler/Urun", codeField: "Kod", matchBy: "SUPPLIER_CODE", priceField: "Fiyat", stockField: "Stok" };

  it("reports in a dry run without changing anything, then applies through a job with back-in-stock alerts", async () => {
    const soldOut = await createProduct(t, { stock: 0, priceMinor: 10_000 });
    const steady = await createProduct(t, { stock: 4, priceMinor: 5_000 });
    const code = `SUP-${soldOut.id}`;
    await db(t, `update product set supplier_product_code = ? where id = ?`, [code, soldOut.id]);
    await db(t, `update product set supplier_product_code = ? where id = ?`, [`SUP-${steady.id}`, steady.id]);
    const watcher = await registerMember(t);
    await t.gql(`mutation($id: Int!) { requestStockAlert(productId: $id) { __typename } }`, { variables: { id: soldOut.id }, headers: bearer(watcher.token) });
    const content = supplierFeed([[code, "149,90", "7"], [`SUP-${steady.id}`, "50.00", "4"], ["NOPE-1", "1", "1"], ["", "1", "1"]]);

    const dry = await importFeed({ content, ...mapping });
    expect(dry.data?.importSupplierXml).toMatchObject({
      __typename: "SupplierImportPreview",
      report: { items: 4, matched: 2, changed: 1, unchanged: 1, unmatched: ["NOPE-1"], problemsTotal: 1, problems: [{ item: 4, message: "The product code is missing or too long." }],
        changes: [{ code, productId: soldOut.id, priceBeforeMinor: 10_000, priceAfterMinor: 14_990, stockBefore: 0, stockAfter: 7 }] },
    });
    expect(await productRow(soldOut.id)).toMatchObject({ price: 10_000, stock_amount: 0 });

    // The member's own mails (welcome, verification) go out through jobs first: count only what the apply sends.
    await t.shop.jobs.idle();
    sent.length = 0;
    const applied = await importFeed({ content, ...mapping, apply: true });
    expect(applied.data?.importSupplierXml).toMatchObject({ __typename: "XmlFile", kind: "IMPORT", status: "QUEUED" });
    await t.shop.jobs.idle();
    await t.shop.jobs.idle();
    expect(await productRow(soldOut.id)).toMatchObject({ price: 14_990, stock_amount: 7, stock_total: 7, list: 14_990 });
    expect(await productRow(steady.id)).toMatchObject({ price: 5_000, stock_amount: 4 });
    const [file] = await db(t, `select status, report->>'changed' as changed from xml_file where id = ?`, [(applied.data!.importSupplierXml as Json).id]);
    expect(file).toMatchObject({ status: "applied", changed: "1" });
    expect(sent.filter((mail) => mail.to === watcher.email)).toHaveLength(1);
  });

  it("keeps a draft that the admin reads back, lists and applies once", async () => {
    const product = await createProduct(t, { stock: 2, priceMinor: 8_000 });
    const code = `DRAFT-${product.id}`;
    await db(t, `update product set supplier_product_code = ? where id = ?`, [code, product.id]);
    const kept = (await importFeed({ content: supplierFeed([[code, "90.00", "3"]]), ...mapping, keep: true })).data?.importSupplierXml as Json;
    expect(kept).toMatchObject({ __typename: "XmlFile", kind: "IMPORT", status: "DRAFT", importReport: { changed: 1 } });

    const FILES = `query($id: Int!) {
      xmlFile(id: $id) { id kind name status productCount adminName createdAt importReport { changed } }
      xmlFiles(kind: IMPORT, pageSize: 100) { total files { id } } }`;
    const read = async () => (await t.gql<{ xmlFile: Json; xmlFiles: { total: number; files: Json[] } }>(FILES, { variables: { id: kept.id }, headers: bearer(admin) })).body.data!;
    const before = await read();
    expect(before.xmlFile).toMatchObject({ id: kept.id, kind: "IMPORT", status: "DRAFT", productCount: 1, importReport: { changed: 1 } });
    expect(typeof before.xmlFile.adminName).toBe("string");
    expect(Date.parse(String(before.xmlFile.createdAt))).toBeGreaterThan(0);
    expect(before.xmlFiles.files.map((f) => f.id)).toContain(kept.id);
    expect(before.xmlFiles.total).toBeGreaterThanOrEqual(before.xmlFiles.files.length);
    expect(await productRow(product.id)).toMatchObject({ price: 8_000, stock_amount: 2 });

    const APPLY = `mutation($id: Int!) { applyXmlFile(id: $id) { id status } }`;
    const apply = async () => (await t.gql<{ applyXmlFile: Json | null }>(APPLY, { variables: { id: kept.id }, headers: bearer(admin) })).body.data!.applyXmlFile;
    expect(await apply()).toEqual({ id: kept.id, status: "QUEUED" });
    expect(await apply()).toBeNull();
    await t.shop.jobs.idle();
    await t.shop.jobs.idle();
    expect((await read()).xmlFile).toMatchObject({ status: "APPLIED", importReport: { changed: 1 } });
    expect(await productRow(product.id)).toMatchObject({ price: 9_000, stock_amount: 3 });
  });

  it("updates variants by their code and products by barcode", async () => {
    const product = await createProduct(t, { variants: { colours: 1, sizes: 2 }, priceMinor: 3_000 });
    const [first] = product.subProducts;
    await db(t, `update sub_product set code = ? where id = ?`, [`VAR-${first!.id}`, first!.id]);
    const res = await importFeed({ content: supplierFeed([[`VAR-${first!.id}`, "31", "0"]]), ...mapping, apply: true });
    expect(res.data?.importSupplierXml).toMatchObject({ __typename: "XmlFile" });
    await t.shop.jobs.idle();
    const [variant] = await db(t, `select selling_price_minor::int as price, stock_amount from sub_product where id = ?`, [first!.id]);
    expect(variant).toEqual({ price: 3_100, stock_amount: 0 });

    const byBarcode = await createProduct(t, { stock: 1 });
    await db(t, `update product set barcode = ? where id = ?`, [`869${byBarcode.id}`, byBarcode.id]);
    const dry = await importFeed({ content: supplierFeed([[`869${byBarcode.id}`, "", "9"]]), ...mapping, matchBy: "BARCODE" });
    expect(dry.data?.importSupplierXml).toMatchObject({ report: { changes: [{ productId: byBarcode.id, stockBefore: 1, stockAfter: 9 }] } });
  });

  it("answers a translated form error for unreadable XML, a wrong path and bad field names", async () => {
    const cases: [Json, string, string][] = [
      [{ content: "<a><b></a>", ...mapping }, "content", "This file is not readable XML."],
      [{ content: supplierFeed([["A", "1", "1"]]), ...mapping, itemPath: "Products/Product" }, "itemPath", "No items were found at this path."],
      [{ content: supplierFeed([["A", "1", "1"]]), ...mapping, codeField: "a b" }, "codeField", "Only XML element names (and @attributes) can be used."],
      [{ content: " ", ...mapping }, "content", "Upload or paste the XML."],
    ];
    for (const [input, field, message] of cases) {
      const res = await importFeed(input);
      expect(res.errors).toBeUndefined();
      expect(res.data?.importSupplierXml).toMatchObject({ __typename: "FormError", fields: [{ field, message }] });
    }
  });

  it("never answers a 500 nor changes the catalogue for any content or mapping over REST", async () => {
    const product = await createProduct(t, { stock: 2, priceMinor: 2_000 });
    await db(t, `update product set supplier_product_code = 'FUZZ' where id = ?`, [product.id]);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          content: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(supplierFeed([["FUZZ", "x", "y"]]), "<Urunler><Urun/></Urunler>")),
          item_path: fc.oneof(fc.string({ maxLength: 20 }), fc.constant("Urunler/Urun")),
          code_field: fc.oneof(fc.string({ maxLength: 10 }), fc.constant("Kod")),
          price_field: fc.string({ maxLength: 10 }),
          match_by: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("barcode", "supplier_code")),
        }),
        async (body) => {
          const res = await post("/api/v1/xml/getProductWithXml?language=tr", body);
          expect([200, 400]).toContain(res.status);
        },
      ),
      { numRuns: 40 },
    );
    expect(await productRow(product.id)).toMatchObject({ price: 2_000, stock_amount: 2 });
  });

  it("takes the feed as an uploaded file", async () => {
    const product = await createProduct(t, { stock: 1 });
    await db(t, `update product set supplier_product_code = ? where id = ?`, [`UP-${product.id}`, product.id]);
    const form = new FormData();
    form.set("file", new Blob([supplierFeed([[`UP-${product.id}`, "", "3"]])], { type: "text/xml" }), "feed.xml");
    for (const [key, value] of Object.entries({ item_path: "Urunler/Urun", code_field: "Kod", stock_field: "Stok" })) form.set(key, value);
    const res = await t.rest("/api/v1/xml/getProductWithXml", { method: "POST", headers: bearer(admin), body: form });
    expect(res).toMatchObject({ status: 200, body: { success: true, code: "dry_run", response: { report: { changed: 1 } } } });
  });
});
