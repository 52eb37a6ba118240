// The shop's product operations (admin): who may call them; a product created with three languages is found by
// search and shown on its storefront page at once, and no longer after it is deactivated (the public-read cache
// never answers with what was before); every label-level field round-trips; refused input stores nothing and never
// fails with an internal error (generated inputs); seo links are made free; the variants grid; images in three sizes;
// delete refused while an order holds the product; every write in the audit log; the REST shapes.
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createOrder } from "../support/factories.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the replies are walked field by field; a type per document would only repeat the selections
type Json = Record<string, any>;

let t: TestShop;
let owner: string;
let choices: Json;
beforeAll(async () => {
  t = await startTestShop();
  owner = await t.token("admin", 7);
  choices = (await gql(`query { adminProductChoices { categories { id name } brands { id name } currencies { id name } properties { id name values { id name } } } }`)).data!.adminProductChoices;
});
afterAll(() => t?.close());

async function gql(query: string, variables: Json = {}, token: string | null = owner): Promise<{ data: Json | null; errors?: Json[] }> {
  const { body } = await t.gql<Json, Json>(query, { variables, headers: token ? bearer(token) : {} });
  return body as never;
}

const PRODUCT = `id name categoryId brandId currencyCode vatRate sellingPriceMinor discountedPriceMinor stockAmount isActive isNew freeCargo desi searchWords
  memberMinOrder memberMaxOrder translations { language title seoLink seoTitle description } images { id small medium big sort variant1Id }
  subProducts { id property1Id property2Id code sellingPriceMinor stockAmount isActive } relatedIds accessoryIds`;
const RESULT = `__typename ... on AdminProduct { ${PRODUCT} } ... on FormError { code message fields { field message } }`;
const CREATE = `mutation($input: AdminProductInput!, $language: String) { createProduct(input: $input, language: $language) { ${RESULT} } }`;
const UPDATE = `mutation($id: Int!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { ${RESULT} } }`;
const BULK = `mutation($items: [AdminProductBulkItem!]!) { bulkUpdateProducts(items: $items) { __typename ... on AdminProductsChanged { updated } ... on FormError { fields { field message } } } }`;
const STOREFRONT = `query($seoLink: String!, $language: String) { product(seoLink: $seoLink, language: $language) { id title } }`;
const SEARCH = `query($text: String!) { search(text: $text) { listing { items { id } } } }`;

/** A made-up word no other product's text is near (search forgives typos, so near ones would match). */
const word = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

function input(name: string, extra: Json = {}): Json {
  return {
    name,
    categoryId: choices.categories[0].id,
    sellingPriceMinor: 12_990,
    stockAmount: 5,
    translations: [
      { language: "tr", title: `${name} Türkçe Başlık` },
      { language: "en", title: `${name} English title`, description: "<p>Hello</p>" },
      { language: "ar", title: `${name} عنوان عربي` },
    ],
    ...extra,
  };
}

async function create(name: string, extra: Json = {}) {
  const { data, errors } = await gql(CREATE, { input: input(name, extra) });
  expect(errors).toBeUndefined();
  expect(data!.createProduct.__typename).toBe("AdminProduct");
  return data!.createProduct as Json;
}

const productCount = async () => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from product`))[0].n);
const searchIds = async (text: string) => ((await gql(SEARCH, { text }, null)).data!.search.listing.items as Json[]).map((i) => i.id);

describe("admin products: access", () => {
  it("lets the catalogue role and owners in, and keeps the other roles out", async () => {
    const roles = { catalogue: true, owner: true, orders: false, content: false } as const;
    for (const [role, allowed] of Object.entries(roles)) {
      const token = await adminToken(t, await createAdmin(t, [role as never]));
      const list = await gql(`query { adminProducts { total } }`, {}, token);
      const created = await gql(CREATE, { input: input(word()) }, token);
      const rest = await t.rest("/api/v1/product", { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: "{}" });
      if (allowed) {
        expect(list.data!.adminProducts.total).toBeGreaterThan(0);
        expect(created.data!.createProduct.__typename).toBe("AdminProduct");
        expect(rest.status).toBe(200);
      } else {
        expect(list.errors![0].extensions.code).toBe("FORBIDDEN");
        expect(created.errors![0].extensions.code).toBe("FORBIDDEN");
        expect(rest.status).toBe(403);
      }
    }
  });
});

describe("admin products: create, search, storefront", () => {
  it("a new product is searchable and on its page at once; deactivated, it is gone from both", async () => {
    const name = word();
    const product = await create(name);
    const tr = product.translations.find((x: Json) => x.language === "tr");
    expect(product.translations.map((x: Json) => x.language)).toEqual(["tr", "en", "ar"]);
    expect(tr.seoLink).toBe(`${name}-turkce-baslik`);
    expect(product.translations.find((x: Json) => x.language === "ar").seoLink).toBe(`${name}-عنوان-عربي`);
    // Read once before the change: the public-read cache holds this answer.
    expect((await gql(STOREFRONT, { seoLink: tr.seoLink }, null)).data!.product.title).toBe(`${name} Türkçe Başlık`);
    expect(await searchIds(name)).toEqual([product.id]);
    const en = product.translations.find((x: Json) => x.language === "en").seoLink;
    expect((await gql(STOREFRONT, { seoLink: en, language: "en" }, null)).data!.product.title).toBe(`${name} English title`);

    const renamed = await gql(UPDATE, { id: product.id, input: { translations: [{ language: "tr", title: `${name} yeni`, seoLink: tr.seoLink }] } });
    expect(renamed.data!.updateProduct.__typename).toBe("AdminProduct");
    expect((await gql(STOREFRONT, { seoLink: tr.seoLink }, null)).data!.product.title).toBe(`${name} yeni`);

    const bulk = await gql(BULK, { items: [{ id: product.id, isActive: false }] });
    expect(bulk.data!.bulkUpdateProducts).toEqual({ __typename: "AdminProductsChanged", updated: 1 });
    expect((await gql(STOREFRONT, { seoLink: tr.seoLink }, null)).data!.product).toBeNull();
    expect(await searchIds(name)).toEqual([]);
  });

  it("hits that score alike follow the products' sort order, also after an admin changes it", async () => {
    const name = word();
    const twin = (n: number, sort: number) =>
      create(name, { sort, translations: ["tr", "en", "ar"].map((language) => ({ language, title: `${name} ${language}`, seoLink: `${name}-${language}-${n}` })) });
    const first = await twin(1, 5);
    const second = await twin(2, 7);
    expect(await searchIds(name)).toEqual([first.id, second.id]);
    expect((await gql(UPDATE, { id: second.id, input: { sort: 1 } })).data!.updateProduct.__typename).toBe("AdminProduct");
    expect(await searchIds(name)).toEqual([second.id, first.id]);
    expect((await gql(BULK, { items: [{ id: first.id, sort: -3 }] })).data!.bulkUpdateProducts).toEqual({ __typename: "AdminProductsChanged", updated: 1 });
    expect(await searchIds(name)).toEqual([first.id, second.id]);
  });

  it("stores every label-level field and reads it back", async () => {
    const brand = choices.brands[0].id;
    const product = await create(word(), {
      brandId: brand,
      vatRate: 10,
      discountedPriceMinor: 9_990,
      isNew: true,
      freeCargo: true,
      desi: 2.5,
      searchWords: "kupa, bardak",
      memberMinOrder: 2,
      memberMaxOrder: 9,
    });
    expect(product).toMatchObject({ brandId: brand, vatRate: 10, sellingPriceMinor: 12_990, discountedPriceMinor: 9_990, isNew: true, freeCargo: true, desi: 2.5, searchWords: "kupa, bardak", memberMinOrder: 2, memberMaxOrder: 9, isActive: true });
    const cleared = (await gql(UPDATE, { id: product.id, input: { discountedPriceMinor: -1, memberMinOrder: 0, brandId: 0 } })).data!.updateProduct;
    expect(cleared).toMatchObject({ discountedPriceMinor: null, memberMinOrder: null, memberMaxOrder: 9, brandId: null });
  });

  it("a typed seo link already used elsewhere is refused; a generated one is numbered", async () => {
    const first = await create("same title");
    const second = await create("same title");
    const firstLink = first.translations[0].seoLink;
    expect(second.translations[0].seoLink).toBe(`${firstLink}-2`);
    const { data } = await gql(UPDATE, { id: second.id, input: { translations: [{ language: "tr", title: "x", seoLink: firstLink }] } });
    expect(data!.updateProduct.fields).toEqual([{ field: "tr.seoLink", message: "Bu bağlantıyı başka bir sayfa kullanıyor." }]);
  });
});

describe("admin products: refusals", () => {
  it("names each missing or wrong field in the caller's language and stores nothing", async () => {
    const before = await productCount();
    const { data } = await gql(CREATE, { input: { sellingPriceMinor: 100, discountedPriceMinor: 200, translations: [{ language: "en", title: "x" }] }, language: "en" });
    const result = data!.createProduct;
    expect(result.__typename).toBe("FormError");
    expect(Object.fromEntries(result.fields.map((f: Json) => [f.field, f.message]))).toEqual({
      name: "Please enter the product name.",
      categoryId: "Please choose a category.",
      "tr.title": "Please enter the product title in Turkish.",
      discountedPriceMinor: "The discounted price must be lower than the selling price.",
    });
    expect(await productCount()).toBe(before);
  });

  it("any input: a product or a form error, never an internal error, and nothing stored on refusal", async () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("", " ", "İĞÜŞÖÇ ığüşöç", "عنوان", "a".repeat(256), "--", "<b>x</b>"));
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const translation = fc.record({ language: fc.constantFrom("tr", "en", "ar"), title: text, seoLink: maybe(text), description: maybe(text) });
    const arbitraryInput = fc.record({
      name: maybe(text),
      categoryId: maybe(fc.integer({ min: -5, max: 2_000_000_000 })),
      sellingPriceMinor: maybe(fc.integer({ min: -10, max: Number.MAX_SAFE_INTEGER })),
      discountedPriceMinor: maybe(fc.integer({ min: -10, max: 10_000_000 })),
      stockAmount: maybe(fc.integer({ min: -10, max: 2_000_000_000 })),
      vatRate: maybe(fc.integer({ min: -1, max: 200 })),
      desi: maybe(fc.double({ min: -1, max: 2e6, noNaN: true })),
      memberMinOrder: maybe(fc.integer({ min: -1, max: 20 })),
      memberMaxOrder: maybe(fc.integer({ min: -1, max: 20 })),
      translations: maybe(fc.array(translation, { maxLength: 4 })),
    });
    await fc.assert(
      fc.asyncProperty(arbitraryInput, async (raw) => {
        const before = await productCount();
        const { data, errors } = await gql(CREATE, { input: raw });
        if (errors) {
          expect(errors.map((e) => e.extensions.code)).toEqual(errors.map(() => "BAD_USER_INPUT"));
        } else if (data!.createProduct.__typename === "FormError") {
          expect(data!.createProduct.fields.length).toBeGreaterThan(0);
          expect(data!.createProduct.fields.every((f: Json) => f.message && !/_/.test(f.message))).toBe(true);
        } else {
          return;
        }
        expect(await productCount()).toBe(before);
      }),
      { numRuns: 40 },
    );
  });
});

describe("admin products: variants, images, links, delete, audit", () => {
  it("keeps one sub-product per property1 × property2 cell", async () => {
    const product = await create(word());
    const [colours, sizes] = choices.properties.filter((p: Json) => p.values.length >= 2);
    const cells = colours.values.slice(0, 2).flatMap((c: Json) => sizes.values.slice(0, 2).map((s: Json) => ({ property1Id: c.id, property2Id: s.id, sellingPriceMinor: 5000, stockAmount: 3, code: `${c.id}-${s.id}` })));
    const SAVE = `mutation($productId: Int!, $items: [AdminSubProductInput!]!) { saveSubProducts(productId: $productId, items: $items) { ${RESULT} } }`;
    const saved = (await gql(SAVE, { productId: product.id, items: cells })).data!.saveSubProducts;
    expect(saved.subProducts).toHaveLength(4);
    const again = (await gql(SAVE, { productId: product.id, items: [cells[0]] })).data!.saveSubProducts;
    expect(again.fields[0].field).toBe("items.0.property1Id");
    const listed = (await gql(`query($s: String) { adminProducts(filter: { search: $s }) { items { id stockTotal hasSubProducts } } }`, { s: product.name })).data!.adminProducts.items;
    expect(listed).toEqual([{ id: product.id, stockTotal: 12, hasSubProducts: true }]);
  });

  it("stores an upload in three sizes, advises above 300 KB, binds, orders and removes", async () => {
    const product = await create(word());
    const small = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c33" } }).png().toBuffer();
    const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 400, height: 400, channels: 3 } }).png().toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(300 * 1024);
    const UPLOAD = `mutation($productId: Int!, $image: String!, $v1: Int) { uploadProductImage(productId: $productId, image: $image, variant1Id: $v1) {
      __typename ... on AdminProductImageUploaded { largeFile image { id small medium big variant1Id } } ... on FormError { fields { field message } } } }`;
    const colour = choices.properties[0].values[0].id;
    const first = (await gql(UPLOAD, { productId: product.id, image: small.toString("base64"), v1: colour })).data!.uploadProductImage;
    expect(first).toMatchObject({ largeFile: false, image: { variant1Id: colour } });
    const big = await fetch(`${t.baseUrl}${first.image.big}`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(1200);
    expect((await sharp(Buffer.from(await (await fetch(`${t.baseUrl}${first.image.small}`)).arrayBuffer())).metadata()).width).toBe(150);
    const secondReply = await gql(UPLOAD, { productId: product.id, image: `data:image/png;base64,${noisy.toString("base64")}` });
    expect(secondReply.errors).toBeUndefined();
    const second = secondReply.data!.uploadProductImage;
    expect(second.largeFile).toBe(true);
    const notImage = (await gql(UPLOAD, { productId: product.id, image: Buffer.from("<svg/>").toString("base64") })).data!.uploadProductImage;
    expect(notImage.fields[0].field).toBe("image");

    const ORDER = `mutation($productId: Int!, $images: [AdminProductImageOrder!]!) { orderProductImages(productId: $productId, images: $images) { ${RESULT} } }`;
    const ordered = (await gql(ORDER, { productId: product.id, images: [{ id: second.image.id, sort: 0 }, { id: first.image.id, sort: 1, variant1Id: colour }] })).data!.orderProductImages;
    expect(ordered.images.map((i: Json) => i.id)).toEqual([second.image.id, first.image.id]);
    const removed = (await gql(`mutation($id: Int!) { removeProductImage(id: $id) { ${RESULT} } }`, { id: first.image.id })).data!.removeProductImage;
    expect(removed.images.map((i: Json) => i.id)).toEqual([second.image.id]);
    expect((await fetch(`${t.baseUrl}${first.image.big}`)).status).toBe(404);
  });

  it("saves personalizations with priced options, keeps their ids, and shows them on the storefront", async () => {
    const product = await create(word());
    const SAVE = `mutation($productId: Int!, $items: [AdminPersonalizationInput!]!) { savePersonalizations(productId: $productId, items: $items) {
      __typename ... on AdminProduct { personalizations { id typeCode isPriceFree priceMinor names { language name } options { id priceMinor names { language name } } } translations { language seoLink } }
      ... on FormError { fields { field message } } } }`;
    const names = (tr: string, en: string) => [{ language: "tr", name: tr }, { language: "en", name: en }];
    const first = (await gql(SAVE, {
      productId: product.id,
      items: [
        { typeCode: "input", names: names("Not", "Note") },
        { typeCode: "select", isRequired: true, names: names("Paket", "Wrapping"), options: [{ names: names("Kutu", "Box"), priceMinor: 500 }, { names: names("Kese", "Pouch") }] },
      ],
    })).data!.savePersonalizations;
    expect(first.personalizations.map((p: Json) => [p.typeCode, p.options.map((o: Json) => o.priceMinor)])).toEqual([["input", []], ["select", [500, 0]]]);
    const [note, wrapping] = first.personalizations;
    const second = (await gql(SAVE, {
      productId: product.id,
      items: [{ id: wrapping.id, typeCode: "select", names: names("Paket", "Wrapping"), options: [{ id: wrapping.options[0].id, names: names("Kutu", "Box"), priceMinor: 750 }] }],
    })).data!.savePersonalizations;
    expect(second.personalizations).toHaveLength(1);
    expect(second.personalizations[0]).toMatchObject({ id: wrapping.id, options: [{ id: wrapping.options[0].id, priceMinor: 750 }] });
    expect(note.id).not.toBe(wrapping.id);
    const refused = (await gql(SAVE, { productId: product.id, items: [{ typeCode: "radio", names: names("Renk", "Colour") }] })).data!.savePersonalizations;
    expect(refused.fields.map((f: Json) => f.field)).toEqual(["items.0.options"]);
    const shop = await gql(`query($s: String!) { product(seoLink: $s, language: "en") { personalizations { name options { name priceMinor } } } }`, { s: second.translations[1].seoLink }, null);
    expect(shop.data!.product.personalizations).toEqual([{ name: "Wrapping", options: [{ name: "Box", priceMinor: 750 }] }]);
  });

  it("links related and accessory products, not itself", async () => {
    const [a, b, c] = [await create(word()), await create(word()), await create(word())];
    const LINKS = `mutation($id: Int!, $r: [Int!]!, $x: [Int!]!) { setProductLinks(productId: $id, relatedIds: $r, accessoryIds: $x) { ${RESULT} } }`;
    expect((await gql(LINKS, { id: a.id, r: [c.id, b.id], x: [b.id] })).data!.setProductLinks).toMatchObject({ relatedIds: [c.id, b.id], accessoryIds: [b.id] });
    expect((await gql(LINKS, { id: a.id, r: [a.id], x: [] })).data!.setProductLinks.__typename).toBe("FormError");
  });

  it("refuses to delete a product an order holds, deletes others, and audits every write", async () => {
    const kept = await create(word());
    await createOrder(t, { productId: kept.id });
    const DELETE = `mutation($id: Int!) { deleteProduct(id: $id, language: "en") { __typename ... on AdminProductDeleted { id } ... on FormError { code message } } }`;
    expect((await gql(DELETE, { id: kept.id })).data!.deleteProduct).toMatchObject({ code: "PRODUCT_HAS_ORDERS" });
    const gone = await create(word());
    expect((await gql(DELETE, { id: gone.id })).data!.deleteProduct).toEqual({ __typename: "AdminProductDeleted", id: gone.id });
    expect((await gql(`query($id: Int!) { adminProduct(id: $id) { id } }`, { id: gone.id })).errors![0].extensions.code).toBe("NOT_FOUND");
    const log = await t.orm.em.fork().getConnection().execute(`select action from admin_audit where entity = 'product' and entity_id = ? order by id`, [String(gone.id)]);
    expect(log.map((r: Json) => r.action)).toEqual(["create", "delete"]);
  });
});

describe("admin products: REST", () => {
  const post = (path: string, body: Json) => t.rest(path, { method: "POST", headers: { ...bearer(owner), "content-type": "application/json" }, body: JSON.stringify(body) });

  it("adds, reads, prices, sorts and lists in the legacy shapes", async () => {
    const name = word();
    const added = await post("/api/v1/product/add?language=en", { name, category_id: choices.categories[0].id, selling_price: "1.250,50", stock_amount: 4, title: `${name} başlık`, is_new: 1 });
    expect(added.body).toMatchObject({ success: true, code: "successfully_added", data: { name, selling_price_with_vat: 1250.5, is_new: 1, languages: [{ language: "tr", title: `${name} başlık` }] } });
    const id = (added.body as Json).data.id;
    expect((await post(`/api/v1/product/updatePrice/${id}`, { selling_price: 100, discounted_price: 80 })).body.data).toMatchObject({ selling_price_with_vat: 100, discounted_selling_price_with_vat: 80 });
    expect(((await post(`/api/v1/product/updateSort/${id}`, { sort: -5 })).body as Json).data.sort).toBe(-5);
    const refused = await post(`/api/v1/product/updatePrice/${id}`, { selling_price: 50, discounted_price: 80 });
    expect(refused.body).toMatchObject({ success: false, errors: [{ field: "discounted_price_minor" }] });
    const list = await post("/api/v1/product", { search: name });
    expect(list.body.response).toMatchObject({ total: 1, data: [{ id, selling_price_with_vat: 100, sort: -5 }] });
    const byLanguage = await t.rest(`/api/v1/product/getProductByLanguage/${id}/tr`, { headers: bearer(owner) });
    expect(byLanguage.body.data).toMatchObject({ product_id: id, language: "tr", title: `${name} başlık` });
    expect((await t.rest(`/api/v1/product/getProductById/999999`, { headers: bearer(owner) })).status).toBe(404);
  });

  it("answers any body on every product route with JSON, never a 5xx, even with an admin token", async () => {
    const product = await create(word());
    const routes = [
      "/api/v1/product",
      "/api/v1/product/getCategoryProductsForAdmin",
      "/api/v1/product/add",
      `/api/v1/product/update/${product.id}`,
      `/api/v1/product/updatePrice/${product.id}`,
      `/api/v1/product/updateSort/${product.id}`,
      "/api/v1/product/updateLanguage",
      `/api/v1/product/updateProductImage/${product.id}`,
      "/api/v1/sub_product/add",
      "/api/v1/sub_product/update",
      "/api/v1/sub_product/delete",
      "/api/v1/image/uploadProductImage",
      "/api/v1/image/removeFile",
    ];
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.constant(String(product.id)));
    const names = fc.constantFrom("name", "title", "language", "selling_price", "discounted_price", "category_id", "product_id", "id", "ids", "images", "languages", "sort", "image", "stock_amount", "property1_id", "vat", "cbm", "is_active");
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.dictionary(names, value, { maxKeys: 6 }), async (path, body) => {
        const reply = await post(path, body);
        expect(reply.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(typeof reply.body.success).toBe("boolean");
      }),
      { numRuns: 80 },
    );
  });
});

