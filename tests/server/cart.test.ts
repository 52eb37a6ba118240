// The cart over GraphQL on the demo catalogue: guest identity on the first add, every add/update code of spec §5
// and §8, merging identical lines, server-side prices (catalogue display price + personalization prices, in minor
// units), update/remove, and ownership (another shopper's line is NOT_FOUND).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayPrice } from "../../graphql-server/modules/catalog/pricing.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
async function db<T extends Row = Row>(sql: string): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(sql);
}
const one = async (sql: string) => {
  const rows = await db(sql);
  expect(rows.length, sql).toBeGreaterThan(0);
  return rows[0];
};

const CART = `
  __typename
  ... on Cart { id currencyCode itemCount subtotalMinor personalizationTotalMinor shopper { kind guestCode customerId }
    newGuest { guestCode token expiresAt }
    lines { id productId subProductId title seoLink quantity available unitPriceMinor crossedOutPriceMinor personalizationPriceMinor
            lineTotalMinor variantNames image { small }
            personalizations { personalizationId name value priceMinor options { id name priceMinor } } } }
  ... on CartError { code message field available limit seoLink }`;
const ADD = `mutation($input: AddToCartInput!, $language: String) { addToCart(input: $input, language: $language) { ${CART} } }`;
const UPDATE = `mutation($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ${CART} } }`;
const REMOVE = `mutation($id: Int!) { removeCartLine(cartProductId: $id) { ${CART} } }`;
const READ = `query { cart { ${CART} } }`;

interface Line {
  id: number;
  productId: number;
  subProductId: number | null;
  quantity: number;
  unitPriceMinor: number;
  personalizationPriceMinor: number;
  lineTotalMinor: number;
  title: string;
  seoLink: string;
  personalizations: { personalizationId: number; value: string | null; priceMinor: number; options: { id: number }[] }[];
}
interface CartResult {
  __typename: "Cart" | "CartError";
  id?: number | null;
  itemCount?: number;
  subtotalMinor?: number;
  personalizationTotalMinor?: number;
  shopper?: { kind: string; guestCode: string | null };
  newGuest?: { guestCode: string; token: string } | null;
  lines?: Line[];
  code?: string;
  message?: string;
  field?: string | null;
  available?: number | null;
  limit?: number | null;
  seoLink?: string | null;
}

async function call(query: string, variables: Row, token?: string): Promise<{ data?: Row; errors?: readonly { extensions?: Row }[] }> {
  const r = await t.exec(query, { variables, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return r as never;
}
async function add(input: Row, token?: string, language?: string): Promise<CartResult> {
  const r = await call(ADD, { input, language }, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.addToCart as CartResult;
}
async function newGuestToken(): Promise<string> {
  const r = await call(`mutation { createGuestToken { guestCode token expiresAt } }`, {});
  return (r.data!.createGuestToken as { token: string }).token;
}

/** A plain in-stock product in TL without variants, personalizations, min/max or campaigns. */
const plainSql = `select p.id, p.stock_amount, p.selling_price_minor, p.discounted_price_minor from product p join currency c on c.id = p.currency_id
  where p.is_active and c.code = 'tl' and p.stock_amount >= 5 and p.member_min_order is null and p.member_max_order is null
    and not exists (select 1 from sub_product s where s.product_id = p.id)
    and not exists (select 1 from personalization z where z.product_id = p.id)
    and not exists (select 1 from campaign_product cp where cp.product_id = p.id)
    and not exists (select 1 from campaign_category cc where cc.category_id = p.category_id)
    and p.category_id not in (select ch.id from category ch join campaign_category cc on cc.category_id = ch.parent_id)
  order by p.id limit 1`;

describe("guest identity", () => {
  it("createGuestToken returns a guest code and a token stored only as its hash", async () => {
    const r = await call(`mutation { createGuestToken { guestCode token expiresAt } }`, {});
    const g = r.data!.createGuestToken as { guestCode: string; token: string; expiresAt: string };
    expect(g.guestCode).toMatch(/^[0-9a-f-]{36}$/);
    expect(g.token.length).toBeGreaterThanOrEqual(32);
    expect(new Date(g.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const tokens = await db<{ token_hash: string; role: string }>(`select token_hash, role from auth_token`);
    expect(tokens.some((x) => x.token_hash === g.token)).toBe(false);
    const dump = JSON.stringify(await db(`select * from auth_token`)) + JSON.stringify(await db(`select * from guest`));
    expect(dump).not.toContain(g.token);
    const { createHash } = await import("node:crypto");
    expect(tokens).toContainEqual({ token_hash: createHash("sha256").update(g.token).digest("hex"), role: "guest" });
    // The token identifies the guest: an empty cart of that guest.
    const cart = (await call(READ, {}, g.token)).data!.cart as CartResult;
    expect(cart).toMatchObject({ __typename: "Cart", id: null, itemCount: 0, subtotalMinor: 0, shopper: { kind: "GUEST", guestCode: g.guestCode } });
  });

  it("reading a cart needs a guest or member token", async () => {
    const r = await call(READ, {});
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const admin = await t.token("admin");
    expect((await call(READ, {}, admin)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await call(ADD, { input: { productId: 1, quantity: 1 } }, admin)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  it("an anonymous first add creates the guest and its cart; a failed one creates nothing", async () => {
    const p = await one(plainSql);
    const guestsBefore = Number((await one(`select count(*) as n from guest`)).n);
    const failed = await add({ productId: p.id });
    expect(failed).toMatchObject({ __typename: "CartError", code: "ERROR_WHILE_ADD_CART", message: "Ürün sepete eklenirken bir hata oluştu." });
    const tooMany = await add({ productId: p.id, quantity: Number(p.stock_amount) + 1 });
    expect(tooMany).toMatchObject({ code: "NO_STOCK", available: Number(p.stock_amount) });
    expect(Number((await one(`select count(*) as n from guest`)).n)).toBe(guestsBefore);

    const ok = await add({ productId: p.id, quantity: 2 });
    expect(ok.__typename).toBe("Cart");
    expect(ok.newGuest?.guestCode).toBe(ok.shopper?.guestCode);
    expect(ok.itemCount).toBe(2);
    const token = ok.newGuest!.token;
    // Later adds with the token use the same cart and issue no new guest.
    const again = await add({ productId: p.id, quantity: 1 }, token);
    expect(again).toMatchObject({ __typename: "Cart", id: ok.id, itemCount: 3, newGuest: null });
    expect(again.lines).toHaveLength(1);
  });
});

describe("add to cart", () => {
  let token: string;
  beforeAll(async () => {
    token = await newGuestToken();
  });

  it("requires product id and quantity (ERROR_WHILE_ADD_CART, translated)", async () => {
    expect(await add({ quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "productId" });
    expect(await add({ productId: 1, quantity: 0 }, token, "en")).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "quantity" });
    expect((await add({ productId: 1 }, token, "en")).message).not.toBe("Ürün sepete eklenirken bir hata oluştu.");
    expect(await add({ productId: 999999, quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "productId" });
  });

  it("a product with variants needs an active sub-product of its own (REQUIRED_SUB_PRODUCT with the seo link)", async () => {
    const p = await one(`select p.id, t.seo_link from product p join product_translation t on t.product_id = p.id and t.language = 'en'
      where p.is_active and exists (select 1 from sub_product s where s.product_id = p.id and s.is_active and s.stock_amount > 2)
        and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required) and p.member_min_order is null
      order by p.id limit 1`);
    expect(await add({ productId: p.id, quantity: 1 }, token, "en")).toMatchObject({
      code: "REQUIRED_SUB_PRODUCT",
      seoLink: p.seo_link,
    });
    const other = await one(`select s.id from sub_product s where s.product_id <> ${Number(p.id)} order by s.id limit 1`);
    expect(await add({ productId: p.id, subProductId: other.id, quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "subProductId" });
    const sub = await one(`select id, stock_amount, selling_price_minor, discounted_price_minor from sub_product
      where product_id = ${Number(p.id)} and is_active and stock_amount > 2 order by id limit 1`);
    await db(`update sub_product set is_active = false where id = (select id from sub_product where product_id = ${Number(p.id)} and id <> ${Number(sub.id)} order by id limit 1)`);
    const inactive = await one(`select id from sub_product where product_id = ${Number(p.id)} and not is_active limit 1`);
    expect(await add({ productId: p.id, subProductId: inactive.id, quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART" });
    const ok = await add({ productId: p.id, subProductId: sub.id, quantity: 1 }, token);
    const line = ok.lines!.find((l) => l.subProductId === Number(sub.id))!;
    expect(line).toMatchObject({ productId: Number(p.id), quantity: 1 });
    expect(line.unitPriceMinor).toBeGreaterThan(0);
  });

  it("required personalizations need values (PERSONALIZATION_REQUIRED, field = id, '{name} incorrect')", async () => {
    const z = await one(`select z.id, z.product_id, z.price_minor, t.name from personalization z
      join personalization_translation t on t.personalization_id = z.id and t.language = 'en'
      join product p on p.id = z.product_id and p.is_active and p.stock_amount > 3 and p.member_min_order is null and p.member_max_order is null
      where z.is_required and not exists (select 1 from sub_product s where s.product_id = p.id) order by z.id limit 1`);
    const r = await add({ productId: z.product_id, quantity: 1 }, token, "en");
    expect(r).toMatchObject({ code: "PERSONALIZATION_REQUIRED", field: String(z.id), message: `${String(z.name)} incorrect.` });
    const blank = await add({ productId: z.product_id, quantity: 1, personalizations: [{ personalizationId: z.id, value: "   " }] }, token);
    expect(blank).toMatchObject({ code: "PERSONALIZATION_REQUIRED", field: String(z.id) });
    expect(await add({ productId: z.product_id, quantity: 1, personalizations: [{ personalizationId: 1_000_000, value: "x" }] }, token)).toMatchObject({
      code: "ERROR_WHILE_ADD_CART",
    });
    const ok = await add({ productId: z.product_id, quantity: 2, personalizations: [{ personalizationId: z.id, value: " Ayşe " }] }, token);
    const line = ok.lines!.find((l) => l.productId === Number(z.product_id))!;
    expect(line.personalizations).toEqual([expect.objectContaining({ personalizationId: Number(z.id), value: "Ayşe", priceMinor: Number(z.price_minor) })]);
    expect(line.personalizationPriceMinor).toBe(Number(z.price_minor));
    expect(line.lineTotalMinor).toBe((line.unitPriceMinor + Number(z.price_minor)) * 2);
    // Same identity (value normalised) merges; a different value is a new line.
    const merged = await add({ productId: z.product_id, quantity: 1, personalizations: [{ personalizationId: z.id, value: "Ayşe" }] }, token);
    expect(merged.lines!.filter((l) => l.productId === Number(z.product_id)).map((l) => l.quantity)).toEqual([3]);
    const other = await add({ productId: z.product_id, quantity: 1, personalizations: [{ personalizationId: z.id, value: "Mehmet" }] }, token);
    expect(other.lines!.filter((l) => l.productId === Number(z.product_id)).map((l) => l.quantity)).toEqual([3, 1]);
  });

  it("prices chosen options per unit and rejects options of another personalization", async () => {
    const o = await one(`select o.id, o.price_minor, z.id as personalization_id, z.product_id from personalization_option o
      join personalization z on z.id = o.personalization_id
      join product p on p.id = z.product_id and p.is_active and p.stock_amount > 3 and p.member_min_order is null and p.member_max_order is null
      where o.price_minor > 0 and not o.is_price_free and z.type_code = 'select'
        and not exists (select 1 from sub_product s where s.product_id = p.id)
        and not exists (select 1 from personalization r where r.product_id = p.id and r.is_required)
      order by o.id limit 1`);
    const free = await one(`select id from personalization_option where personalization_id = ${Number(o.personalization_id)} and id <> ${Number(o.id)} order by id limit 1`);
    const foreign = await one(`select o.id from personalization_option o join personalization z on z.id = o.personalization_id
      where z.product_id <> ${Number(o.product_id)} limit 1`);
    const fresh = await newGuestToken();
    const pz = (optionIds: unknown[]) => ({ productId: o.product_id, quantity: 2, personalizations: [{ personalizationId: o.personalization_id, optionIds }] });
    expect(await add(pz([foreign.id]), fresh)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: String(o.personalization_id) });
    expect(await add(pz([o.id, free.id]), fresh)).toMatchObject({ code: "ERROR_WHILE_ADD_CART" });
    const ok = await add(pz([o.id]), fresh);
    const line = ok.lines![0];
    expect(line.personalizationPriceMinor).toBe(Number(o.price_minor));
    expect(line.lineTotalMinor).toBe((line.unitPriceMinor + Number(o.price_minor)) * 2);
    expect(ok.personalizationTotalMinor).toBe(Number(o.price_minor) * 2);
    expect(ok.subtotalMinor).toBe(line.lineTotalMinor);
  });

  it("checks stock on the merged quantity (PRODUCT_NO_STOCK, NO_STOCK with available)", async () => {
    const out = await one(`select p.id from product p where p.is_active and p.stock_amount = 0
      and not exists (select 1 from sub_product s where s.product_id = p.id)
      and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required) limit 1`);
    expect(await add({ productId: out.id, quantity: 1 }, token)).toMatchObject({ code: "PRODUCT_NO_STOCK", available: 0 });
    const p = await one(plainSql);
    const stock = Number(p.stock_amount);
    const fresh = await newGuestToken();
    await add({ productId: p.id, quantity: stock - 1 }, fresh);
    expect(await add({ productId: p.id, quantity: 2 }, fresh)).toMatchObject({ code: "NO_STOCK", available: stock, field: "quantity" });
    const last = await add({ productId: p.id, quantity: 1 }, fresh);
    expect(last.lines![0].quantity).toBe(stock);
  });

  it("enforces member min/max order with the limit", async () => {
    const p = await one(`select p.id, p.member_min_order, p.member_max_order from product p where p.is_active and p.stock_amount > 10
      and p.member_min_order is not null and p.member_max_order is not null
      and not exists (select 1 from sub_product s where s.product_id = p.id)
      and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required) limit 1`);
    const min = Number(p.member_min_order);
    const max = Number(p.member_max_order);
    const fresh = await newGuestToken();
    expect(await add({ productId: p.id, quantity: min - 1 }, fresh)).toMatchObject({ code: "ERROR_MEMBER_MIN_ORDER", limit: min });
    expect(await add({ productId: p.id, quantity: max + 1 }, fresh)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", limit: max });
    const ok = await add({ productId: p.id, quantity: min }, fresh);
    expect(ok.lines![0].quantity).toBe(min);
    expect(await add({ productId: p.id, quantity: max }, fresh)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", limit: max });
    const line = ok.lines![0];
    const upd = async (quantity: number) => (await call(UPDATE, { input: { cartProductId: line.id, quantity } }, fresh)).data!.updateCartLine as CartResult;
    expect(await upd(min - 1)).toMatchObject({ code: "ERROR_MEMBER_MIN_ORDER", limit: min });
    expect(await upd(max + 1)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", limit: max });
    expect((await upd(max)).lines![0].quantity).toBe(max);
  });
});

describe("prices, update, remove, ownership", () => {
  it("prices lines at the catalogue's in-cart (extra-discount) price in minor units and sums them", async () => {
    const p = await one(plainSql);
    const fresh = await newGuestToken();
    const cart = await add({ productId: p.id, quantity: 3, unitPriceMinor: 1 } as Row, fresh).catch(() => null);
    expect(cart).toBeNull(); // unknown input fields (a price) are rejected by GraphQL validation
    const ok = await add({ productId: p.id, quantity: 3 }, fresh);
    const expected = displayPrice({ sellingMinor: Number(p.selling_price_minor), discountedMinor: p.discounted_price_minor === null ? null : Number(p.discounted_price_minor) }).extraDiscountMinor;
    expect(ok.lines![0]).toMatchObject({ unitPriceMinor: expected, personalizationPriceMinor: 0, lineTotalMinor: expected * 3 });
    expect(ok).toMatchObject({ itemCount: 3, subtotalMinor: expected * 3, personalizationTotalMinor: 0, currencyCode: "TRY" });
    const read = (await call(READ, {}, fresh)).data!.cart as CartResult;
    expect(read).toEqual({ ...ok, newGuest: null });
  });

  it("converts a product priced in another currency into the cart currency (TRY)", async () => {
    const p = await one(`select p.id, p.selling_price_minor, p.discounted_price_minor, c.exchange_rate from product p join currency c on c.id = p.currency_id
      where p.is_active and c.code <> 'tl' and p.stock_amount > 1 and p.member_min_order is null
        and not exists (select 1 from sub_product s where s.product_id = p.id)
        and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required)
        and not exists (select 1 from campaign_product cp where cp.product_id = p.id)
        and not exists (select 1 from campaign_category cc where cc.category_id = p.category_id)
        and p.category_id not in (select ch.id from category ch join campaign_category cc on cc.category_id = ch.parent_id)
      order by p.id limit 1`);
    const fresh = await newGuestToken();
    const ok = await add({ productId: p.id, quantity: 1 }, fresh);
    const display = displayPrice({ sellingMinor: Number(p.selling_price_minor), discountedMinor: p.discounted_price_minor === null ? null : Number(p.discounted_price_minor) }).extraDiscountMinor;
    expect(ok.lines![0].unitPriceMinor).toBe(Math.round(display / Number(p.exchange_rate)));
    expect(ok.lines![0].unitPriceMinor).toBeGreaterThan(display);
  });

  it("counts the items for the header in one statement: 0 without a shopper or a cart, the sum of quantities after adds", async () => {
    const p = await one(plainSql);
    expect((await call(`query { cartItemCount }`, {})).data).toEqual({ cartItemCount: 0 });
    const fresh = await newGuestToken();
    expect((await call(`query { cartItemCount }`, {}, fresh)).data).toEqual({ cartItemCount: 0 });
    const cart = await add({ productId: p.id, quantity: 3 }, fresh);
    t.queries.length = 0;
    expect((await call(`query { cartItemCount }`, {}, fresh)).data).toEqual({ cartItemCount: cart.itemCount });
    expect(t.queries.filter((q) => /cart_product/.test(q))).toHaveLength(1);
  });

  it("updates with a stock re-check, removes, and hides other shoppers' lines (NOT_FOUND)", async () => {
    const p = await one(plainSql);
    const stock = Number(p.stock_amount);
    const mine = await newGuestToken();
    const theirs = await newGuestToken();
    const cart = await add({ productId: p.id, quantity: 1 }, mine);
    const lineId = cart.lines![0].id;
    const upd = async (input: Row, token: string) => call(UPDATE, { input }, token);

    expect((await upd({ cartProductId: lineId, quantity: stock + 1 }, mine)).data!.updateCartLine).toMatchObject({ code: "NO_STOCK", available: stock });
    expect((await upd({ cartProductId: lineId }, mine)).data!.updateCartLine).toMatchObject({ code: "ERROR_WHILE_UPDATE_PRODUCT_QUANTITY", field: "quantity" });
    expect(((await upd({ cartProductId: lineId, quantity: 2 }, mine)).data!.updateCartLine as CartResult).lines![0].quantity).toBe(2);

    expect((await upd({ cartProductId: lineId, quantity: 1 }, theirs)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await call(REMOVE, { id: lineId }, theirs)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await call(REMOVE, { id: 99999999 }, mine)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(((await call(READ, {}, mine)).data!.cart as CartResult).itemCount).toBe(2);

    // Stock falling below the line's quantity is caught on the next update.
    await db(`update product set stock_amount = 0 where id = ${Number(p.id)}`);
    expect((await upd({ cartProductId: lineId, quantity: 1 }, mine)).data!.updateCartLine).toMatchObject({ code: "PRODUCT_NO_STOCK", available: 0 });
    await db(`update product set stock_amount = ${stock} where id = ${Number(p.id)}`);

    const removed = (await call(REMOVE, { id: lineId }, mine)).data!.removeCartLine as CartResult;
    expect(removed).toMatchObject({ __typename: "Cart", itemCount: 0, lines: [] });
  });
});

// PGlite serialises every query, so only a real server shows whether concurrent adds to one cart lose updates.
describe.runIf(usingPostgres())("concurrent adds (PostgreSQL)", () => {
  it("10 parallel adds of the same line merge into one line of quantity 10", async () => {
    const p = await one(plainSql);
    await db(`update product set stock_amount = 100 where id = ${Number(p.id)}`);
    const token = await newGuestToken();
    await add({ productId: p.id, quantity: 1 }, token);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(ADD, { input: { productId: p.id, quantity: 1 } }, token)));
    expect(results.map((r) => r.errors)).toEqual(Array(10).fill(undefined));
    const cart = (await call(READ, {}, token)).data!.cart as CartResult;
    expect(cart.lines!.map((l) => l.quantity)).toEqual([11]);
  });
});
