// Cart options over GraphQL (docs/decisions/013): cargo choice and free-cargo rules, gift package, notes, delivery
// date switch, addresses (ownership), cart currency and display currency, the door fee, totals that add up, and a
// statement count that does not grow with the lines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Cart,
  Mutation,
  MutationAddToCartArgs,
  MutationSelectCargoArgs,
  MutationUpdateCartArgs,
  Query,
  QueryCargoOptionsArgs,
  QueryCartArgs,
  UpdateCartInput,
} from "../../graphql-server/generated/resolvers-types.js";
import { type CartAnswer } from "../support/documents/cart.js";
import { createAddress, createCoupon, createProduct, newGuest as newGuestFor } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { gql, type TypedDocument, type Variables } from "../support/typed-document.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
  // The seeded cart campaigns would change totals here; campaigns are promotions.test.ts's subject.
  await db(`update campaign set is_active = false where kind = 'cart'`);
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const db = (sql: string, params: unknown[] = []): Promise<Row[]> => t.orm.em.fork().getConnection().execute<Row[]>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await db(sql, params))[0];

const CART = `__typename
  ... on Cart { id currencyCode currency itemCount isGiftCart giftNote generalNote isDeliveryDateActive deliveryDate cargoId
    invoiceAddressId deliveryAddressId subtotalMinor giftPackagePriceMinor
    lines { id productId quantity unitPriceMinor lineTotalMinor vatRate }
    cargoOptions { id name priceMinor freeAboveMinor chargedMinor isSelected trackingUrl }
    totals { linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree
             doorFeeMinor vatMinor grandTotalMinor vat { rate netMinor vatMinor } }
    promotionProblems { code } }
  ... on CartError { code message field }`;

type View = CartAnswer;
type Totals = Cart["totals"];

const READ = gql<Pick<Query, "cart">, QueryCartArgs>(`query($currency: String, $paymentCode: String) { cart(currency: $currency, paymentCode: $paymentCode) { ${CART} } }`);
const UPDATE = gql<Pick<Mutation, "updateCart">, MutationUpdateCartArgs>(`mutation($input: UpdateCartInput!) { updateCart(input: $input) { ${CART} } }`);
const SELECT_CARGO = gql<Pick<Mutation, "selectCargo">, MutationSelectCargoArgs>(`mutation($cargoId: Int!) { selectCargo(cargoId: $cargoId) { ${CART} } }`);
const ADD = gql<Pick<Mutation, "addToCart">, MutationAddToCartArgs>(`mutation($input: AddToCartInput!) { addToCart(input: $input) { ${CART} } }`);
const CARGO_OPTIONS = gql<Pick<Query, "cargoOptions">, QueryCargoOptionsArgs>(`query($currency: String) { cargoOptions(currency: $currency) { name priceMinor currencyCode currency } }`);

function gqlCall<TData, TVars extends Variables>(document: TypedDocument<TData, TVars> | string, variables?: TVars, token?: string) {
  return t.exec(document, { variables, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
async function field<TData, TVars extends Variables>(document: TypedDocument<TData, TVars>, variables: TVars, token: string): Promise<View> {
  const r = await gqlCall(document, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.values(r.data as Record<string, View>)[0];
}
const read = (token: string, variables: QueryCartArgs = {}) => field(READ, variables, token);
const update = (token: string, input: UpdateCartInput) => field(UPDATE, { input }, token);
const selectCargo = (token: string, cargoId: number) => field(SELECT_CARGO, { cargoId }, token);
const add = (token: string, productId: number, quantity: number) => field(ADD, { input: { productId, quantity } }, token);
const newGuest = () => newGuestFor(t);

/** A product in TL whose in-cart price is 90 % of `priceMinor` (the extra discount), no variants or campaigns. */
async function plain(priceMinor: number, freeCargo = false): Promise<{ id: number; price: number }> {
  const product = await createProduct(t, { priceMinor, freeCargo });
  return { id: product.id, price: product.priceMinor };
}

/** The totals add up: grand = lines + gift − discounts + cargo + door; VAT parts sum to it. */
function expectConsistent(totals: Totals) {
  expect(totals.grandTotalMinor).toBe(
    totals.linesMinor + totals.giftPackageMinor - totals.campaignDiscountMinor - totals.couponDiscountMinor + totals.cargoMinor + totals.doorFeeMinor,
  );
  expect(totals.vat.reduce((s, v) => s + v.netMinor + v.vatMinor, 0)).toBe(totals.grandTotalMinor);
  expect(totals.vat.reduce((s, v) => s + v.vatMinor, 0)).toBe(totals.vatMinor);
}

describe("cargo", () => {
  it("defaults to the first active company, charges it below its threshold, frees it above", async () => {
    const cheap = await plain(30_000);
    const token = await newGuest();
    const cart = await add(token, cheap.id, 1);
    const [yurtici, aras] = cart.cargoOptions;
    expect(yurtici).toMatchObject({ name: "Yurtiçi Kargo", priceMinor: 7_990, freeAboveMinor: 100_000, chargedMinor: 7_990, isSelected: true });
    expect(yurtici.trackingUrl).toContain("{code}");
    expect(cart.cargoId).toBe(yurtici.id);
    expect(cart.totals).toMatchObject({ cargoMinor: 7_990, isCargoFree: false });
    expectConsistent(cart.totals);

    const chosen = await selectCargo(token, aras.id);
    expect(chosen).toMatchObject({ cargoId: aras.id, totals: { cargoMinor: 8_990 } });
    const quantity = Math.ceil(100_000 / cheap.price);
    const big = await add(token, cheap.id, quantity);
    // Aras has no threshold; Yurtiçi would be free now.
    expect(big.totals.cargoMinor).toBe(8_990);
    expect(big.cargoOptions.find((k) => k.id === yurtici.id)).toMatchObject({ chargedMinor: 0, isSelected: false });
    const back = await selectCargo(token, yurtici.id);
    expect(back.totals).toMatchObject({ cargoMinor: 0, isCargoFree: true });
    expectConsistent(back.totals);
  });

  it("unknown or inactive companies are NOT_FOUND; anonymous callers get null cargo options", async () => {
    const token = await newGuest();
    const r = await gqlCall(SELECT_CARGO, { cargoId: 999999 }, token);
    expect(r.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const inactive = await one(`insert into cargo_company (name, price_minor, is_active) values (?, ?, false) returning id`, ["Kapalı Kargo", 100]);
    expect((await gqlCall(SELECT_CARGO, { cargoId: Number(inactive.id) }, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gqlCall(SELECT_CARGO, { cargoId: -1 }, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gqlCall(`{ cargoOptions { id } }`)).data).toEqual({ cargoOptions: null });
    const options = (await gqlCall(CARGO_OPTIONS, { currency: "USD" }, token)).data!.cargoOptions!;
    expect(options[0]).toMatchObject({ currencyCode: "USD", currency: "usd" });
    expect(options.map((k) => k.priceMinor)).toEqual([189, 212]);
  });

  it("a cart of free-cargo products ships free", async () => {
    const free = await plain(30_000, true);
    const token = await newGuest();
    expect((await add(token, free.id, 1)).totals).toMatchObject({ cargoMinor: 0, isCargoFree: true });
  });
});

describe("updateCart", () => {
  let token: string;
  let product: { id: number; price: number };
  beforeAll(async () => {
    token = await newGuest();
    product = await plain(30_000);
    await add(token, product.id, 1);
  });

  it("gift cart adds the gift package price; notes are saved and limited", async () => {
    const gift = await update(token, { isGiftCart: true, isGiftNoteActive: true, giftNote: "  İyi ki doğdun  " });
    expect(gift).toMatchObject({ isGiftCart: true, giftNote: "İyi ki doğdun", giftPackagePriceMinor: 4_990, totals: { giftPackageMinor: 4_990 } });
    expectConsistent(gift.totals);
    expect(gift.totals.vat.find((v) => v.rate === 20)).toBeDefined();
    const long = await update(token, { generalNote: "x".repeat(1001) });
    expect(long).toMatchObject({ __typename: "CartError", code: "GENERAL_NOTE_NO_ADDED", field: "generalNote" });
    expect(await update(token, { generalNote: "Zile basmayın" })).toMatchObject({ generalNote: "Zile basmayın", isGiftCart: true });
    const r = await gqlCall(UPDATE, { input: { giftNote: "x".repeat(501) } }, token);
    expect(r.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "giftNote" });
    expect((await update(token, { isGiftCart: false })).totals.giftPackageMinor).toBe(0);
  });

  it("takes a delivery date only when the shop enables it", async () => {
    const r = await gqlCall(UPDATE, { input: { deliveryDate: "2099-01-02" } }, token);
    expect(r.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "deliveryDate" });
    await db(`update site_setting set value = '1' where code = 'delivery_date_active'`);
    expect(await update(token, { deliveryDate: "2099-01-02" })).toMatchObject({ isDeliveryDateActive: true, deliveryDate: "2099-01-02" });
    for (const bad of ["2000-01-01", "2099-02-30", "tomorrow"]) {
      const x = await gqlCall(UPDATE, { input: { deliveryDate: bad } }, token);
      expect(x.errors?.[0].extensions?.code, bad).toBe("BAD_USER_INPUT");
    }
    expect((await update(token, { deliveryDate: "" })).deliveryDate).toBeNull();
    await db(`update site_setting set value = '0' where code = 'delivery_date_active'`);
    expect((await read(token)).isDeliveryDateActive).toBe(false);
  });

  it("sets the shopper's own addresses only (NOT_FOUND for another's) and clears them with null", async () => {
    const mine = await createAddress(t, token, { use: {} });
    const theirs = await createAddress(t, await newGuest(), { use: {} });
    expect(await update(token, { invoiceAddressId: mine, deliveryAddressId: mine })).toMatchObject({ invoiceAddressId: mine, deliveryAddressId: mine });
    const r = await gqlCall(UPDATE, { input: { deliveryAddressId: theirs } }, token);
    expect(r.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await update(token, { invoiceAddressId: null })).toMatchObject({ invoiceAddressId: null, deliveryAddressId: mine });
  });

  it("switches the cart currency (ISO, legacy code or id) and shows another one on demand", async () => {
    const tl = await read(token);
    const usd = await update(token, { currency: "usd" });
    expect(usd).toMatchObject({ currencyCode: "USD", currency: "usd" });
    expect(usd.lines[0].unitPriceMinor).toBe(Math.round(tl.lines[0].unitPriceMinor * 0.0236));
    expectConsistent(usd.totals);
    const r = await gqlCall(UPDATE, { input: { currency: "XYZ" } }, token);
    expect(r.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "currency" });
    expect((await update(token, { currency: "1" })).currencyCode).toBe("TRY");
    const shown = await read(token, { currency: "EUR" });
    expect(shown).toMatchObject({ currencyCode: "EUR", currency: "euro" });
    expect(shown.totals.cargoMinor).toBe(Math.round(7_990 * 0.0204));
    expectConsistent(shown.totals);
    expect((await read(token)).currencyCode).toBe("TRY");
    expect((await read(token, { currency: "nope" })).currencyCode).toBe("TRY");
  });

  it("adds the cash-on-delivery fee only when the door payment is asked for", async () => {
    const plainCart = await read(token);
    expect(plainCart.totals.doorFeeMinor).toBe(0);
    const door = await read(token, { paymentCode: "door" });
    expect(door.totals.doorFeeMinor).toBe(2_990);
    expect(door.totals.grandTotalMinor).toBe(plainCart.totals.grandTotalMinor + 2_990);
    expectConsistent(door.totals);
    expect((await read(token, { paymentCode: "wire_transfer" })).totals.doorFeeMinor).toBe(0);
    const empty = await newGuest();
    expect((await read(empty, { paymentCode: "door" })).totals).toMatchObject({ doorFeeMinor: 0, grandTotalMinor: 0, cargoMinor: 0 });
  });
});

describe("reading the cart", () => {
  it("takes the same number of statements for 1 line and for 4", async () => {
    const token = await newGuest();
    const products = [];
    for (const priceMinor of [10_000, 20_000, 30_000, 40_000]) products.push(await createProduct(t, { priceMinor }));
    const coupon = await createCoupon(t, { percent: 10 });
    await add(token, products[0].id, 1);
    await gqlCall(`mutation($code: String!) { applyCoupon(code: $code) { __typename } }`, { code: coupon.code }, token);
    const count = async () => {
      // Cold: the shop-wide data kept per read version is read again too, so both counts see every statement.
      await t.forgetPublicReads();
      t.queries.length = 0;
      await read(token, { paymentCode: "door" });
      return t.queries.filter((q) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(q)).length;
    };
    const few = await count();
    for (const p of products.slice(1)) await add(token, p.id, 1);
    expect((await read(token)).lines).toHaveLength(4);
    expect(few).toBeGreaterThan(5);
    expect(await count()).toBe(few);
  });
});
