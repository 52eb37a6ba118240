// The public-read cache (graphql-server/core/read-cache.ts, read-version.ts): a repeated anonymous read is answered
// from memory, and any committed write a public read could show — through the services or straight in SQL, on any
// table that is not declared private — is followed by a fresh answer. Callers with a token, mutations and errors
// are never served from memory.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composePrivateTables, composePublicReads } from "../../graphql-server/core/module.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const PRODUCT = `query($seo: String!) { product(seoLink: $seo) { id title quantity inStock price { displayPriceMinor } } }`;
const LISTING = `{ products(pageSize: 3, sort: PRICE_ASC) { total items { id title } } }`;
const modules = shopModules();
const privateTables = new Set(composePrivateTables(modules));

let t: TestShop;
let seo: string;
let productId: number;

beforeAll(async () => {
  t = await startTestShop();
  const [row] = await sql<{ id: number; seo_link: string }>(
    `select p.id, t.seo_link from product p join product_translation t on t.product_id = p.id and t.language = 'tr'
      where p.is_active and p.stock_amount > 3 and not exists (select 1 from sub_product s where s.product_id = p.id) order by p.id limit 1`,
  );
  seo = row.seo_link;
  productId = Number(row.id);
});
afterAll(() => t?.close());

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(text, params);
}

/** The statements one in-process call runs. */
async function statementsOf(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  t.queries.length = 0;
  const result = await t.exec(query, { variables, headers });
  expect(result.errors).toBeUndefined();
  return { statements: [...t.queries], data: result.data as Record<string, unknown> };
}

/** Answered from memory: nothing ran but the version check, which the test shop leaves out of its count. */
const fromMemory = (statements: string[]) => statements.length === 0;

describe("public reads from memory", () => {
  it("answers a repeated anonymous read from memory with the same data", async () => {
    const first = await statementsOf(PRODUCT, { seo });
    expect(fromMemory(first.statements)).toBe(false);
    const second = await statementsOf(PRODUCT, { seo });
    expect(fromMemory(second.statements)).toBe(true);
    expect(second.data).toEqual(first.data);
  });

  it("keeps answers apart by variables, language and currency", async () => {
    await statementsOf(PRODUCT, { seo });
    const en = await statementsOf(PRODUCT, { seo }, { "x-language": "en" });
    expect(fromMemory(en.statements)).toBe(false);
    const usd = await statementsOf(PRODUCT, { seo }, { "x-currency": "USD" });
    expect(fromMemory(usd.statements)).toBe(false);
  });

  it("a caller's copy can be changed without changing the next caller's", async () => {
    const first = await t.exec(LISTING);
    (first.data as { products: { items: unknown[] } }).products.items.length = 0;
    const second = await t.exec(LISTING);
    expect((second.data as { products: { items: unknown[] } }).products.items.length).toBeGreaterThan(0);
  });

  it("never serves a caller with a token or keeps an answer with errors", async () => {
    await statementsOf(PRODUCT, { seo });
    const guest = await t.token("guest");
    const asGuest = await statementsOf(PRODUCT, { seo }, { authorization: `Bearer ${guest}` });
    expect(fromMemory(asGuest.statements)).toBe(false);

    const refused = `{ products(language: "xx") { total } }`;
    expect((await t.exec(refused)).errors?.length).toBeGreaterThan(0);
    expect((await t.exec(refused)).errors?.length).toBeGreaterThan(0);
  });

  it("a query that also asks for something private is executed whole", async () => {
    const mixed = `query($seo: String!) { product(seoLink: $seo) { id } cartItemCount }`;
    await t.exec(mixed, { variables: { seo } });
    t.queries.length = 0;
    await t.exec(mixed, { variables: { seo } });
    expect(fromMemory(t.queries)).toBe(false);
  });
});

/** POST /graphql with exactly this body: the statements it ran, its bytes and the headers an answer is shaped by. */
async function overHttp(body: string, headers: Record<string, string> = {}) {
  t.queries.length = 0;
  const res = await fetch(`${t.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const text = await res.text();
  return { status: res.status, text, contentType: res.headers.get("content-type"), statements: [...t.queries] };
}

describe("over HTTP, the bytes sent before", () => {
  const body = () => JSON.stringify({ query: PRODUCT, variables: { seo } });

  it("sends a repeated anonymous read again, byte for byte, with the same type", async () => {
    await overHttp(body());
    const first = await overHttp(body());
    const second = await overHttp(body());
    expect(fromMemory(second.statements)).toBe(true);
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.contentType).toBe(first.contentType);
    expect(JSON.parse(second.text)).toMatchObject({ data: { product: { id: productId } } });
  });

  it("keeps them apart by language and never sends them to a caller with a token", async () => {
    await t.forgetPublicReads();
    await overHttp(body());
    expect(fromMemory((await overHttp(body())).statements)).toBe(true);
    const en = await overHttp(body(), { "x-language": "en" });
    expect(fromMemory(en.statements)).toBe(false);
    const guest = await t.token("guest");
    const asGuest = await overHttp(body(), { authorization: `Bearer ${guest}` });
    expect(fromMemory(asGuest.statements)).toBe(false);
  });

  it("a price changed in SQL shows at once", async () => {
    await overHttp(body());
    const before = await overHttp(body());
    await sql(`update product set selling_price_minor = selling_price_minor + 100 where id = ?`, [productId]);
    const after = await overHttp(body());
    expect(fromMemory(after.statements)).toBe(false);
    const price = (text: string) => (JSON.parse(text) as { data: { product: { price: { displayPriceMinor: number } } } }).data.product.price.displayPriceMinor;
    expect(price(after.text)).toBe(price(before.text) + 100);
  });

  it("a search sent from memory still counts its term", async () => {
    const search = JSON.stringify({ query: `{ search(text: "koltuk") { listing { total } } }` });
    await overHttp(search);
    await overHttp(search);
    const counted = async () => {
      await t.exec(`{ mostSearched(limit: 50) { term count } }`);
      const [row] = await sql<{ count: number }>(`select coalesce(sum(count), 0)::int as count from search_term where term = 'koltuk'`);
      return Number(row.count);
    };
    const before = await counted();
    const again = await overHttp(search);
    expect(fromMemory(again.statements)).toBe(true);
    expect(await counted()).toBe(before + 1);
  });
});

describe("a write is never followed by a stale answer", () => {
  it("a price changed in SQL shows at once", async () => {
    const before = await statementsOf(PRODUCT, { seo });
    await sql(`update product set selling_price_minor = selling_price_minor + 100 where id = ?`, [productId]);
    const after = await statementsOf(PRODUCT, { seo });
    expect(fromMemory(after.statements)).toBe(false);
    const price = (data: Record<string, unknown>) => (data.product as { price: { displayPriceMinor: number } }).price.displayPriceMinor;
    expect(price(after.data)).not.toBe(price(before.data));
  });

  it("an order taking stock shows at once in the product's quantity", async () => {
    const quantity = async () => ((await t.exec(PRODUCT, { variables: { seo } })).data as { product: { quantity: number } }).product.quantity;
    const before = await quantity();
    await sql(`update product set stock_amount = stock_amount - 1, stock_total = stock_total - 1 where id = ?`, [productId]);
    expect(await quantity()).toBe(before - 1);
  });

  it("a rolled-back write leaves the cached answer in place", async () => {
    await statementsOf(LISTING);
    const em = t.orm.em.fork();
    await em
      .transactional(async (tx) => {
        await tx.getConnection().execute(`update product set selling_price_minor = selling_price_minor + 1 where id = ?`, [productId], "run", tx.getTransactionContext());
        throw new Error("roll back");
      })
      .catch(() => undefined);
    const again = await statementsOf(LISTING);
    expect(fromMemory(again.statements)).toBe(true);
  });

  it("a write to a private table (a cart) leaves the cached answer in place", async () => {
    await statementsOf(LISTING);
    const added = await t.rest("/api/v1/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ products: [{ product_id: productId, quantity: 1 }] }),
    });
    expect(added.body.success).toBe(true);
    const again = await statementsOf(LISTING);
    expect(fromMemory(again.statements)).toBe(true);
  });

  it("every table but the private ones carries the trigger", async () => {
    const rows = await sql<{ name: string; has_trigger: boolean }>(
      `select c.relname as name, exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'read_version_bump') as has_trigger
         from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`,
    );
    const wrong = rows.filter((row) => row.name !== "read_version" && row.name !== "mikro_orm_migrations" && row.has_trigger === privateTables.has(row.name));
    expect(wrong.map((row) => row.name)).toEqual([]);
    expect(rows.length).toBeGreaterThan(40);
  });
});

describe("declarations", () => {
  it("public reads are root query fields and private tables are tables the modules own", () => {
    const fields = [...composePublicReads(modules).keys()];
    expect(fields).toContain("product");
    const owned = new Set(modules.flatMap((module) => (module.entities ?? []).map((entity) => entity.meta.tableName)));
    expect([...privateTables].filter((table) => !owned.has(table))).toEqual([]);
  });

  it("the public reads of the storefront's pages read no private table", async () => {
    const documents = [
      PRODUCT,
      LISTING,
      `{ categoryTree { seoLink } headerMenu { title } siteSettings { language } }`,
      `{ homeBlocks(limit: 4) { products { id title } } search(text: "koltuk") { listing { total items { id } } } }`,
      `{ productComments(productId: ${productId}) { total } contentPageByCode(code: "kvkk") { code } }`,
    ];
    for (const document of documents) {
      t.queries.length = 0;
      const result = await t.exec(document, { variables: document.includes("$seo") ? { seo } : {} });
      expect(result.errors, document).toBeUndefined();
      const touched = t.queries.flatMap((statement) => [...privateTables].filter((table) => new RegExp(`\\b${table}\\b`).test(statement)));
      expect(touched, document).toEqual([]);
    }
  });

  it("a search answered from memory still counts its term", async () => {
    const SEARCH = `{ search(text: "kanepe") { listing { total } } }`;
    await t.exec(SEARCH);
    const counted = async () => {
      await t.exec(`{ mostSearched(limit: 50) { term count } }`);
      const [row] = await sql<{ count: number }>(`select coalesce(sum(count), 0)::int as count from search_term where term = 'kanepe'`);
      return Number(row.count);
    };
    const before = await counted();
    await t.exec(SEARCH);
    expect(await counted()).toBe(before + 1);
  });
});
