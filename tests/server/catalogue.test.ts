// The catalogue over GraphQL on the demo catalogue: listing filters and facet counts (checked against plain SQL),
// sorting and paging, the campaigns with their products, the product page, comments paging, seo link resolution
// (with a listing target's products), content pages, the sitemap, the Money scalar, and the SQL query count of the
// listing, campaign and product queries (constant in the page size).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

async function q<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const result = await t.exec(query, { variables });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

async function db<T extends Record<string, unknown>>(sql: string): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(sql);
}
const ids = async (sql: string) => (await db<{ id: number }>(sql)).map((r) => Number(r.id));

interface Card {
  id: number;
  title: string;
  seoLink: string;
  inStock: boolean;
  price: { displayPriceMinor: number; sellingPriceMinor: number };
}
interface Listing {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: Card[];
  facets: {
    brands: { id: number; seoLink: string; count: number }[];
    properties: { propertyCategoryId: number; name: string; values: { id: number; name: string; count: number }[] }[];
    categories: { seoLink: string; count: number }[];
    priceMinMinor: number | null;
    priceMaxMinor: number | null;
    inStockCount: number;
  };
}

const LISTING = `query($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int, $language: String) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {
    total page pageSize pageCount
    items { id title seoLink inStock price { displayPriceMinor sellingPriceMinor } }
    facets { brands { id seoLink count } properties { propertyCategoryId name values { id name count } }
             categories { seoLink count } priceMinMinor priceMaxMinor inStockCount }
  }
}`;
const listing = async (variables: Record<string, unknown>) => (await q<{ products: Listing }>(LISTING, variables)).products;

const SUBTREE = (seo: string) => `with recursive tree as (
    select category_id as id from category_translation where seo_link = '${seo}' and language = 'tr'
    union all select c.id from category c join tree on c.parent_id = tree.id)
  select p.id from product p where p.is_active and p.category_id in (select id from tree)`;

describe("demo catalogue", () => {
  it("looks like a real shop", async () => {
    const [counts] = await db<Record<string, number>>(`select
      (select count(*) from product) as products,
      (select count(*) from category) as categories,
      (select count(*) from brand) as brands,
      (select count(*) from category c join category p on p.id = c.parent_id where p.parent_id is not null) as third_level,
      (select count(distinct product_id) from sub_product where property2_id is not null) as two_level_variants,
      (select count(*) from personalization where type_code = 'input' and price_minor > 0) as priced_engraving,
      (select count(*) from personalization where type_code = 'textarea') as gift_texts,
      (select count(*) from product where discounted_price_minor is not null) as discounted,
      (select count(*) from product p join currency c on c.id = p.currency_id where c.code = 'tl' and discounted_price_minor is null and selling_price_minor > 1500000) as rule_priced,
      (select count(*) from product where stock_total = 0) as out_of_stock,
      (select count(*) from product where member_min_order is not null or member_max_order is not null) as min_max,
      (select count(distinct product_id) from product_comment) as commented,
      (select count(distinct product_id) from product_faq) as with_faq,
      (select count(*) from campaign_category) + (select count(*) from campaign_product) as campaign_links`);
    const n = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
    expect(n.products).toBeGreaterThanOrEqual(150);
    expect(n.categories).toBeGreaterThanOrEqual(12);
    expect(n.third_level).toBeGreaterThan(0);
    expect(n.brands).toBeGreaterThanOrEqual(10);
    for (const key of ["two_level_variants", "priced_engraving", "gift_texts", "discounted", "rule_priced", "out_of_stock", "min_max", "commented", "with_faq", "campaign_links"]) {
      expect(n[key], key).toBeGreaterThan(0);
    }
  });

  it("serves the product images from /media in three sizes with long cache headers", async () => {
    const { product } = await q<{ product: { images: { small: string; medium: string; big: string }[] } }>(
      `{ product(seoLink: "nordik-oslo-uclu-kanepe-antrasit-1") { images { small medium big } } }`,
    );
    expect(product.images.length).toBeGreaterThan(0);
    const { small, medium, big } = product.images[0];
    for (const [path, size] of [[small, 150], [medium, 600], [big, 1200]] as const) {
      expect(path).toMatch(/^\/media\//);
      const res = await fetch(`${t.baseUrl}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
      expect(res.headers.get("cache-control")).toContain("max-age=31536000");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.length).toBeGreaterThan(500);
      expect(path).toContain(`-${size}.`);
    }
  });
});

describe("products: filters and facets", () => {
  it("filters by category including its descendants, with category facets for the children", async () => {
    const expected = await ids(SUBTREE("mobilya"));
    const l = await listing({ filter: { category: "mobilya" }, pageSize: 100 });
    expect(l.total).toBe(expected.length);
    expect(l.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(l.facets.categories.map((c) => c.seoLink).sort()).toEqual(["koltuk-takimlari", "yatak-odasi", "yemek-odasi"]);
    expect(l.facets.categories.reduce((s, c) => s + c.count, 0)).toBe(l.total);
  });

  it("counts brand facets without the brand filter, and filters by brand seo links", async () => {
    const all = await listing({ filter: { category: "ev-tekstili" }, pageSize: 1 });
    const [first, second] = all.facets.brands;
    const filtered = await listing({ filter: { category: "ev-tekstili", brands: [first.seoLink, second.seoLink] }, pageSize: 100 });
    expect(filtered.total).toBe(first.count + second.count);
    // Choosing brands keeps the other brands (and their counts) in the facet.
    expect(filtered.facets.brands).toEqual(all.facets.brands);
    const reference = await ids(`select p.id from product p join brand b on b.id = p.brand_id
      where p.is_active and b.seo_link in ('${first.seoLink}', '${second.seoLink}') and p.id in (${SUBTREE("ev-tekstili")})`);
    expect(filtered.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(reference.sort((a, b) => a - b));
  });

  it("filters by property values (OR within a group, AND across groups) with value counts", async () => {
    const base = await listing({ filter: { category: "halilar" }, pageSize: 1 });
    const colours = base.facets.properties.find((g) => g.name === "Renk")!;
    const sizes = base.facets.properties.find((g) => g.name === "Beden")!;
    expect(colours.values.length).toBeGreaterThan(1);
    const colour = colours.values[0];
    const size = sizes.values[0];
    const byColour = await listing({ filter: { category: "halilar", properties: [colour.id] }, pageSize: 100 });
    expect(byColour.total).toBe(colour.count);
    const both = await listing({ filter: { category: "halilar", properties: [colour.id, size.id] }, pageSize: 100 });
    const reference = await ids(`select p.id from product p where p.is_active and p.id in (${SUBTREE("halilar")})
      and exists (select 1 from sub_product s where s.product_id = p.id and s.is_active and ${colour.id} in (s.property1_id, s.property2_id))
      and exists (select 1 from sub_product s where s.product_id = p.id and s.is_active and ${size.id} in (s.property1_id, s.property2_id))`);
    expect(both.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(reference.sort((a, b) => a - b));
    const twoColours = await listing({ filter: { category: "halilar", properties: [colours.values[0].id, colours.values[1].id] }, pageSize: 100 });
    expect(twoColours.total).toBeGreaterThanOrEqual(Math.max(colours.values[0].count, colours.values[1].count));
  });

  it("filters by price range (minor units of TL) and reports price bounds without the price filter", async () => {
    const all = await listing({ filter: {}, pageSize: 1 });
    const [{ min, max }] = await db<{ min: number; max: number }>(`select min(list_price_minor) as min, max(list_price_minor) as max from product where is_active`);
    expect(all.facets.priceMinMinor).toBe(Number(min));
    expect(all.facets.priceMaxMinor).toBe(Number(max));
    const range = await listing({ filter: { minPriceMinor: 100_000, maxPriceMinor: 500_000 }, pageSize: 100 });
    const reference = await ids(`select id from product where is_active and list_price_minor between 100000 and 500000`);
    expect(range.total).toBe(reference.length);
    expect(range.facets.priceMinMinor).toBe(all.facets.priceMinMinor);
  });

  it("filters in-stock products; the in-stock count ignores the stock filter", async () => {
    const all = await listing({ filter: { category: "mobilya" }, pageSize: 1 });
    const inStock = await listing({ filter: { category: "mobilya", inStock: true }, pageSize: 100 });
    expect(inStock.total).toBe(all.facets.inStockCount);
    expect(inStock.total).toBeLessThan(all.total);
    expect(inStock.items.every((i) => i.inStock)).toBe(true);
    expect(inStock.facets.inStockCount).toBe(all.facets.inStockCount);
  });

  it("filters by campaign (its categories and products) and shows campaign prices", async () => {
    const { activeCampaigns } = await q<{ activeCampaigns: { id: number; categoryIds: number[]; productIds: number[]; discountPercent: number | null }[] }>(
      `{ activeCampaigns { id categoryIds productIds discountPercent } }`,
    );
    const textile = activeCampaigns.find((c) => c.discountPercent === 15)!;
    const l = await listing({ filter: { campaignId: textile.id }, pageSize: 100 });
    expect(l.total).toBe((await ids(SUBTREE("ev-tekstili"))).length);
    const { products } = await q<{ products: { items: { price: { campaignPriceMinor: number | null; sellingPriceMinor: number; discountedPriceMinor: number | null; displayPriceMinor: number } }[] } }>(
      `query($id: Int) { products(filter: { campaignId: $id }, pageSize: 5) { items { price { campaignPriceMinor sellingPriceMinor discountedPriceMinor displayPriceMinor } } } }`,
      { id: textile.id },
    );
    for (const { price } of products.items) {
      const base = price.discountedPriceMinor ?? price.sellingPriceMinor;
      expect(price.campaignPriceMinor).toBe(Math.round(base * 0.85));
      expect(price.displayPriceMinor).toBe(price.campaignPriceMinor);
    }
    const none = await listing({ filter: { campaignId: 999_999 } });
    expect(none.total).toBe(0);
  });

  it("lists every active campaign with its first products, as the campaign filter lists them", async () => {
    const { activeCampaignsWithProducts } = await q<{ activeCampaignsWithProducts: { campaign: { id: number }; products: { id: number }[] }[] }>(
      `{ activeCampaignsWithProducts(limit: 5) { campaign { id } products { id } } }`,
    );
    const { activeCampaigns } = await q<{ activeCampaigns: { id: number }[] }>(`{ activeCampaigns { id } }`);
    expect(activeCampaignsWithProducts.map((c) => c.campaign.id)).toEqual(activeCampaigns.map((c) => c.id));
    expect(activeCampaignsWithProducts.length).toBeGreaterThan(1);
    for (const { campaign, products } of activeCampaignsWithProducts) {
      const l = await listing({ filter: { campaignId: campaign.id }, pageSize: 5 });
      expect(products.map((p) => p.id)).toEqual(l.items.map((i) => i.id));
    }
  });

  it("a category link of another language filters the same category (menu links are Turkish)", async () => {
    const en = await listing({ filter: { category: "kanepeler" }, language: "en", pageSize: 1 });
    const tr = await listing({ filter: { category: "kanepeler" }, pageSize: 1 });
    expect(en.total).toBe(tr.total);
    const parent = await listing({ filter: { category: "koltuk-takimlari" }, language: "en", pageSize: 1 });
    expect(parent.facets.categories.map((c) => c.seoLink).sort()).toEqual(["armchairs", "sofas"]);
  });

  it("an unknown category or brand gives an empty listing, not an error", async () => {
    expect((await listing({ filter: { category: "yok-boyle-bir-kategori" } })).total).toBe(0);
    expect((await listing({ filter: { brands: ["yok"] } })).total).toBe(0);
  });
});

describe("products: sorting and paging", () => {
  it.each([
    ["PRICE_ASC", "list_price_minor asc, id asc"],
    ["PRICE_DESC", "list_price_minor desc, id asc"],
    ["NEWEST", "created_at desc, id desc"],
    ["BEST_SELLING", "sold_count desc, id asc"],
    ["RECOMMENDED", "sort asc, id desc"],
  ])("%s", async (sort, order) => {
    const l = await listing({ filter: { category: "ev-tekstili" }, sort, pageSize: 30 });
    const reference = await ids(`select id from product where id in (${SUBTREE("ev-tekstili")}) order by ${order} limit 30`);
    expect(l.items.map((i) => i.id)).toEqual(reference);
  });

  it("NAME_ASC sorts by the translated title", async () => {
    const l = await listing({ filter: { category: "aydinlatma" }, sort: "NAME_ASC", language: "en", pageSize: 50 });
    const titles = l.items.map((i) => i.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("pages: page 1 and 2 continue each other, total and pageCount hold, past the end is empty", async () => {
    const ten = await listing({ sort: "PRICE_ASC", pageSize: 10 });
    const first = await listing({ sort: "PRICE_ASC", pageSize: 5, page: 1 });
    const second = await listing({ sort: "PRICE_ASC", pageSize: 5, page: 2 });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(ten.items.map((i) => i.id));
    expect(first.total).toBe(ten.total);
    expect(first.pageCount).toBe(Math.ceil(first.total / 5));
    const past = await listing({ sort: "PRICE_ASC", pageSize: 5, page: 1000 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(ten.total);
    const clamped = await listing({ pageSize: 1000, page: -3 });
    expect(clamped.pageSize).toBe(100);
    expect(clamped.page).toBe(1);
  });
});

const PRODUCT = `query($seo: String!, $language: String) {
  product(seoLink: $seo, language: $language) {
    id title seoLink seoLinks { language seoLink } brandName brandUrl breadcrumbs { title seoLink } hasProperty
    commentRate commentTotal skt video quantity inStock memberMinOrder memberMaxOrder isFavorite
    price { sellingPriceMinor discountedPriceMinor displayPriceMinor crossedOutPriceMinor onSale extraDiscountPriceMinor extraDiscountPercent currencyCode }
    images { small medium big variant1 variant2 }
    property1 { propertyCategoryName properties { propertyId propertyName hasStock isActive } }
    property2 { propertyCategoryName properties { propertyId propertyName isActive } }
    subProducts { id property1 property2 quantity inStock price { sellingPriceMinor displayPriceMinor } }
    relatedProducts { id title seoLink images { small } }
    accessoryProducts { id title }
    personalizations { name typeCode isRequired isPriceFree priceMinor options { name priceMinor isPriceFree } }
    sameProducts(limit: 3) { id }
  }
}`;
interface ProductPage {
  id: number;
  title: string;
  seoLink: string;
  seoLinks: { language: string; seoLink: string }[];
  brandName: string;
  brandUrl: string;
  breadcrumbs: { title: string; seoLink: string }[];
  hasProperty: boolean;
  quantity: number;
  inStock: boolean;
  skt: string | null;
  price: { sellingPriceMinor: number; discountedPriceMinor: number | null; displayPriceMinor: number; crossedOutPriceMinor: number | null; onSale: boolean; extraDiscountPriceMinor: number; extraDiscountPercent: number; currencyCode: string };
  images: { small: string; variant1: number | null }[];
  property1: { propertyCategoryName: string; properties: { propertyId: number; propertyName: string; hasStock: boolean; isActive: boolean }[] } | null;
  property2: { propertyCategoryName: string; properties: { propertyId: number; isActive: boolean }[] } | null;
  subProducts: { id: number; property1: number | null; property2: number | null; quantity: number; inStock: boolean }[];
  relatedProducts: { id: number; images: unknown[] }[];
  accessoryProducts: { id: number }[];
  personalizations: { name: string; typeCode: string; isRequired: boolean; isPriceFree: boolean; priceMinor: number; options: { name: string; priceMinor: number }[] }[];
  sameProducts: { id: number }[];
}
const productBySeo = async (seo: string, language?: string) => (await q<{ product: ProductPage | null }>(PRODUCT, { seo, language })).product;
const seoOf = async (where: string, language = "tr") =>
  String((await db<{ seo_link: string }>(`select t.seo_link from product p join product_translation t on t.product_id = p.id and t.language = '${language}' where ${where} order by p.id limit 1`))[0].seo_link);

describe("product page", () => {
  it("has everything the page shows, in the language, with links in all three languages", async () => {
    const seo = await seoOf(`exists (select 1 from sub_product s where s.product_id = p.id and s.property2_id is not null)`, "en");
    const p = (await productBySeo(seo, "en"))!;
    expect(p.seoLink).toBe(seo);
    expect(p.seoLinks.map((l) => l.language)).toEqual(["ar", "en", "tr"]);
    expect(p.breadcrumbs.length).toBe(3);
    expect(p.brandUrl).toBeTruthy();
    expect(p.hasProperty).toBe(true);
    expect(p.property1?.propertyCategoryName).toBe("Colour");
    expect(p.property2?.propertyCategoryName).toBe("Size");
    // has_stock of a property1 value: some sub-product with it has stock.
    for (const value of p.property1!.properties) {
      const withValue = p.subProducts.filter((s) => s.property1 === value.propertyId);
      expect(value.hasStock).toBe(withValue.some((s) => s.quantity > 0));
    }
    expect(p.images.every((i) => i.small.startsWith("/media/"))).toBe(true);
    expect(p.images.some((i) => i.variant1 !== null)).toBe(true);
    expect(p.relatedProducts.length).toBe(1);
    expect(p.relatedProducts[0].images.length).toBeGreaterThan(0);
    expect(p.sameProducts.length).toBe(3);
    expect(p.sameProducts.map((s) => s.id)).not.toContain(p.id);
  });

  it("hides an inactive property2 value and marks out-of-stock colours", async () => {
    const seo = await seoOf(`exists (select 1 from sub_product s where s.product_id = p.id and not s.is_active)`);
    const p = (await productBySeo(seo))!;
    const [{ n }] = await db<{ n: number }>(`select count(distinct property2_id) as n from sub_product where product_id = ${p.id} and is_active and property2_id is not null`);
    expect(p.property2!.properties.length).toBe(Number(n));
    expect(p.property2!.properties.every((v) => v.isActive)).toBe(true);
  });

  it("applies the display rule (× 0.95 + 588) to a product above 15,000 TL without a discount", async () => {
    const seo = await seoOf(`p.currency_id = 1 and p.discounted_price_minor is null and p.selling_price_minor > 1500000
      and not exists (select 1 from campaign_product cp where cp.product_id = p.id)
      and p.category_id not in (select id from category where parent_id is null)`);
    const p = (await productBySeo(seo))!;
    const selling = p.price.sellingPriceMinor;
    expect(p.price.onSale).toBe(false);
    expect(p.price.displayPriceMinor).toBe(Math.round(selling * 0.95) + 58_800);
    expect(p.price.crossedOutPriceMinor).toBe(selling);
    expect(p.price.extraDiscountPriceMinor).toBe(Math.round(p.price.displayPriceMinor * 0.9));
    expect(p.price.extraDiscountPercent).toBe(Math.max(0, Math.round(((selling - p.price.extraDiscountPriceMinor) * 100) / selling)));
  });

  it("shows a discounted price as on sale", async () => {
    const seo = await seoOf(`p.discounted_price_minor is not null and p.category_id in (select id from category_translation where seo_link in ('kanepeler','koltuklar'))`);
    const p = (await productBySeo(seo))!;
    expect(p.price.onSale).toBe(true);
    expect(p.price.displayPriceMinor).toBe(p.price.discountedPriceMinor);
    expect(p.price.crossedOutPriceMinor).toBe(p.price.sellingPriceMinor);
  });

  it("lists personalizations: a priced engraving and a free gift text with a priced wrap option", async () => {
    const engraved = (await productBySeo(await seoOf(`exists (select 1 from personalization z where z.product_id = p.id and z.price_minor = 7500)`)))!;
    expect(engraved.personalizations).toContainEqual(
      expect.objectContaining({ name: "Gravür Metni", typeCode: "INPUT", isRequired: true, isPriceFree: false, priceMinor: 7500 }),
    );
    const gift = (await productBySeo(await seoOf(`exists (select 1 from personalization z where z.product_id = p.id and z.type_code = 'textarea')`), "ar"))!;
    expect(gift.personalizations[0]).toMatchObject({ name: "بطاقة إهداء", typeCode: "TEXTAREA", isPriceFree: true, priceMinor: 0 });
    expect(gift.personalizations[1].typeCode).toBe("SELECT");
    expect(gift.personalizations[1].options.map((o) => o.priceMinor)).toEqual([0, 2990, 5990]);
  });

  it("has accessory products, member min/max, shelf life and out-of-stock state", async () => {
    const withAccessories = (await productBySeo(await seoOf(`exists (select 1 from product_link l where l.product_id = p.id and l.kind = 'accessory')`)))!;
    expect(withAccessories.accessoryProducts.length).toBe(3);
    const minMax = (await productBySeo(await seoOf(`p.member_min_order is not null`)))!;
    expect(minMax).toMatchObject({ memberMinOrder: 2, memberMaxOrder: 6 } as never);
    const candle = (await productBySeo(await seoOf(`p.skt is not null`)))!;
    expect(candle.skt).toBe("31.12.2027");
    const empty = (await productBySeo(await seoOf(`p.stock_total = 0`)))!;
    expect(empty).toMatchObject({ inStock: false, quantity: 0 });
  });

  it("is null for an unknown seo link; a link of another language still finds the product", async () => {
    expect(await productBySeo("olmayan-urun")).toBeNull();
    const tr = await seoOf("true", "tr");
    const p = (await productBySeo(tr, "en"))!;
    expect(p.seoLinks.find((l) => l.language === "en")?.seoLink).toBe(p.seoLink);
    expect(p.seoLink).not.toBe(tr);
  });
});

describe("comments and FAQ", () => {
  it("pages approved comments only: start = (page - 1) × length, length 10 by default", async () => {
    const [{ product_id }] = await db<{ product_id: number }>(`select product_id from product_comment where is_approved group by product_id having count(*) >= 8 order by product_id limit 1`);
    const id = Number(product_id);
    const COMMENTS = `query($id: Int!, $page: Int, $pageSize: Int) { productComments(productId: $id, page: $page, pageSize: $pageSize) {
      total page pageSize averageRate items { id title text rate customerName isNameDisplay } } }`;
    type Page = { productComments: { total: number; page: number; pageSize: number; averageRate: number; items: { id: number; title: string; customerName: string | null; isNameDisplay: boolean }[] } };
    const all = (await q<Page>(COMMENTS, { id, pageSize: 50 })).productComments;
    const approved = await ids(`select id from product_comment where product_id = ${id} and is_approved order by created_at desc, id desc`);
    expect(all.items.map((c) => c.id)).toEqual(approved);
    expect(all.total).toBe(approved.length);
    expect(all.items.some((c) => c.title === "Henüz onaylanmadı")).toBe(false);
    const defaults = (await q<Page>(COMMENTS, { id })).productComments;
    expect(defaults.pageSize).toBe(10);
    const page2 = (await q<Page>(COMMENTS, { id, page: 2, pageSize: 3 })).productComments;
    expect(page2.items.map((c) => c.id)).toEqual(approved.slice(3, 6));
    for (const c of all.items) expect(c.customerName === null).toBe(!c.isNameDisplay);
    const [{ avg }] = await db<{ avg: number }>(`select round(avg(rate), 2) as avg from product_comment where product_id = ${id} and is_approved`);
    expect(all.averageRate).toBeCloseTo(Number(avg), 2);
  });

  it("FAQ is in the requested language", async () => {
    const [{ product_id }] = await db<{ product_id: number }>(`select product_id from product_faq order by product_id limit 1`);
    const { productFaq } = await q<{ productFaq: { question: string }[] }>(`query($id: Int!) { productFaq(productId: $id, language: "en") { question } }`, { id: Number(product_id) });
    expect(productFaq[0].question).toBe("When is it shipped?");
  });
});

describe("resolveSeoLink", () => {
  const RESOLVE = `query($path: String!, $language: String) { resolveSeoLink(path: $path, language: $language) { kind id categoryId seoLinks { language seoLink } } }`;
  const resolve = async (path: string, language?: string) =>
    (await q<{ resolveSeoLink: { kind: string; id: number | null; categoryId: number | null; seoLinks: { language: string; seoLink: string }[] } }>(RESOLVE, { path, language })).resolveSeoLink;

  it("tells products, categories, brands, content pages and nothing apart", async () => {
    const product = await seoOf("true", "en");
    expect(await resolve(product, "en")).toMatchObject({ kind: "PRODUCT" });
    expect(await resolve("kanepeler")).toMatchObject({ kind: "CATEGORY", seoLinks: [{ language: "ar", seoLink: "sofas" }, { language: "en", seoLink: "sofas" }, { language: "tr", seoLink: "kanepeler" }] });
    expect(await resolve("/sofas/", "en")).toMatchObject({ kind: "CATEGORY" });
    expect(await resolve("nordik")).toMatchObject({ kind: "BRAND" });
    expect(await resolve("about-us", "en")).toMatchObject({ kind: "CONTENT" });
    expect(await resolve("olmayan-sayfa")).toEqual({ kind: "NONE", id: null, categoryId: null, seoLinks: [] });
    expect(await resolve("a/b/c")).toMatchObject({ kind: "NONE" });
    expect(await resolve("%E0%A4%A")).toMatchObject({ kind: "NONE" });
  });

  it("is nothing for escapes that decode to text no column stores, in one segment or two", async () => {
    for (const escape of ["%00", "%01", "%1B", "%7F", "%ED%A0%80"]) {
      for (const path of [escape, `a${escape}b`, `nordik/${escape}`, `${escape}/kanepeler`]) {
        expect(await resolve(path), path).toMatchObject({ kind: "NONE" });
      }
    }
  });

  it("resolves /{brand}/{category} and falls back to another language's link", async () => {
    const brandCategory = await resolve("nordik/kanepeler");
    expect(brandCategory.kind).toBe("BRAND");
    expect(brandCategory.categoryId).toBeGreaterThan(0);
    expect(await resolve("nordik/olmayan")).toMatchObject({ kind: "NONE" });
    // A Turkish menu link opened under /en: the category, with its English link to redirect to.
    const fallback = await resolve("kanepeler", "en");
    expect(fallback.kind).toBe("CATEGORY");
    expect(fallback.seoLinks.find((l) => l.language === "en")?.seoLink).toBe("sofas");
  });
});

describe("resolveSeoLink listing", () => {
  const RESOLVE = `query($path: String!, $filter: ProductFilter, $language: String) {
    resolveSeoLink(path: $path, language: $language) { kind listing(filter: $filter, pageSize: 100) { total items { id } } }
  }`;
  const resolved = async (path: string, filter?: Record<string, unknown>) =>
    (await q<{ resolveSeoLink: { kind: string; listing: { total: number; items: { id: number }[] } | null } }>(RESOLVE, { path, filter })).resolveSeoLink;
  const itemIds = async (filter: Record<string, unknown>) => (await listing({ filter, pageSize: 100 })).items.map((i) => i.id);

  it("comes with a category or brand target, narrowed to what the path names and the given filters", async () => {
    const category = await resolved("kanepeler");
    expect(category.kind).toBe("CATEGORY");
    expect(category.listing!.items.map((i) => i.id)).toEqual(await itemIds({ category: "kanepeler" }));
    expect((await resolved("mobilya", { inStock: true })).listing!.items.map((i) => i.id)).toEqual(await itemIds({ category: "mobilya", inStock: true }));
    expect((await resolved("nordik")).listing!.items.map((i) => i.id)).toEqual(await itemIds({ brands: ["nordik"] }));
    const pair = await resolved("nordik/kanepeler");
    expect(pair.listing!.total).toBeGreaterThan(0);
    expect(pair.listing!.items.map((i) => i.id)).toEqual(await itemIds({ brands: ["nordik"], category: "kanepeler" }));
  });

  it("is null for products, content pages and nothing", async () => {
    expect((await resolved(await seoOf("true"))).listing).toBeNull();
    expect((await resolved("olmayan-sayfa")).listing).toBeNull();
  });
});

describe("taxonomy, content, home, sitemap", () => {
  it("category tree has three levels, translated", async () => {
    const { categoryTree } = await q<{ categoryTree: { title: string; children: { children: { title: string }[] }[] }[] }>(
      `{ categoryTree(language: "ar") { title children { title children { title } } } }`,
    );
    expect(categoryTree[0].title).toBe("أثاث");
    expect(categoryTree.some((c) => c.children.some((ch) => ch.children.length > 0))).toBe(true);
  });

  it("category and brand by seo link", async () => {
    const { category, brand } = await q<{ category: { title: string; breadcrumbs: { seoLink: string }[] }; brand: { name: string } | null }>(
      `{ category(seoLink: "sofas", language: "en") { title breadcrumbs { seoLink } } brand(seoLink: "nordik") { name } }`,
    );
    expect(category.title).toBe("Sofas");
    expect(category.breadcrumbs.map((b) => b.seoLink)).toEqual(["furniture", "sofa-sets", "sofas"]);
    expect(brand?.name).toBe("Nordik");
  });

  it("content pages by seo link, code and type", async () => {
    const data = await q<{ contentPage: { code: string; content: string }; contentPageByCode: { seoLink: string }; contentPages: { code: string }[] }>(
      `{ contentPage(seoLink: "hakkimizda") { code content } contentPageByCode(code: "about", language: "ar") { seoLink } contentPages(type: "policy", language: "en") { code } }`,
    );
    expect(data.contentPage.code).toBe("about");
    expect(data.contentPageByCode.seoLink).toBe("about-us");
    expect(data.contentPages.map((c) => c.code)).toContain("cookie_policy");
  });

  it("home blocks and category best sellers", async () => {
    const data = await q<{ homeBlocks: { code: string; products: { id: number }[] }[]; categoryBestSellers: { products: { id: number }[] }[] }>(
      `{ homeBlocks(limit: 4) { code products { id } } categoryBestSellers(limit: 3) { products { id } } }`,
    );
    expect(data.homeBlocks.map((b) => b.code)).toEqual(["new_products", "discounted_products", "best_sellers", "promotional_products"]);
    for (const block of data.homeBlocks) expect(block.products.length).toBe(4);
    expect(data.categoryBestSellers.length).toBe(5);
    for (const group of data.categoryBestSellers) expect(group.products.length).toBe(3);
  });

  it("sitemap lists products, categories, brands and content pages with links in all languages", async () => {
    const { sitemapEntries } = await q<{ sitemapEntries: { kind: string; links: { language: string }[] }[] }>(`{ sitemapEntries { kind id updatedAt links { language seoLink } } }`);
    const kinds = new Map<string, number>();
    for (const e of sitemapEntries) {
      kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
      expect(e.links.map((l) => l.language)).toEqual(["ar", "en", "tr"]);
    }
    expect(kinds.get("PRODUCT")).toBe((await ids(`select id from product where is_active`)).length);
    expect(kinds.get("CATEGORY")).toBeGreaterThanOrEqual(12);
    expect(kinds.get("BRAND")).toBeGreaterThanOrEqual(10);
    expect(kinds.get("CONTENT")).toBeGreaterThan(0);
  });

  it("productsByIds keeps the order and skips unknown ids", async () => {
    const { productsByIds } = await q<{ productsByIds: { id: number }[] }>(`{ productsByIds(ids: [5, 999999, 2, 9]) { id } }`);
    expect(productsByIds.map((p) => p.id)).toEqual([5, 2, 9]);
  });
});

describe("Money scalar", () => {
  it("takes amounts above 2^31 minor units and rejects fractions", async () => {
    const big = await listing({ filter: { maxPriceMinor: 3_000_000_000 }, pageSize: 1 });
    expect(big.total).toBeGreaterThan(0);
    const literal = await t.exec(`{ products(filter: { minPriceMinor: 1.5 }) { total } }`);
    expect(literal.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const variable = await t.exec(LISTING, { variables: { filter: { minPriceMinor: 1.5 } } });
    expect(variable.errors?.length).toBeGreaterThan(0);
  });
});

describe("SQL query counts", () => {
  /** Statements behind one answer: node caches (languages, campaigns) warm, the public-read cache forgotten. */
  async function countQueries(query: string, variables: Record<string, unknown>): Promise<number> {
    await t.exec(query, { variables });
    await t.forgetPublicReads();
    t.queries.length = 0;
    const result = await t.exec(query, { variables });
    expect(result.errors).toBeUndefined();
    return t.queries.length;
  }

  it("the listing query does not grow with the page size", async () => {
    const filter = { category: "ev-tekstili", inStock: true, properties: [1, 2] };
    const small = await countQueries(LISTING, { filter, pageSize: 2 });
    const large = await countQueries(LISTING, { filter, pageSize: 60 });
    expect(large).toBe(small);
    // The page, the facet counts and the property values (listing-facets.ts), plus what the filter looks up and the
    // per-request memos.
    expect(small).toBeLessThanOrEqual(6);
    const unfiltered = await countQueries(LISTING, { pageSize: 100 });
    expect(unfiltered).toBeLessThanOrEqual(5);
  });

  it("the product query is a fixed number of statements whatever the product has", async () => {
    // Both have accessories (no accessories skips the card statement); one has variants and related colours too.
    const rich = await seoOf(`exists (select 1 from sub_product s where s.product_id = p.id)
      and exists (select 1 from product_link l where l.product_id = p.id and l.kind = 'accessory')`);
    const plain = await seoOf(`not exists (select 1 from sub_product s where s.product_id = p.id) and exists (select 1 from product_link l where l.product_id = p.id and l.kind = 'accessory')`);
    const a = await countQueries(PRODUCT, { seo: rich });
    const b = await countQueries(PRODUCT, { seo: plain });
    expect(a).toBe(b);
    expect(a).toBeLessThanOrEqual(14);
  });

  it("the campaigns with their products do not grow with the limit", async () => {
    const CAMPAIGNS = `query($limit: Int) { activeCampaignsWithProducts(limit: $limit) { campaign { id name } products { id title price { displayPriceMinor } } } }`;
    const few = await countQueries(CAMPAIGNS, { limit: 2 });
    expect(await countQueries(CAMPAIGNS, { limit: 40 })).toBe(few);
    expect(few).toBeLessThanOrEqual(4);
  });

  it("home blocks and search do not grow with their limits", async () => {
    const HOME = `query($limit: Int) { homeBlocks(limit: $limit) { products { id title price { displayPriceMinor } image { small } } } }`;
    expect(await countQueries(HOME, { limit: 2 })).toBe(await countQueries(HOME, { limit: 24 }));
    const SEARCH = `query($pageSize: Int) { search(text: "nevresim", pageSize: $pageSize) { listing { total items { id } } } }`;
    // Synonym groups are read once per node and half minute, not per search: load them before counting.
    await countQueries(SEARCH, { pageSize: 1 });
    expect(await countQueries(SEARCH, { pageSize: 2 })).toBe(await countQueries(SEARCH, { pageSize: 40 }));
  });
});
