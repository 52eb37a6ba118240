// The cart over GraphQL: guest identity on the first add, every add and update refusal code, merging identical
// lines, server-side prices (catalogue display price + personalization prices, in minor units), update/remove, and
// ownership (another shopper's line is NOT_FOUND). Each test makes the products it needs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AddToCartInput,
  CartResult,
  Mutation,
  MutationAddToCartArgs,
  MutationRemoveCartLineArgs,
  MutationUpdateCartLineArgs,
  Query,
} from "../../graphql-server/generated/resolvers-types.js";
import { displayPrice } from "../../graphql-server/modules/catalog/pricing.js";
import { CREATE_GUEST } from "../support/documents/cart.js";
import { createProduct, newGuest as newGuestToken } from "../support/factories.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { gql, type AnyOf, type TypedDocument, type Variables } from "../support/typed-document.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
async function db<T extends Row = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(sql, params);
}
const one = async (sql: string, params: unknown[] = []) => {
  const rows = await db(sql, params);
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
const ADD = gql<Pick<Mutation, "addToCart">, MutationAddToCartArgs>(
  `mutation($input: AddToCartInput!, $language: String) { addToCart(input: $input, language: $language) { ${CART} } }`,
);
const UPDATE = gql<Pick<Mutation, "updateCartLine">, MutationUpdateCartLineArgs>(`mutation($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ${CART} } }`);
const REMOVE = gql<Pick<Mutation, "removeCartLine">, MutationRemoveCartLineArgs>(`mutation($cartProductId: Int!) { removeCartLine(cartProductId: $cartProductId) { ${CART} } }`);
const READ = gql<Pick<Query, "cart">>(`query { cart { ${CART} } }`);
const ITEM_COUNT = gql<Pick<Query, "cartItemCount">>(`query { cartItemCount }`);

type CartView = AnyOf<CartResult>;

function call<TData, TVars extends Variables>(document: TypedDocument<TData, TVars>, variables: TVars, token?: string) {
  return t.exec(document, { variables, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
async function add(input: AddToCartInput, token?: string, language?: string): Promise<CartView> {
  const r = await call(ADD, { input, language }, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.addToCart as CartView;
}
const readCart = async (token: string) => (await call(READ, {}, token)).data!.cart as CartView;

/** A plain product in TL with `stock` units; no variants, personalizations, min/max or campaigns. */
const plainProduct = (stock = 5) => createProduct(t, { stock, priceMinor: 24_990, discountedPriceMinor: 19_990 });

describe("guest identity", () => {
  it("createGuestToken returns a guest code and a token stored only as its hash", async () => {
    const g = (await call(CREATE_GUEST, {})).data!.createGuestToken;
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
    const cart = await readCart(g.token);
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
    const p = await plainProduct();
    const guestsBefore = Number((await one(`select count(*) as n from guest`)).n);
    const failed = await add({ productId: p.id });
    expect(failed).toMatchObject({ __typename: "CartError", code: "ERROR_WHILE_ADD_CART", message: "Ürün sepete eklenirken bir hata oluştu." });
    const tooMany = await add({ productId: p.id, quantity: p.stock + 1 });
    expect(tooMany).toMatchObject({ code: "NO_STOCK", available: p.stock });
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
    token = await newGuestToken(t);
  });

  it("requires product id and quantity (ERROR_WHILE_ADD_CART, translated)", async () => {
    expect(await add({ quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "productId" });
    expect(await add({ productId: 1, quantity: 0 }, token, "en")).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "quantity" });
    expect((await add({ productId: 1 }, token, "en")).message).not.toBe("Ürün sepete eklenirken bir hata oluştu.");
    expect(await add({ productId: 999999, quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "productId" });
  });

  it("a product with variants needs an active sub-product of its own (REQUIRED_SUB_PRODUCT with the seo link)", async () => {
    const p = await createProduct(t, { variants: { colours: 2, sizes: 2, stock: 5 } });
    expect(await add({ productId: p.id, quantity: 1 }, token, "en")).toMatchObject({
      code: "REQUIRED_SUB_PRODUCT",
      seoLink: p.seoLink.en,
    });
    const other = (await createProduct(t, { variants: { colours: 1 } })).subProducts[0];
    expect(await add({ productId: p.id, subProductId: other.id, quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: "subProductId" });
    const [sub, inactive] = p.subProducts;
    await db(`update sub_product set is_active = false where id = ?`, [inactive.id]);
    expect(await add({ productId: p.id, subProductId: inactive.id, quantity: 1 }, token)).toMatchObject({ code: "ERROR_WHILE_ADD_CART" });
    const ok = await add({ productId: p.id, subProductId: sub.id, quantity: 1 }, token);
    const line = ok.lines!.find((l) => l.subProductId === sub.id)!;
    expect(line).toMatchObject({ productId: p.id, quantity: 1 });
    expect(line.unitPriceMinor).toBeGreaterThan(0);
  });

  it("required personalizations need values (PERSONALIZATION_REQUIRED, field = id, '{name} incorrect')", async () => {
    const product = await createProduct(t, { stock: 10, personalizations: [{ isRequired: true, priceMinor: 7_500 }] });
    const [personalization] = product.personalizations;
    const z = { id: personalization.id, product_id: product.id, price_minor: personalization.priceMinor, name: personalization.name.en };
    const r = await add({ productId: z.product_id, quantity: 1 }, token, "en");
    expect(r).toMatchObject({ code: "PERSONALIZATION_REQUIRED", field: String(z.id), message: `${z.name} incorrect.` });
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
    const product = await createProduct(t, { stock: 10, personalizations: [{ type: "select", optionPricesMinor: [2_990, 0] }] });
    const [wrap] = product.personalizations;
    const [o, free] = wrap.options.map((option) => ({ id: option.id, price_minor: option.priceMinor }));
    const foreign = (await createProduct(t, { personalizations: [{ type: "select", optionPricesMinor: [0] }] })).personalizations[0].options[0];
    const fresh = await newGuestToken(t);
    const pz = (optionIds: number[]) => ({ productId: product.id, quantity: 2, personalizations: [{ personalizationId: wrap.id, optionIds }] });
    expect(await add(pz([foreign.id]), fresh)).toMatchObject({ code: "ERROR_WHILE_ADD_CART", field: String(wrap.id) });
    expect(await add(pz([o.id, free.id]), fresh)).toMatchObject({ code: "ERROR_WHILE_ADD_CART" });
    const ok = await add(pz([o.id]), fresh);
    const line = ok.lines![0];
    expect(line.personalizationPriceMinor).toBe(Number(o.price_minor));
    expect(line.lineTotalMinor).toBe((line.unitPriceMinor + Number(o.price_minor)) * 2);
    expect(ok.personalizationTotalMinor).toBe(Number(o.price_minor) * 2);
    expect(ok.subtotalMinor).toBe(line.lineTotalMinor);
  });

  it("checks stock on the merged quantity (PRODUCT_NO_STOCK, NO_STOCK with available)", async () => {
    const out = await createProduct(t, { stock: 0 });
    expect(await add({ productId: out.id, quantity: 1 }, token)).toMatchObject({ code: "PRODUCT_NO_STOCK", available: 0 });
    const p = await plainProduct();
    const stock = p.stock;
    const fresh = await newGuestToken(t);
    await add({ productId: p.id, quantity: stock - 1 }, fresh);
    expect(await add({ productId: p.id, quantity: 2 }, fresh)).toMatchObject({ code: "NO_STOCK", available: stock, field: "quantity" });
    const last = await add({ productId: p.id, quantity: 1 }, fresh);
    expect(last.lines![0].quantity).toBe(stock);
  });

  it("enforces member min/max order with the limit", async () => {
    const min = 2;
    const max = 6;
    const p = await createProduct(t, { stock: 20, memberMinOrder: min, memberMaxOrder: max });
    const fresh = await newGuestToken(t);
    expect(await add({ productId: p.id, quantity: min - 1 }, fresh)).toMatchObject({ code: "ERROR_MEMBER_MIN_ORDER", limit: min });
    expect(await add({ productId: p.id, quantity: max + 1 }, fresh)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", limit: max });
    const ok = await add({ productId: p.id, quantity: min }, fresh);
    expect(ok.lines![0].quantity).toBe(min);
    expect(await add({ productId: p.id, quantity: max }, fresh)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", limit: max });
    // Below the minimum on its own, but the line it joins already meets it.
    expect((await add({ productId: p.id, quantity: 1 }, fresh)).lines![0].quantity).toBe(min + 1);
    const line = ok.lines![0];
    const upd = async (quantity: number) => (await call(UPDATE, { input: { cartProductId: line.id, quantity } }, fresh)).data!.updateCartLine as CartView;
    expect(await upd(min - 1)).toMatchObject({ code: "ERROR_MEMBER_MIN_ORDER", limit: min });
    expect(await upd(max + 1)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", limit: max });
    expect((await upd(max)).lines![0].quantity).toBe(max);
  });
});

describe("prices, update, remove, ownership", () => {
  it("prices lines at the catalogue's in-cart (extra-discount) price in minor units and sums them", async () => {
    const p = await plainProduct();
    const fresh = await newGuestToken(t);
    const cart = await add({ productId: p.id, quantity: 3, unitPriceMinor: 1 } as AddToCartInput, fresh).catch(() => null);
    expect(cart).toBeNull(); // unknown input fields (a price) are rejected by GraphQL validation
    const ok = await add({ productId: p.id, quantity: 3 }, fresh);
    const expected = displayPrice({ sellingMinor: p.priceMinor, discountedMinor: p.discountedPriceMinor }).extraDiscountMinor;
    expect(ok.lines![0]).toMatchObject({ unitPriceMinor: expected, personalizationPriceMinor: 0, lineTotalMinor: expected * 3 });
    expect(ok).toMatchObject({ itemCount: 3, subtotalMinor: expected * 3, personalizationTotalMinor: 0, currencyCode: "TRY" });
    expect(await readCart(fresh)).toEqual({ ...ok, newGuest: null });
  });

  it("converts a product priced in another currency into the cart currency (TRY)", async () => {
    const p = await createProduct(t, { currency: "usd", priceMinor: 12_990 });
    const { exchange_rate: rate } = await one(`select exchange_rate from currency where code = ?`, ["usd"]);
    const fresh = await newGuestToken(t);
    const ok = await add({ productId: p.id, quantity: 1 }, fresh);
    const display = displayPrice({ sellingMinor: p.priceMinor, discountedMinor: p.discountedPriceMinor }).extraDiscountMinor;
    expect(ok.lines![0].unitPriceMinor).toBe(Math.round(display / Number(rate)));
    expect(ok.lines![0].unitPriceMinor).toBeGreaterThan(display);
  });

  it("counts the items for the header in one statement: 0 without a shopper or a cart, the sum of quantities after adds", async () => {
    const p = await plainProduct();
    expect((await call(ITEM_COUNT, {})).data).toEqual({ cartItemCount: 0 });
    const fresh = await newGuestToken(t);
    expect((await call(ITEM_COUNT, {}, fresh)).data).toEqual({ cartItemCount: 0 });
    const cart = await add({ productId: p.id, quantity: 3 }, fresh);
    t.queries.length = 0;
    expect((await call(ITEM_COUNT, {}, fresh)).data).toEqual({ cartItemCount: cart.itemCount });
    expect(t.queries.filter((q) => /cart_product/.test(q))).toHaveLength(1);
  });

  it("updates with a stock re-check, removes, and hides other shoppers' lines (NOT_FOUND)", async () => {
    const p = await plainProduct();
    const stock = p.stock;
    const mine = await newGuestToken(t);
    const theirs = await newGuestToken(t);
    const cart = await add({ productId: p.id, quantity: 1 }, mine);
    const lineId = cart.lines![0].id;
    const upd = async (input: MutationUpdateCartLineArgs["input"], token: string) => call(UPDATE, { input }, token);

    expect((await upd({ cartProductId: lineId, quantity: stock + 1 }, mine)).data!.updateCartLine).toMatchObject({ code: "NO_STOCK", available: stock });
    expect((await upd({ cartProductId: lineId }, mine)).data!.updateCartLine).toMatchObject({ code: "ERROR_WHILE_UPDATE_PRODUCT_QUANTITY", field: "quantity" });
    expect(((await upd({ cartProductId: lineId, quantity: 2 }, mine)).data!.updateCartLine as CartView).lines![0].quantity).toBe(2);

    expect((await upd({ cartProductId: lineId, quantity: 1 }, theirs)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await call(REMOVE, { cartProductId: lineId }, theirs)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await call(REMOVE, { cartProductId: 99999999 }, mine)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await readCart(mine)).itemCount).toBe(2);

    // Stock falling below the line's quantity is caught on the next update.
    await db(`update product set stock_amount = 0 where id = ?`, [p.id]);
    expect((await upd({ cartProductId: lineId, quantity: 1 }, mine)).data!.updateCartLine).toMatchObject({ code: "PRODUCT_NO_STOCK", available: 0 });
    await db(`update product set stock_amount = ? where id = ?`, [stock, p.id]);

    const removed = (await call(REMOVE, { cartProductId: lineId }, mine)).data!.removeCartLine;
    expect(removed).toMatchObject({ __typename: "Cart", itemCount: 0, lines: [] });
  });
});

// PGlite serialises every query, so only a real server shows whether concurrent adds to one cart lose updates.
describe.runIf(usingPostgres())("concurrent adds (PostgreSQL)", () => {
  it("10 parallel adds of the same line merge into one line of quantity 10", async () => {
    const p = await plainProduct(100);
    const token = await newGuestToken(t);
    await add({ productId: p.id, quantity: 1 }, token);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(ADD, { input: { productId: p.id, quantity: 1 } }, token)));
    expect(results.map((r) => r.errors)).toEqual(Array(10).fill(undefined));
    const cart = await readCart(token);
    expect(cart.lines!.map((l) => l.quantity)).toEqual([11]);
  });

  it("parallel adds to a line near the stock limit: only those that fit succeed, the line ends at the stock", async () => {
    const p = await createProduct(t, { stock: 5 });
    const token = await newGuestToken(t);
    await add({ productId: p.id, quantity: 3 }, token);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(ADD, { input: { productId: p.id, quantity: 1 } }, token)));
    const outcomes = results.map((r) => (r.data!.addToCart as { __typename: string; code?: string }).code ?? "added");
    expect(outcomes.filter((o) => o === "added")).toHaveLength(2);
    expect(outcomes.filter((o) => o !== "added")).toEqual(Array(8).fill("NO_STOCK"));
    expect((await readCart(token)).lines!.map((l) => l.quantity)).toEqual([5]);
  });
});
