// /api/v1 catalogue routes: legacy reply shapes ({success, response}), the legacy snake_case field names,
// major-unit prices, comments paging (start = (page − 1) × length), 404 and 400 replies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const post = (path: string, body?: unknown) =>
  t.rest(path, { method: "POST", headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const ok = (res: { status: number; body: Json }) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.response as never;
};
const db = <T extends Json>(sql: string) => t.orm.em.fork().getConnection().execute<T[]>(sql);

const CARD_KEYS = [
  "brand_name", "brand_url", "campaign_price_with_vat", "comment_rate", "comment_total", "crossed_out_price", "currency_code",
  "discount_percent", "discounted_selling_price", "discounted_selling_price_with_vat", "display_price", "extra_discount_percent",
  "extra_discount_price", "free_cargo", "hasProperty", "id", "image", "in_stock", "is_new", "is_promotional", "on_sale", "quantity",
  "selling_price_with_vat", "seo_link", "title", "vat",
].sort();

const SOFA = "nordik-oslo-uclu-kanepe-antrasit-1";

describe("product routes", () => {
  it("POST /product/getProductBySeoLink/{seo}: the legacy product shape with major-unit prices", async () => {
    const p = ok(await post(`/api/v1/product/getProductBySeoLink/${SOFA}?language=tr&currency=1&fbp=x&fbc=y`, { token: null })) as Json;
    for (const key of [
      "id", "title", "seo_title", "seo_description", "seo_keyword", "seo_link", "brand_name", "brand_url", "video", "comment_rate",
      "comment_total", "skt", "is_favorite", "hasProperty", "selling_price_with_vat", "discounted_selling_price_with_vat",
      "discounted_selling_price", "campaign_price_with_vat", "on_sale", "currency_code", "property1", "property2", "sub_products",
      "related_products", "accessory_products", "personalizations", "images", "member_min_order", "member_max_order", "quantity",
    ]) {
      expect(p, key).toHaveProperty(key);
    }
    const [row] = await db<{ selling_price_minor: string }>(`select selling_price_minor from product where id = 1`);
    expect(p.selling_price_with_vat).toBe(Number(row.selling_price_minor) / 100);
    expect(p.on_sale).toBe(0);
    expect(p.currency_code).toBe("tl");
    expect((p.property1 as Json).property_category_name).toBe("Renk");
    expect(((p.property1 as Json).properties as Json[])[0]).toEqual({ property_id: expect.any(Number), property_name: expect.any(String), has_stock: expect.any(Boolean), colour: expect.any(String) });
    expect(p.property2).toBeNull();
    expect((p.sub_products as Json[])[0]).toMatchObject({ property1: expect.any(Number), property2: null, selling_price_with_vat: expect.any(Number), code: expect.any(String) });
    expect((p.images as Json[])[0]).toMatchObject({ S: expect.stringMatching(/-150\.jpg$/), M: expect.stringMatching(/-600\.jpg$/), B: expect.stringMatching(/-1200\.jpg$/) });
    expect((p.related_products as Json[])[0]).toMatchObject({ id: 2, seo_link: expect.any(String), images: expect.any(Array) });
    expect(Object.keys((p.accessory_products as Json[])[0]).sort()).toEqual(CARD_KEYS);
  });

  it("POST /product/getProductBySeoLink/{seo}: 404 for an unknown link, translated", async () => {
    const res = await post("/api/v1/product/getProductBySeoLink/yok-boyle-urun?language=en");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: "not_found", message: "The record you are looking for was not found." });
  });

  it("personalizations in the legacy shape", async () => {
    const [{ seo_link }] = await db<{ seo_link: string }>(`select t.seo_link from personalization z join product_translation t on t.product_id = z.product_id and t.language = 'tr' where z.type_code = 'select' limit 1`);
    const p = ok(await post(`/api/v1/product/getProductBySeoLink/${seo_link}`)) as { personalizations: Json[] };
    expect(p.personalizations[1]).toEqual({
      id: expect.any(Number),
      name: "Hediye Paketi",
      description: "Paket seçimi",
      type_code: "select",
      is_required: false,
      is_price_free: true,
      price: 0,
      currency_code: "tl",
      options: [
        { id: expect.any(Number), name: "Standart paket", price: 0, is_price_free: true, is_image: false, image: null },
        { id: expect.any(Number), name: "Kraft kutu", price: 29.9, is_price_free: false, is_image: false, image: null },
        { id: expect.any(Number), name: "Kurdeleli premium kutu", price: 59.9, is_price_free: false, is_image: false, image: null },
      ],
      value: null,
      error: false,
    });
  });

  it("POST /product/getProductShowCase/{id} and GET /pages/getPages/{x}", async () => {
    const showcase = ok(await post("/api/v1/product/getProductShowCase/1?language=en")) as Json;
    expect(showcase).toMatchObject({ id: 1, code: "new_products", title: "New arrivals" });
    expect(Object.keys((showcase.products as Json[])[0]).sort()).toEqual(CARD_KEYS);
    expect((await post("/api/v1/product/getProductShowCase/999")).status).toBe(404);
    expect((await post("/api/v1/product/getProductShowCase/abc")).status).toBe(400);
    const pages = ok(await t.rest("/api/v1/pages/getPages/home?language=ar&currency=1")) as Json;
    expect((pages.showcases as Json[]).length).toBe(4);
    expect((pages.best_sellers as Json[])[0]).toMatchObject({ category: { id: expect.any(Number), title: "أثاث", seo_link: "furniture" } });
  });

  it("POST /product/getSameProducts/{id}, getLastViewedProducts, getCategoryBestSellersProducts", async () => {
    const same = ok(await post("/api/v1/product/getSameProducts/1")) as Json[];
    expect(same.length).toBe(7);
    expect(same.map((c) => c.id)).not.toContain(1);
    const viewed = ok(await post("/api/v1/product/getLastViewedProducts", { products: [9, 3, 99999], token: null })) as Json[];
    expect(viewed.map((c) => c.id)).toEqual([9, 3]);
    expect(ok(await post("/api/v1/product/getLastViewedProducts"))).toEqual([]);
    expect((await post("/api/v1/product/getLastViewedProducts", { products: ["x"] })).status).toBe(400);
    const best = ok(await post("/api/v1/product/getCategoryBestSellersProducts", { category: "mobilya", limit: 2 })) as { category: Json; products: Json[] }[];
    expect(best.map((g) => g.category.seo_link)).toEqual(["koltuk-takimlari", "yemek-odasi", "yatak-odasi"]);
    expect(best[0].products.length).toBe(2);
  });

  it("POST /product/getCategoryProducts, getCategoryProductsTotal and getFilters share the legacy filter body", async () => {
    const filter = { category: "ev-tekstili", brands: "nordik,lina,serra,kuzey,luma,atlas", min_price: "1.000,00", max_price: 5000, in_stock: 1 };
    const listing = await post("/api/v1/product/getCategoryProducts?language=en", { ...filter, sort: "price_asc", page: 1, length: 5, token: null });
    const items = ok(listing) as Json[];
    expect(listing.body).toMatchObject({ total: expect.any(Number), page: 1, length: 5, page_count: expect.any(Number) });
    const prices = items.map((i) => i.display_price as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const total = ok(await post("/api/v1/product/getCategoryProductsTotal", filter)) as { total: number };
    expect(total.total).toBe(listing.body.total);
    const facets = ok(await post("/api/v1/product/getFilters", { category: "ev-tekstili" })) as Json;
    expect(Object.keys(facets).sort()).toEqual(["brands", "categories", "in_stock_count", "max_price", "min_price", "properties"]);
    expect((facets.brands as Json[])[0]).toEqual({ id: expect.any(Number), name: expect.any(String), seo_link: expect.any(String), count: expect.any(Number) });
    expect((facets.properties as Json[])[0]).toMatchObject({ property_category_id: expect.any(Number), property_category_name: "Renk" });
    expect(typeof facets.min_price).toBe("number");
    expect((await post("/api/v1/product/getCategoryProducts", { sort: "cheapest" })).status).toBe(400);
    expect((await post("/api/v1/product/getCategoryProducts", { min_price: "abc" })).status).toBe(400);
    expect((await post("/api/v1/product/getCategoryProducts", [1, 2])).status).toBe(400);
  });

  it("POST /product/getProductComments/{id}: start=(page-1)*length, end=length; approved only", async () => {
    const [{ product_id }] = await db<{ product_id: number }>(`select product_id from product_comment where is_approved group by product_id having count(*) >= 6 order by product_id limit 1`);
    const all = ok(await post(`/api/v1/product/getProductComments/${product_id}?language=tr`, { currentPage: 1, length: 50 })) as { items: Json[]; comment_total: number };
    const page = ok(await post(`/api/v1/product/getProductComments/${product_id}`, { paging: { currentPage: 2, length: 2 }, sort: "newest" })) as Json;
    expect(page).toMatchObject({ comment_total: all.comment_total, currentPage: 2, length: 2 });
    expect((page.items as Json[]).map((c) => c.id)).toEqual(all.items.slice(2, 4).map((c) => c.id));
    expect(Object.keys(all.items[0]).sort()).toEqual(["comment", "created_at", "id", "is_name_display", "name", "rate", "title"]);
    const defaults = ok(await post(`/api/v1/product/getProductComments/${product_id}`)) as Json;
    expect(defaults).toMatchObject({ currentPage: 1, length: 10 });
    expect((await post(`/api/v1/product/getProductComments/${product_id}`, { sort: "random" })).status).toBe(400);
  });

  it("POST /product/getProductSSS/{id}?language and GET /product/getCurrencyList", async () => {
    const [{ product_id }] = await db<{ product_id: number }>(`select product_id from product_faq order by product_id limit 1`);
    const faq = ok(await post(`/api/v1/product/getProductSSS/${product_id}?language=ar`)) as Json[];
    expect(faq[0]).toEqual({ id: expect.any(Number), question: "متى يتم الشحن؟", answer: expect.any(String) });
    const currencies = ok(await t.rest("/api/v1/product/getCurrencyList")) as Json[];
    expect(currencies.map((c) => c.code)).toEqual(["tl", "usd", "euro"]);
  });
});

describe("category, brand, model, supplier routes", () => {
  it("GET /category/getCategoryTree?language and getBySeoLink/{seo}", async () => {
    const tree = ok(await t.rest("/api/v1/category/getCategoryTree?language=en")) as Json[];
    expect(tree[0]).toMatchObject({ id: expect.any(Number), parent_id: null, title: "Furniture", seo_link: "furniture", sort: 1, image: expect.stringMatching(/^\/media\/demo\/sofa-.+-320\.jpg$/) });
    expect(((tree[0].children as Json[])[0].children as Json[])[0]).toMatchObject({ seo_link: "sofas", children: [] });
    const category = ok(await t.rest("/api/v1/category/getBySeoLink/kanepeler?language=tr")) as Json;
    expect(category).toMatchObject({ title: "Kanepeler", seo_link: "kanepeler", breadcrumbs: [{ seo_link: "mobilya" }, { seo_link: "koltuk-takimlari" }, { seo_link: "kanepeler" }] });
    expect(category.seo_links).toEqual([{ language: "ar", seo_link: "sofas" }, { language: "en", seo_link: "sofas" }, { language: "tr", seo_link: "kanepeler" }]);
    expect((await t.rest("/api/v1/category/getBySeoLink/yok")).status).toBe(404);
  });

  it("POST /brand, GET /brand/getBrandBySeoLink/{seo}, POST /model, POST /supplier", async () => {
    const brands = ok(await post("/api/v1/brand")) as Json[];
    expect(brands.length).toBe(12);
    expect(brands[0]).toEqual({ id: 1, name: "Nordik", seo_link: "nordik", description: "Nordik", image: null, sort: 1 });
    expect(ok(await t.rest("/api/v1/brand/getBrandBySeoLink/ikon-home"))).toMatchObject({ name: "Ikon Home" });
    expect((await t.rest("/api/v1/brand/getBrandBySeoLink/yok")).status).toBe(404);
    const models = ok(await post("/api/v1/model")) as Json[];
    expect(models[0]).toEqual({ id: expect.any(Number), name: expect.any(String), brand_id: expect.any(Number) });
    expect(ok(await post("/api/v1/supplier"))).toHaveLength(3);
  });
});

describe("campaign routes", () => {
  it("GET /campaign/getActiveCampaign and getByProduct/{id}", async () => {
    const active = ok(await t.rest("/api/v1/campaign/getActiveCampaign?language=en")) as Json[];
    expect(active.map((c) => c.name)).toEqual(["15% off home textiles", "Kitchen week: 250 TL off"]);
    expect(active[1]).toMatchObject({ discount_percent: null, discount_amount: 250, is_active: true, category_ids: [] });
    expect(Object.keys(active[0]).sort()).toEqual(["category_ids", "description", "discount_amount", "discount_percent", "end_date", "id", "is_active", "name", "product_ids", "start_date"]);
    const [{ id }] = await db<{ id: number }>(`select cp.product_id as id from campaign_product cp order by 1 limit 1`);
    expect((ok(await t.rest(`/api/v1/campaign/getByProduct/${id}`)) as Json[]).map((c) => c.discount_amount)).toEqual([250]);
    expect(ok(await t.rest("/api/v1/campaign/getByProduct/1"))).toEqual([]);
  });
});

describe("search routes", () => {
  it("GET /search/elastic-search/{text}?language: ranked hits with filters", async () => {
    const r = ok(await t.rest(`/api/v1/search/elastic-search/${encodeURIComponent("koltukları")}?language=tr&length=5`)) as Json;
    expect(r).toMatchObject({ text: "koltukları", page: 1, length: 5 });
    expect((r.products as Json[]).length).toBe(5);
    expect(Object.keys(r.filters as Json).sort()).toEqual(["brands", "categories", "in_stock_count", "max_price", "min_price", "properties"]);
    // The 8 sofas, and the 8 armchairs whose category "Sofa sets" names sofas too.
    const en = ok(await t.rest("/api/v1/search/elastic-search/sofas?language=en")) as Json;
    expect(en.total).toBe(16);
  });

  it("GET /search/normal-search/{text} and getMostSearch", async () => {
    const r = ok(await t.rest("/api/v1/search/normal-search/avize")) as { products: Json[]; categories: Json[]; brands: Json[] };
    expect(r.products[0]).toEqual({ id: expect.any(Number), title: expect.stringContaining("Avize"), seo_link: expect.any(String), image: expect.any(String), price: expect.any(Number), currency_code: "tl" });
    expect(r.categories).toEqual([{ id: expect.any(Number), title: "Avizeler", seo_link: "avizeler" }]);
    const most = ok(await t.rest("/api/v1/search/getMostSearch?limit=3")) as Json[];
    expect(most).toEqual([{ term: "koltuk", count: expect.any(Number) }, { term: "kanepe", count: 295 }, { term: "nevresim", count: 240 }]);
    expect((await t.rest("/api/v1/search/getMostSearch?limit=x")).status).toBe(400);
  });
});

describe("content routes", () => {
  it("GET /contents/getContentsBySeoLink/{seo}, getContentByCode/{code}, /contents/{id}", async () => {
    const bySeo = ok(await t.rest("/api/v1/contents/getContentsBySeoLink/about-us?language=en")) as Json;
    expect(bySeo).toMatchObject({ code: "about", type: "info", title: "About us", seo_link: "about-us" });
    expect(Object.keys(bySeo).sort()).toEqual(["code", "content", "id", "seo_description", "seo_link", "seo_links", "seo_title", "sort", "title", "type"]);
    expect(ok(await t.rest("/api/v1/contents/getContentByCode/privacy?language=ar"))).toMatchObject({ title: "سياسة الخصوصية" });
    expect(ok(await t.rest(`/api/v1/contents/${bySeo.id as number}`))).toMatchObject({ code: "about", title: "Hakkımızda" });
    expect((await t.rest("/api/v1/contents/999999")).status).toBe(404);
    expect((await t.rest("/api/v1/contents/getContentsBySeoLink/yok")).status).toBe(404);
  });

  it("GET /contents/contents_category/{type} and POST /contents/all/{type}", async () => {
    const byType = ok(await t.rest("/api/v1/contents/contents_category/policy")) as Json[];
    expect(byType.map((c) => c.code)).toEqual(["cookie_policy", "kvkk", "membership_agreement", "privacy", "distance_sales", "pre_information", "returns"]);
    expect(ok(await post("/api/v1/contents/all/policy"))).toEqual(byType);
  });
});
