// The shop-wide data a cart answer reads (cargo companies, cart settings, the door fee, cart and price campaigns) is
// kept per read version (graphql-server/core/public-data-memo.ts). Proven here: any sequence of writes to that data
// leaves a cart read through the memo equal to one read straight from the database; the admin's edits reach the next
// cart answer; a kept campaign starts and ends with the clock, without a write; a repeated read runs none of those
// statements.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RequestScope, Shopper } from "../../graphql-server/core/context.js";
import { createPublicDataMemo } from "../../graphql-server/core/public-data-memo.js";
import { readVersion, sharedReadVersion } from "../../graphql-server/core/read-version.js";
import { readCart } from "../../graphql-server/modules/cart/index.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { bearer, createCampaign, createProduct, guestWithCart, type ProductFixture } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let product: ProductFixture;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await startTestShop();
  product = await createProduct(t, { priceMinor: 50_000 });
  owner = bearer(await adminToken(t, await createAdmin(t, ["owner"])));
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const db = (sql: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<Record<string, unknown>[]>(sql, params);

async function guestShopper(token: string): Promise<Shopper> {
  const [row] = await db(`select subject_id from auth_token where role = 'guest' order by id desc limit 1`);
  expect(token).toBeTruthy();
  return { kind: "guest", id: Number(row.subject_id) };
}

const CART = `query { cart(paymentCode: "door") { ... on Cart { giftPackagePriceMinor campaigns { id name } cargoOptions { id name priceMinor }
  lines { unitPriceMinor } totals { doorFeeMinor grandTotalMinor } } } }`;
type CartView = { giftPackagePriceMinor: number; campaigns: { id: number; name: string }[]; cargoOptions: { id: number; name: string; priceMinor: number }[]; lines: { unitPriceMinor: number }[] };
async function cartOf(token: string): Promise<CartView> {
  const { body } = await t.gql(CART, { headers: bearer(token) });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as { cart: CartView }).cart;
}

/** The writes that change what the memo keeps, each as any module or an operator's SQL would make it. */
const writes = {
  cargoPrice: (minor: number) => db(`update cargo_company set price_minor = ? where id = (select min(id) from cargo_company where is_active)`, [minor]),
  newCargo: (minor: number) =>
    db(`insert into cargo_company (name, price_minor, currency, tracking_url, is_active, sort) values (?, ?, 'TRY', '', true, 0)`, [`Kargo ${minor}`, minor]),
  cargoOff: () => db(`update cargo_company set is_active = false where id = (select max(id) from cargo_company where is_active) and (select count(*) from cargo_company where is_active) > 1`),
  giftPrice: (minor: number) =>
    db(`insert into site_setting (code, scope, value) values ('gift_package_price_minor', 'config', ?) on conflict (code) do update set value = excluded.value`, [String(minor)]),
  doorFee: (minor: number) => db(`update payment_method set fee_minor = ?, enabled = true where code = 'door'`, [minor]),
  cartCampaign: (percent: number) => createCampaign(t, { kind: "cart", percent }),
  priceCampaign: (percent: number) => createCampaign(t, { kind: "price", percent, productIds: [product.id] }),
  campaignOff: () => db(`update campaign set is_active = false where id = (select max(id) from campaign where is_active)`),
  campaignName: (minor: number) => db(`update campaign_translation set name = ? where campaign_id = (select max(id) from campaign)`, [`Kampanya ${minor}`]),
};
type Write = keyof typeof writes;

describe("kept shop-wide cart data", () => {
  it("a cart read through the memo equals one read from the database after any sequence of writes", async () => {
    const token = await guestWithCart(t, product.id, 1);
    const shopper = await guestShopper(token);
    const memo = createPublicDataMemo(sharedReadVersion(() => readVersion(t.orm.em)));
    const scope = (kept: boolean): RequestScope => ({ em: t.orm.em.fork(), language: "tr", publicData: kept ? memo : null });
    const read = async (kept: boolean) => readCart(scope(kept), shopper, { paymentCode: "door" });
    const write = fc.record({ kind: fc.constantFrom(...(Object.keys(writes) as Write[])), amount: fc.integer({ min: 1, max: 90 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 4 }), async (sequence) => {
        for (const { kind, amount } of sequence) {
          await read(true); // the memo holds what was true before the write
          await writes[kind](amount * 100);
          expect(await read(true)).toEqual(await read(false));
        }
      }),
      { numRuns: 12 },
    );
  });

  it("the admin's edits of cargo companies, campaigns and the door fee reach the next cart answer", async () => {
    const token = await guestWithCart(t, product.id, 1);
    await cartOf(token);
    const saved = await t.gql(`mutation { saveCargoCompany(input: { name: "Kept Kargo", priceMinor: 1234, currency: "TRY" }) { __typename ... on AdminCargoCompany { id } } }`, { headers: owner });
    const cargoId = (saved.body.data as { saveCargoCompany: { id: number } }).saveCargoCompany.id;
    expect((await cartOf(token)).cargoOptions).toContainEqual(expect.objectContaining({ id: cargoId, priceMinor: 1234 }));
    await t.gql(`mutation($id: Int!) { saveCargoCompany(input: { id: $id, name: "Kept Kargo", priceMinor: 1234, currency: "TRY", isActive: false }) { __typename } }`, {
      variables: { id: cargoId },
      headers: owner,
    });
    expect((await cartOf(token)).cargoOptions.map((k) => k.id)).not.toContain(cargoId);

    const window = { startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() };
    const created = await t.gql(
      `mutation($input: CampaignInput!) { createCampaign(input: $input) { __typename ... on AdminCampaign { id } } }`,
      { variables: { input: { kind: "CART", isActive: true, discountPercent: 5, texts: [{ language: "tr", name: "Kept kampanya" }], ...window } }, headers: owner },
    );
    const campaignId = (created.body.data as { createCampaign: { id: number } }).createCampaign.id;
    expect((await cartOf(token)).campaigns).toContainEqual({ id: campaignId, name: "Kept kampanya" });
    await t.gql(`mutation($id: Int!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { __typename } }`, {
      variables: { id: campaignId, input: { kind: "CART", isActive: true, discountPercent: 5, texts: [{ language: "tr", name: "Renamed kampanya" }], ...window } },
      headers: owner,
    });
    expect((await cartOf(token)).campaigns).toContainEqual({ id: campaignId, name: "Renamed kampanya" });
    await t.gql(`mutation($id: Int!) { deleteCampaign(id: $id) }`, { variables: { id: campaignId }, headers: owner });
    expect((await cartOf(token)).campaigns.map((c) => c.id)).not.toContain(campaignId);

    await t.gql(`mutation { updatePaymentMethodSetting(input: { code: "door", enabled: true, sort: 1, feeMinor: 4321 }) { code } }`, { headers: owner });
    const { body } = await t.gql(CART, { headers: bearer(token) });
    expect((body.data as { cart: { totals: { doorFeeMinor: number } } }).cart.totals.doorFeeMinor).toBe(4321);
  });

  it("a kept campaign starts and ends with the clock, with no write in between", async () => {
    const token = await guestWithCart(t, product.id, 1);
    const { id } = await createCampaign(t, { kind: "cart", percent: 7 });
    await db(`update campaign set starts_at = now() + interval '1 hour', ends_at = now() + interval '3 hours' where id = ?`, [id]);
    const shown = async () => (await cartOf(token)).campaigns.some((c) => c.id === id);
    expect(await shown()).toBe(false);
    t.queries.length = 0;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3_600_000 });
    expect(await shown()).toBe(true);
    vi.setSystemTime(Date.now() + 2 * 3_600_000);
    expect(await shown()).toBe(false);
    // Served from memory both times: no campaign was read again.
    expect(t.queries.filter((q) => /from campaign c/.test(q))).toEqual([]);
  });

  it("a repeated cart read runs no statement for campaigns, cargo companies, settings or the door fee", async () => {
    const token = await guestWithCart(t, product.id, 1);
    await cartOf(token);
    t.queries.length = 0;
    await cartOf(token);
    expect(t.queries.filter((q) => /from campaign c|from cargo_company|from site_setting|from payment_method/.test(q))).toEqual([]);
  });
});
