// The admin's catalogue taxonomy: who may write what (catalogue role for the catalogue, owner for languages and
// currencies), categories in three languages with seo links that serve one record each, a tree that stays a tree
// whatever moves are asked for, deletes refused while products or subcategories use a category, nothing stored
// (and nothing audited) when a write is refused, renames reaching the storefront's cached reads and search at
// once, and the legacy REST shapes.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, adminToken, bearer } from "../support/factories/admin.js";
import { createProduct } from "../support/factories/catalog.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

type Json = Record<string, unknown>;

let t: TestShop;
let owner: Record<string, string>;
let catalogue: Record<string, string>;
let orders: Record<string, string>;
beforeAll(async () => {
  t = await startTestShop();
  owner = bearer(await t.token("admin", 4242));
  catalogue = bearer(await adminToken(t, await createAdmin(t, ["catalogue"])));
  orders = bearer(await adminToken(t, await createAdmin(t, ["orders"])));
});
afterAll(() => t?.close());

const CATEGORY = `__typename ... on AdminCategory { id parentId sort isActive depth title productCount childCount texts { language title seoLink } }
  ... on FormError { code message field fields { field message } } ... on OperationError { code message field }`;
const SAVE = `mutation($input: AdminCategoryInput!, $language: String) { saveAdminCategory(input: $input, language: $language) { ${CATEGORY} } }`;
const MOVE = `mutation($id: Int!, $parentId: Int, $language: String) { moveAdminCategory(id: $id, parentId: $parentId, language: $language) { ${CATEGORY} } }`;
const DELETE = `mutation($id: Int!, $language: String) { deleteAdminCategory(id: $id, language: $language) { __typename ... on AdminDeleted { id } ... on OperationError { code message } } }`;

/** The first root field's value (or the error code when it threw). */
async function call(document: string, variables: Json, headers = catalogue): Promise<Json> {
  const { body } = await t.gql<Json>(document, { variables, headers });
  if (body.errors?.length) return { thrown: (body.errors[0] as { extensions?: { code?: string } }).extensions?.code };
  return Object.values(body.data!)[0] as Json;
}

let made = 0;
const texts = (stem: string) => [
  { language: "tr", title: `${stem} tr` },
  { language: "en", title: `${stem} en` },
  { language: "ar", title: `فئة ${stem}` },
];
const newCategory = async (parentId: number | null = null, stem = `Kategori ${++made} ${Date.now()}`) =>
  (await call(SAVE, { input: { parentId, texts: texts(stem) }, language: "en" })) as Json & { id: number };

const count = async (table: string) => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from ${table}`))[0].n);
const parents = async () => {
  const rows = await t.orm.em.fork().getConnection().execute(`select id, parent_id from category`);
  return new Map<number, number | null>(rows.map((r: Json) => [Number(r.id), r.parent_id === null ? null : Number(r.parent_id)]));
};

/** Every category reaches the top within as many steps as there are categories. */
function isTree(map: Map<number, number | null>): boolean {
  for (const id of map.keys()) {
    let at: number | null = id;
    for (let steps = 0; at !== null; steps++) {
      if (steps > map.size) return false;
      at = map.get(at) ?? null;
    }
  }
  return true;
}

describe("who may write the taxonomy", () => {
  it("lets a catalogue admin write categories and refuses an orders admin, with nothing stored", async () => {
    const before = await count("category");
    expect(await call(SAVE, { input: { texts: texts("Yasak") } }, orders)).toEqual({ thrown: "FORBIDDEN" });
    expect(await call(SAVE, { input: { texts: texts("Yasak") } }, {})).toEqual({ thrown: "UNAUTHENTICATED" });
    expect(await count("category")).toBe(before);
    expect((await newCategory()).__typename).toBe("AdminCategory");
  });

  it("keeps languages and currencies to the owner", async () => {
    const currency = `mutation($input: AdminCurrencyInput!) { saveAdminCurrency(input: $input) { __typename ... on Currency { id exchangeRate } ... on FormError { code fields { field } } } }`;
    const input = { id: 2, name: "Dolar", symbol: "$", exchangeRate: 0.031 };
    expect(await call(currency, { input }, catalogue)).toEqual({ thrown: "FORBIDDEN" });
    expect(await call(currency, { input }, owner)).toMatchObject({ __typename: "Currency", exchangeRate: 0.031 });
    const language = `mutation($input: AdminLanguageInput!) { saveAdminLanguage(input: $input) { __typename ... on FormError { fields { field message } } } }`;
    expect(await call(language, { input: { id: 1, isActive: false } }, catalogue)).toEqual({ thrown: "FORBIDDEN" });
    // The default language stays active.
    expect(await call(language, { input: { id: 1, isActive: false } }, owner)).toMatchObject({ __typename: "FormError", fields: [{ field: "isActive" }] });
  });
});

describe("categories", () => {
  it("stores three languages with seo links made from the titles, and logs the write", async () => {
    const audits = await count("admin_audit");
    const saved = await newCategory(null, "Çocuk Odası Özel");
    expect(saved.texts).toEqual([
      { language: "ar", title: "فئة Çocuk Odası Özel", seoLink: "فئة-cocuk-odasi-ozel" },
      { language: "en", title: "Çocuk Odası Özel en", seoLink: "cocuk-odasi-ozel-en" },
      { language: "tr", title: "Çocuk Odası Özel tr", seoLink: "cocuk-odasi-ozel-tr" },
    ]);
    expect(saved.title).toBe("Çocuk Odası Özel en");
    expect(await count("admin_audit")).toBe(audits + 1);
  });

  it("refuses a seo link another record uses in the same language, in the asked language, storing nothing", async () => {
    const first = await newCategory();
    const taken = (first.texts as { language: string; seoLink: string }[]).find((x) => x.language === "tr")!.seoLink;
    const [categories, audits] = [await count("category"), await count("admin_audit")];
    const result = await call(SAVE, { input: { texts: [{ language: "tr", title: "Başka", seoLink: taken }] }, language: "en" });
    expect(result).toMatchObject({ __typename: "FormError", code: "SEO_LINK_TAKEN", fields: [{ field: "seoLink_tr", message: "This SEO link is already used by another record in this language." }] });
    expect([await count("category"), await count("admin_audit")]).toEqual([categories, audits]);
  });

  it("never hangs a category under itself or below itself, and says why", async () => {
    const top = await newCategory();
    const child = await newCategory(top.id);
    const grandchild = await newCategory(child.id);
    for (const parentId of [top.id, grandchild.id]) {
      expect(await call(MOVE, { id: top.id, parentId, language: "tr" })).toMatchObject({ __typename: "FormError", code: "CATEGORY_CYCLE", fields: [{ field: "parentId" }] });
    }
    expect(await call(MOVE, { id: grandchild.id, parentId: null })).toMatchObject({ parentId: null, depth: 0 });
    expect(isTree(await parents())).toBe(true);
  });

  it("refuses to delete a category with subcategories or products, and deletes an empty one", async () => {
    const top = await newCategory();
    const child = await newCategory(top.id);
    expect(await call(DELETE, { id: top.id, language: "en" })).toEqual({ __typename: "OperationError", code: "CATEGORY_HAS_CHILDREN", message: "This category has subcategories; move or delete them first." });
    await createProduct(t, { categoryId: child.id });
    expect(await call(DELETE, { id: child.id, language: "tr" })).toMatchObject({ code: "CATEGORY_HAS_PRODUCTS" });
    const empty = await newCategory(top.id);
    expect(await call(DELETE, { id: empty.id })).toEqual({ __typename: "AdminDeleted", id: empty.id });
    expect(await call(DELETE, { id: empty.id })).toMatchObject({ code: "NOT_FOUND" });
  });

  it("keeps a tree a tree through any sequence of moves (fast-check)", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await newCategory(i ? ids[i - 1] : null)).id);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...ids), fc.option(fc.constantFrom(...ids), { nil: null })), { minLength: 1, maxLength: 6 }), async (moves) => {
        for (const [id, parentId] of moves) {
          const result = await call(MOVE, { id, parentId });
          expect(["AdminCategory", "FormError"]).toContain(result.__typename);
        }
        expect(isTree(await parents())).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  // Two admins moving A under B and B under A at the same moment: each move alone is fine, together they would make
  // a loop. Only a real server runs them at the same time (PGlite serialises every query).
  it.runIf(usingPostgres())("never lets two concurrent moves make a loop", async () => {
    for (let round = 0; round < 8; round++) {
      const a = await newCategory();
      const b = await newCategory();
      const results = await Promise.all([call(MOVE, { id: a.id, parentId: b.id }), call(MOVE, { id: b.id, parentId: a.id })]);
      expect(results.map((r) => r.__typename).sort()).toEqual(["AdminCategory", "FormError"]);
      expect(isTree(await parents())).toBe(true);
    }
  });

  it("answers any texts with a category or a translated form error, and stores nothing on refusal (fast-check)", async () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("", "   ", "a".repeat(256), "kategori", "Ünlü Ürünler", "\u0000x", "../x", "a b", "UPPER"));
    await fc.assert(
      fc.asyncProperty(fc.record({ title: text, seoLink: fc.option(text, { nil: undefined }), language: fc.constantFrom("tr", "en", "ar", "xx") }), async (entry) => {
        const [categories, audits] = [await count("category"), await count("admin_audit")];
        const { body } = await t.gql<Json>(SAVE, { variables: { input: { texts: [{ ...entry, language: "tr" }, entry.language === "tr" ? null : entry].filter(Boolean) }, language: "ar" }, headers: catalogue });
        const result = (body.data?.saveAdminCategory ?? null) as Json | null;
        if (!result) {
          // Text the database cannot hold is refused as malformed input before anything runs.
          expect((body.errors?.[0] as { extensions?: { code?: string } }).extensions?.code).toBe("BAD_USER_INPUT");
        } else if (result.__typename === "FormError") {
          for (const field of result.fields as { message: string }[]) expect(field.message).toMatch(/\S/);
        } else expect(result.__typename).toBe("AdminCategory");
        const stored = result?.__typename === "AdminCategory" ? 1 : 0;
        expect([await count("category"), await count("admin_audit")]).toEqual([categories + stored, audits + stored]);
      }),
      { numRuns: 40 },
    );
  });

  it("shows a renamed category on the storefront's cached reads and in search at once", async () => {
    const stem = `Yakut ${Date.now()}`;
    const category = await newCategory(null, stem);
    const product = await createProduct(t, { categoryId: category.id });
    const tree = `query { categoryTree(language: "tr") { id title } }`;
    const titleNow = async () => ((await t.gql<{ categoryTree: { id: number; title: string }[] }>(tree)).body.data!.categoryTree.find((c) => c.id === category.id)?.title);
    expect(await titleNow()).toBe(`${stem} tr`);
    expect(await titleNow()).toBe(`${stem} tr`); // the second anonymous read comes from the cache
    const renamed = `Zümrüt ${Date.now()}`;
    expect(await call(SAVE, { input: { id: category.id, texts: [{ language: "tr", title: renamed }] } })).toMatchObject({ title: renamed });
    expect(await titleNow()).toBe(renamed);
    const found = await t.gql<{ search: { listing: { items: { id: number }[] } } }>(`query($text: String!) { search(text: $text, language: "tr", pageSize: 50) { listing { items { id } } } }`, {
      variables: { text: "zümrüt" },
    });
    expect(found.body.data!.search.listing.items.map((p) => p.id)).toContain(product.id);
  });
});

describe("brands, models, suppliers, properties, menus and synonyms", () => {
  it("lists with search and paging, refuses deleting a used brand, and deletes an unused one", async () => {
    const stem = `Marka${Date.now()}`;
    const save = `mutation($input: AdminBrandInput!) { saveAdminBrand(input: $input, language: "en") { __typename ... on AdminBrand { id seoLink } ... on FormError { code fields { field } } } }`;
    const a = (await call(save, { input: { name: `${stem} A` } })) as Json & { id: number };
    const b = (await call(save, { input: { name: `${stem} B` } })) as Json & { id: number };
    expect(a.seoLink).toBe(`${stem.toLowerCase()}-a`);
    expect(await call(save, { input: { name: "Other", seoLink: a.seoLink } })).toMatchObject({ __typename: "FormError", code: "SEO_LINK_TAKEN", fields: [{ field: "seoLink" }] });
    const page = await call(`query($f: AdminTaxonomyFilter) { adminBrands(filter: $f, page: 2, pageSize: 1) { total page items { name } } }`, { f: { search: stem } });
    expect(page).toEqual({ total: 2, page: 2, items: [{ name: `${stem} B` }] });
    await createProduct(t, { brandId: a.id });
    const del = `mutation($id: Int!) { deleteAdminBrand(id: $id) { __typename ... on OperationError { code } } }`;
    expect(await call(del, { id: a.id })).toEqual({ __typename: "OperationError", code: "RECORD_IN_USE" });
    expect(await call(del, { id: b.id })).toEqual({ __typename: "AdminDeleted" });
  });

  it("narrows models by brand and activity and suppliers by activity, each with its columns, one record by id", async () => {
    const stem = `Model${Date.now()}`;
    const brand = (await call(`mutation($input: AdminBrandInput!) { saveAdminBrand(input: $input, language: "en") { ... on AdminBrand { id } } }`, { input: { name: `${stem} Marka` } })) as Json & { id: number };
    const saveModel = `mutation($input: AdminModelInput!) { saveAdminModel(input: $input, language: "en") { ... on AdminModel { id } } }`;
    const a = (await call(saveModel, { input: { name: `${stem} A`, brandId: brand.id } })) as Json & { id: number };
    await call(saveModel, { input: { name: `${stem} B`, brandId: brand.id, isActive: false } });
    await call(saveModel, { input: { name: `${stem} C` } });
    const models = `query($f: AdminTaxonomyFilter) { adminModels(filter: $f) { total items { name brandName isActive productCount } } }`;
    expect(await call(models, { f: { search: stem, brandId: brand.id, isActive: true } })).toEqual({
      total: 1,
      items: [{ name: `${stem} A`, brandName: `${stem} Marka`, isActive: true, productCount: 0 }],
    });
    expect(await call(models, { f: { search: stem, isActive: false } })).toEqual({ total: 1, items: [{ name: `${stem} B`, brandName: `${stem} Marka`, isActive: false, productCount: 0 }] });
    expect(await call(models, { f: { search: stem } })).toMatchObject({ total: 3, items: [{ name: `${stem} A` }, { name: `${stem} B` }, { name: `${stem} C`, brandName: null }] });
    expect(await call(`query($id: Int!) { adminModel(id: $id) { id name brandId } }`, { id: a.id })).toEqual({ id: a.id, name: `${stem} A`, brandId: brand.id });

    const saveSupplier = `mutation($input: AdminSupplierInput!) { saveAdminSupplier(input: $input, language: "en") { ... on AdminSupplier { id } } }`;
    await call(saveSupplier, { input: { name: `${stem} Tedarik 1` } });
    await call(saveSupplier, { input: { name: `${stem} Tedarik 2`, isActive: false } });
    const suppliers = `query($f: AdminTaxonomyFilter) { adminSuppliers(filter: $f) { total items { name isActive } } }`;
    expect(await call(suppliers, { f: { search: stem, isActive: true } })).toEqual({ total: 1, items: [{ name: `${stem} Tedarik 1`, isActive: true }] });
  });

  it("names property values per language and refuses a bad colour", async () => {
    const saveCategory = `mutation($input: AdminPropertyCategoryInput!) { saveAdminPropertyCategory(input: $input, language: "en") { __typename ... on AdminPropertyCategory { id name } } }`;
    const colour = (await call(saveCategory, { input: { isColour: true, names: [{ language: "tr", name: "Renk" }, { language: "en", name: "Colour" }] } })) as Json & { id: number };
    expect(colour.name).toBe("Colour");
    const save = `mutation($input: AdminPropertyInput!) { saveAdminProperty(input: $input, language: "tr") { __typename ... on AdminProperty { name colour } ... on FormError { fields { field message } } } }`;
    expect(await call(save, { input: { propertyCategoryId: colour.id, colour: "red", names: [{ language: "tr", name: "Kırmızı" }] } })).toEqual({
      __typename: "FormError",
      fields: [{ field: "colour", message: "Renk #rgb ya da #rrggbb biçiminde olmalıdır." }],
    });
    expect(await call(save, { input: { propertyCategoryId: colour.id, colour: "#c00", names: [{ language: "tr", name: "Kırmızı" }] } })).toEqual({ __typename: "AdminProperty", name: "Kırmızı", colour: "#c00" });
  });

  it("keeps menu links to paths and web addresses", async () => {
    const save = `mutation($input: AdminHeaderMenuInput!) { saveAdminHeaderMenuItem(input: $input, language: "en") { __typename ... on FormError { fields { field } } ... on AdminHeaderMenuItem { url } } }`;
    for (const url of ["javascript:alert(1)", "//evil.example", "x y"]) {
      expect(await call(save, { input: { url, titles: [{ language: "tr", title: "Menü" }] } })).toEqual({ __typename: "FormError", fields: [{ field: "url" }] });
    }
    expect(await call(save, { input: { url: "/koltuklar", titles: [{ language: "tr", title: "Koltuklar" }] } })).toEqual({ __typename: "AdminHeaderMenuItem", url: "/koltuklar" });
  });

  it("replaces a language's synonym groups, refusing groups the search cannot use", async () => {
    const save = `mutation($groups: [[String!]!]!) { saveAdminSynonyms(forLanguage: "tr", groups: $groups, language: "en") { __typename ... on AdminSynonymList { groups { words } } ... on FormError { fields { field } } } }`;
    expect(await call(save, { groups: [["tek"]] })).toEqual({ __typename: "FormError", fields: [{ field: "groups" }] });
    expect(await call(save, { groups: [["kanepe", "koltuk"]] })).toEqual({ __typename: "AdminSynonymList", groups: [{ words: ["kanepe", "koltuk"] }] });
  });
});

describe("legacy REST", () => {
  it("adds, updates one language of, reads and deletes a category", async () => {
    const post = (path: string, body: Json) => t.rest(path, { method: "POST", headers: { ...catalogue, "content-type": "application/json" }, body: JSON.stringify(body) });
    const added = await post("/api/v1/category/add?language=en", { title: `Rest ${Date.now()}`, sort: 3 });
    expect(added.body).toMatchObject({ success: true, code: "category_added", response: { sort: 3, parent_id: null } });
    const id = (added.body.response as { id: number }).id;
    const updated = await post("/api/v1/category/updateLanguage", { category_id: id, language: "en", title: "Rest english" });
    expect(updated.body).toMatchObject({ success: true, code: "category_updated" });
    const english = await t.rest(`/api/v1/category/getCategoryByLanguage/${id}/en`, { headers: catalogue });
    expect(english.body).toMatchObject({ success: true, response: { id, language: "en", title: "Rest english", seo_link: "rest-english" } });
    const refused = await post("/api/v1/category/add?language=en", {});
    expect(refused.body).toMatchObject({ success: false, code: "form_required_general_message", errors: [{ field: "title_tr" }] });
    expect((await post(`/api/v1/category/delete/${id}`, {})).body).toMatchObject({ success: true, code: "category_deleted" });
    expect((await post(`/api/v1/category/delete/${id}`, {})).status).toBe(404);
  });

  it("serves brands by filter in pages", async () => {
    const post = (path: string, body: Json) => t.rest(path, { method: "POST", headers: { ...catalogue, "content-type": "application/json" }, body: JSON.stringify(body) });
    const stem = `Rb${Date.now()}`;
    expect((await post("/api/v1/brand/add", { name: `${stem} one` })).body).toMatchObject({ success: true, code: "brand_added" });
    const found = await post("/api/v1/brand/getBrandByFilter", { name: stem, page: 1, per_page: 10 });
    expect(found.body).toMatchObject({ success: true, response: { total: 1, page: 1, per_page: 10, data: [{ name: `${stem} one` }] } });
  });
});
