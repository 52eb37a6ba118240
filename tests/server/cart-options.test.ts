// Cart options over GraphQL (docs/decisions/013): cargo choice and free-cargo rules, gift package, notes, delivery
// date switch, addresses (ownership), cart currency and display currency, the door fee, totals that add up, and a
// statement count that does not grow with the lines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
  // The seeded cart campaigns would change totals here; campaigns are promotions.test.ts's subject.
  await db(`update campaign set is_active = false where kind = 'cart'`);
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const db = (sql: string): Promise<Row[]> => t.orm.em.fork().getConnection().execute<Row[]>(sql);
const one = async (sql: string) => (await db(sql))[0];

const CART = `__typename
  ... on Cart { id currencyCode currency itemCount isGiftCart giftNote generalNote isDeliveryDateActive deliveryDate cargoId
    invoiceAddressId deliveryAddressId subtotalMinor giftPackagePriceMinor
    lines { id productId quantity unitPriceMinor lineTotalMinor vatRate }
    cargoOptions { id name priceMinor freeAboveMinor chargedMinor isSelected trackingUrl }
    totals { linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree
             doorFeeMinor vatMinor grandTotalMinor vat { rate netMinor vatMinor } }
    promotionProblems { code } }
  ... on CartError { code message field }`;

type Totals = Record<string, number> & { isCargoFree: boolean; vat: { rate: number; netMinor: number; vatMinor: number }[] };
interface View {
  __typename: string;
  code?: string;
  field?: string | null;
  id: number | null;
  currencyCode: string;
  currency: string;
  isGiftCart: boolean;
  giftNote: string;
  generalNote: string;
  isDeliveryDateActive: boolean;
  deliveryDate: string | null;
  cargoId: number | null;
  invoiceAddressId: number | null;
  deliveryAddressId: number | null;
  subtotalMinor: number;
  giftPackagePriceMinor: number;
  lines: { id: number; unitPriceMinor: number; lineTotalMinor: number; vatRate: number }[];
  cargoOptions: { id: number; name: string; priceMinor: number; freeAboveMinor: number | null; chargedMinor: number; isSelected: boolean; trackingUrl: string }[];
  totals: Totals;
}

async function gql(query: string, variables: Row = {}, token?: string) {
  return (await t.exec(query, { variables, headers: token ? { authorization: `Bearer ${token}` } : {} })) as {
    data?: Record<string, View>;
    errors?: { extensions?: Row }[];
  };
}
async function field(query: string, variables: Row, token: string): Promise<View> {
  const r = await gql(query, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.values(r.data!)[0];
}
const read = (token: string, args = "") => field(`query { cart${args} { ${CART} } }`, {}, token);
const update = (token: string, input: Row) =>
  field(`mutation($input: UpdateCartInput!) { updateCart(input: $input) { ${CART} } }`, { input }, token);
const selectCargo = (token: string, id: number) => field(`mutation($id: Int!) { selectCargo(cargoId: $id) { ${CART} } }`, { id }, token);
const add = (token: string, productId: number, quantity: number) =>
  field(`mutation($p: Int, $q: Int) { addToCart(input: {productId: $p, quantity: $q}) { ${CART} } }`, { p: productId, q: quantity }, token);
const newGuest = async () => ((await gql(`mutation { createGuestToken { token } }`)).data!.createGuestToken as unknown as { token: string }).token;

/** Plain in-stock TL products (no variants or personalizations, no min/max) between two prices. */
async function plain(minMinor: number, maxMinor: number, freeCargo = false): Promise<{ id: number; price: number }> {
  const r = await one(`select p.id, coalesce(p.discounted_price_minor, p.selling_price_minor) as price from product p join currency c on c.id = p.currency_id
    where p.is_active and c.code = 'tl' and p.stock_amount >= 10 and p.member_min_order is null and p.member_max_order is null and p.free_cargo = ${freeCargo}
      and not exists (select 1 from sub_product s where s.product_id = p.id) and not exists (select 1 from personalization z where z.product_id = p.id)
      and not exists (select 1 from campaign_product cp where cp.product_id = p.id)
      and coalesce(p.discounted_price_minor, p.selling_price_minor) between ${minMinor} and ${maxMinor}
    order by p.id limit 1`);
  expect(r, `a product between ${minMinor} and ${maxMinor}`).toBeDefined();
  return { id: Number(r.id), price: Number(r.price) };
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
    const cheap = await plain(10_000, 90_000);
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
    const r = await gql(`mutation { selectCargo(cargoId: 999999) { __typename } }`, {}, token);
    expect(r.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const inactive = await one(`insert into cargo_company (name, price_minor, is_active) values ('Kapalı Kargo', 100, false) returning id`);
    expect((await gql(`mutation { selectCargo(cargoId: ${Number(inactive.id)}) { __typename } }`, {}, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`mutation { selectCargo(cargoId: -1) { __typename } }`, {}, token)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`{ cargoOptions { id } }`)).data).toEqual({ cargoOptions: null });
    const options = (await gql(`{ cargoOptions(currency: "USD") { name priceMinor currencyCode currency } }`, {}, token)).data as unknown as {
      cargoOptions: { priceMinor: number; currencyCode: string; currency: string }[];
    };
    expect(options.cargoOptions[0]).toMatchObject({ currencyCode: "USD", currency: "usd" });
    expect(options.cargoOptions.map((k) => k.priceMinor)).toEqual([189, 212]);
  });

  it("a cart of free-cargo products ships free", async () => {
    const free = await one(`select id from product where free_cargo and is_active and stock_amount > 2 and member_min_order is null
      and not exists (select 1 from sub_product s where s.product_id = product.id) and not exists (select 1 from personalization z where z.product_id = product.id) limit 1`);
    const id = free ? Number(free.id) : (await plain(10_000, 90_000)).id;
    if (!free) await db(`update product set free_cargo = true where id = ${id}`);
    const token = await newGuest();
    expect((await add(token, id, 1)).totals).toMatchObject({ cargoMinor: 0, isCargoFree: true });
  });
});

describe("updateCart", () => {
  let token: string;
  let product: { id: number; price: number };
  beforeAll(async () => {
    token = await newGuest();
    product = await plain(10_000, 90_000);
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
    const r = await gql(`mutation($input: UpdateCartInput!) { updateCart(input: $input) { __typename } }`, { input: { giftNote: "x".repeat(501) } }, token);
    expect(r.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "giftNote" });
    expect((await update(token, { isGiftCart: false })).totals.giftPackageMinor).toBe(0);
  });

  it("takes a delivery date only when the shop enables it", async () => {
    const r = await gql(`mutation { updateCart(input: {deliveryDate: "2099-01-02"}) { __typename } }`, {}, token);
    expect(r.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "deliveryDate" });
    await db(`update site_setting set value = '1' where code = 'delivery_date_active'`);
    expect(await update(token, { deliveryDate: "2099-01-02" })).toMatchObject({ isDeliveryDateActive: true, deliveryDate: "2099-01-02" });
    for (const bad of ["2000-01-01", "2099-02-30", "tomorrow"]) {
      const x = await gql(`mutation($d: String) { updateCart(input: {deliveryDate: $d}) { __typename } }`, { d: bad }, token);
      expect(x.errors?.[0].extensions?.code, bad).toBe("BAD_USER_INPUT");
    }
    expect((await update(token, { deliveryDate: "" })).deliveryDate).toBeNull();
    await db(`update site_setting set value = '0' where code = 'delivery_date_active'`);
    expect((await read(token)).isDeliveryDateActive).toBe(false);
  });

  it("sets the shopper's own addresses only (NOT_FOUND for another's) and clears them with null", async () => {
    const place = await one(`select c.id as city_id, c.state_id, s.country_id from city c join state s on s.id = c.state_id limit 1`);
    const cart = await read(token);
    const owner = await one(`select shopper_kind, shopper_id from cart where id = ${Number(cart.id)}`);
    const insert = async (kind: unknown, id: unknown) =>
      Number(
        (
          await one(`insert into address (shopper_kind, shopper_id, title, first_name, last_name, phone, address, country_id, state_id, city_id, created_at, updated_at)
        values ('${String(kind)}', ${Number(id)}, 'Ev', 'Ayşe', 'Yılmaz', '5551112233', 'Moda Cad. 1', ${Number(place.country_id)}, ${Number(place.state_id)}, ${Number(place.city_id)}, now(), now()) returning id`)
        ).id,
      );
    const mine = await insert(owner.shopper_kind, owner.shopper_id);
    const theirs = await insert("guest", Number(owner.shopper_id) + 100_000);
    expect(await update(token, { invoiceAddressId: mine, deliveryAddressId: mine })).toMatchObject({ invoiceAddressId: mine, deliveryAddressId: mine });
    const r = await gql(`mutation { updateCart(input: {deliveryAddressId: ${theirs}}) { __typename } }`, {}, token);
    expect(r.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect(await update(token, { invoiceAddressId: null })).toMatchObject({ invoiceAddressId: null, deliveryAddressId: mine });
  });

  it("switches the cart currency (ISO, legacy code or id) and shows another one on demand", async () => {
    const tl = await read(token);
    const usd = await update(token, { currency: "usd" });
    expect(usd).toMatchObject({ currencyCode: "USD", currency: "usd" });
    expect(usd.lines[0].unitPriceMinor).toBe(Math.round(tl.lines[0].unitPriceMinor * 0.0236));
    expectConsistent(usd.totals);
    const r = await gql(`mutation { updateCart(input: {currency: "XYZ"}) { __typename } }`, {}, token);
    expect(r.errors?.[0].extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "currency" });
    expect((await update(token, { currency: "1" })).currencyCode).toBe("TRY");
    const shown = await read(token, `(currency: "EUR")`);
    expect(shown).toMatchObject({ currencyCode: "EUR", currency: "euro" });
    expect(shown.totals.cargoMinor).toBe(Math.round(7_990 * 0.0204));
    expectConsistent(shown.totals);
    expect((await read(token)).currencyCode).toBe("TRY");
    expect((await read(token, `(currency: "nope")`)).currencyCode).toBe("TRY");
  });

  it("adds the cash-on-delivery fee only when the door payment is asked for", async () => {
    const plainCart = await read(token);
    expect(plainCart.totals.doorFeeMinor).toBe(0);
    const door = await read(token, `(paymentCode: "door")`);
    expect(door.totals.doorFeeMinor).toBe(2_990);
    expect(door.totals.grandTotalMinor).toBe(plainCart.totals.grandTotalMinor + 2_990);
    expectConsistent(door.totals);
    expect((await read(token, `(paymentCode: "wire_transfer")`)).totals.doorFeeMinor).toBe(0);
    const empty = await newGuest();
    expect((await read(empty, `(paymentCode: "door")`)).totals).toMatchObject({ doorFeeMinor: 0, grandTotalMinor: 0, cargoMinor: 0 });
  });
});

describe("reading the cart", () => {
  it("takes the same number of statements for 1 line and for 4", async () => {
    const token = await newGuest();
    const products = await db(`select p.id from product p where p.is_active and p.stock_amount >= 5 and p.member_min_order is null
      and not exists (select 1 from sub_product s where s.product_id = p.id) and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required)
      order by p.id limit 4`);
    await add(token, Number(products[0].id), 1);
    await gql(`mutation { applyCoupon(code: "HOSGELDIN10") { __typename } }`, {}, token);
    const count = async () => {
      t.queries.length = 0;
      await read(token, `(paymentCode: "door")`);
      return t.queries.filter((q) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(q)).length;
    };
    const few = await count();
    for (const p of products.slice(1)) await add(token, Number(p.id), 1);
    expect((await read(token)).lines).toHaveLength(4);
    expect(few).toBeGreaterThan(5);
    expect(await count()).toBe(few);
  });
});
