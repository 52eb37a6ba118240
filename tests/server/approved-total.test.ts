// What the shopper approved is what is charged (graphql-server/modules/order/place/order-approved-total.ts): a payment that
// carries the approved grand total is refused when the payable total differs — a coupon used up meanwhile, a
// campaign that ended, a price that changed — with the promotion's own code or TOTAL_CHANGED, field
// approvedTotalMinor, nothing placed and the cart kept; the same total places the order. Older clients that send no
// total are refused when a coupon or campaign on the cart no longer applies (its code, field promotions, the cart
// kept), and otherwise placed at the payable total. GraphQL and REST; the race of many shoppers is in
// checkout-concurrency.test.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvedTotalProblem } from "../../graphql-server/modules/order/place/order-approved-total.js";
import type { ErrorCode } from "../../graphql-server/generated/resolvers-types.js";
import { bearer, createCampaign, createCoupon, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { APPLY_COUPON, approveView, db, payDoor, SELECT_CAMPAIGN } from "./order-helpers.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  product = (await createProduct(t, { stock: 100, priceMinor: 20_000 })).id;
});
afterAll(() => t?.close());

let keys = 0;
const key = () => `approved-total-${++keys}-000000`;

/** A guest ready to pay for one unit, with what the approve page shows. */
async function shopper(setup?: (token: string) => Promise<void>) {
  const token = await guestWithCart(t, product, 1);
  await readyForCheckout(t, token);
  await setup?.(token);
  return { token, approved: await approveView(t, token) };
}

const ordersPlaced = async () => Number((await db(t, `select count(*)::int as n from shop_order`))[0].n);

describe("the comparison", () => {
  it("the same total: no problem; another total: the first promotion problem, else TOTAL_CHANGED; none: the first promotion problem", () => {
    const codes = fc.constantFrom<ErrorCode>("REACHED_MAXIMUM_USAGE", "CAMPAIGN_NO_ADDED", "COUPON_CODE_NO_ADDED", "NO_PRICE_RANGE");
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.array(codes.map((code) => ({ code }))), (approved, payable, problems) => {
        expect(approvedTotalProblem(null, payable, problems)).toEqual(problems[0] ? { code: problems[0].code, field: "promotions" } : null);
        expect(approvedTotalProblem(payable, payable, problems)).toBeNull();
        if (approved !== payable) {
          expect(approvedTotalProblem(approved, payable, problems)).toEqual({ code: problems[0]?.code ?? "TOTAL_CHANGED", field: "approvedTotalMinor" });
        }
      }),
    );
  });
});

describe("placing with the approved total", () => {
  it("a coupon used up after the approve page: REACHED_MAXIMUM_USAGE, nothing placed, the cart kept; the new total places it", async () => {
    const coupon = await createCoupon(t, { percent: 10, maxUses: 1 });
    const { token, approved } = await shopper(async (tok) => {
      const applied = await t.gql(APPLY_COUPON, { variables: { code: coupon.code }, headers: bearer(tok) });
      expect(applied.body.data?.applyCoupon.__typename).toBe("Cart");
    });
    expect(approved.totals.couponDiscountMinor).toBeGreaterThan(0);
    // Someone else's order takes the last use.
    await db(t, `update coupon set used_count = 1 where id = ?`, [coupon.id]);
    const before = await ordersPlaced();

    const refused = await payDoor(t, token, key(), { approvedTotalMinor: approved.totals.grandTotalMinor }, "en");
    expect(refused).toMatchObject({
      __typename: "OrderError",
      code: "REACHED_MAXIMUM_USAGE",
      field: "approvedTotalMinor",
      message: "This coupon code has reached its maximum number of uses.",
    });
    expect(await ordersPlaced()).toBe(before);
    const now = await approveView(t, token);
    expect(now).toMatchObject({ itemCount: 1, coupon: { code: coupon.code }, totals: { couponDiscountMinor: 0 } });
    expect(now.promotionProblems).toEqual([{ code: "REACHED_MAXIMUM_USAGE" }]);
    expect(now.totals.grandTotalMinor).toBeGreaterThan(approved.totals.grandTotalMinor);

    const placed = await payDoor(t, token, key(), { approvedTotalMinor: now.totals.grandTotalMinor });
    expect(placed.__typename).toBe("PaymentOutcome");
    expect(placed.order).toMatchObject({ couponCode: null, totals: { grandTotalMinor: now.totals.grandTotalMinor } });
  });

  it("a campaign that ended after the approve page: CAMPAIGN_NO_ADDED, in the request's language", async () => {
    const campaign = await createCampaign(t, { percent: 20 });
    const { token, approved } = await shopper(async (tok) => {
      const selected = await t.gql(SELECT_CAMPAIGN, { variables: { id: campaign.id }, headers: bearer(tok) });
      expect(selected.body.data?.selectCampaign.__typename).toBe("Cart");
    });
    await db(t, `update campaign set ends_at = now() - interval '1 minute' where id = ?`, [campaign.id]);
    const refused = await payDoor(t, token, key(), { approvedTotalMinor: approved.totals.grandTotalMinor }, "ar");
    expect(refused).toMatchObject({ __typename: "OrderError", code: "CAMPAIGN_NO_ADDED", field: "approvedTotalMinor" });
    expect(refused.message).toMatch(/[\u0600-\u06FF]/);
    expect((await approveView(t, token)).itemCount).toBe(1);
    await db(t, `update campaign set is_active = false where id = ?`, [campaign.id]);
  });

  it("a price change after the approve page: TOTAL_CHANGED (tr, en, ar); the stock is untouched", async () => {
    const { token, approved } = await shopper();
    const [before] = await db(t, `select stock_amount from product where id = ?`, [product]);
    await db(t, `update product set selling_price_minor = selling_price_minor + 1000 where id = ?`, [product]);
    try {
      const messages = new Set<string>();
      for (const language of ["tr", "en", "ar"]) {
        const refused = await payDoor(t, token, key(), { approvedTotalMinor: approved.totals.grandTotalMinor }, language);
        expect(refused).toMatchObject({ __typename: "OrderError", code: "TOTAL_CHANGED", field: "approvedTotalMinor" });
        messages.add(refused.message!);
      }
      expect(messages.size).toBe(3);
      const [after] = await db(t, `select stock_amount from product where id = ?`, [product]);
      expect(after.stock_amount).toEqual(before.stock_amount);
      const now = await approveView(t, token);
      expect(now.totals.grandTotalMinor).not.toBe(approved.totals.grandTotalMinor);
    } finally {
      await db(t, `update product set selling_price_minor = selling_price_minor - 1000 where id = ?`, [product]);
    }
  });

  it("without an approved total a used-up coupon is refused with its code, nothing placed, the cart kept; without the coupon it places", async () => {
    const coupon = await createCoupon(t, { percent: 10, maxUses: 1 });
    const { token } = await shopper(async (tok) => {
      await t.gql(APPLY_COUPON, { variables: { code: coupon.code }, headers: bearer(tok) });
    });
    await db(t, `update coupon set used_count = 1 where id = ?`, [coupon.id]);
    const before = await ordersPlaced();

    const refused = await payDoor(t, token, key(), {}, "en");
    expect(refused).toMatchObject({
      __typename: "OrderError",
      code: "REACHED_MAXIMUM_USAGE",
      field: "promotions",
      message: "This coupon code has reached its maximum number of uses.",
    });
    expect(await ordersPlaced()).toBe(before);
    expect(await approveView(t, token)).toMatchObject({ itemCount: 1, coupon: { code: coupon.code }, promotionProblems: [{ code: "REACHED_MAXIMUM_USAGE" }] });

    // The shopper takes the coupon off: the full price is now what the cart says, and the order is placed.
    expect((await restPost(token, "/api/v1/cart/cartRemoveCouponCode", {})).body).toMatchObject({ success: true });
    const placed = await payDoor(t, token, key());
    expect(placed.__typename).toBe("PaymentOutcome");
    expect(placed.order?.couponCode).toBeNull();
  });

  it("without an approved total a campaign that ended is refused with CAMPAIGN_NO_ADDED, the cart kept", async () => {
    const campaign = await createCampaign(t, { percent: 20 });
    const { token } = await shopper(async (tok) => {
      const selected = await t.gql(SELECT_CAMPAIGN, { variables: { id: campaign.id }, headers: bearer(tok) });
      expect(selected.body.data?.selectCampaign.__typename).toBe("Cart");
    });
    await db(t, `update campaign set ends_at = now() - interval '1 minute' where id = ?`, [campaign.id]);
    const before = await ordersPlaced();
    const refused = await payDoor(t, token, key(), {}, "tr");
    expect(refused).toMatchObject({ __typename: "OrderError", code: "CAMPAIGN_NO_ADDED", field: "promotions" });
    expect(await ordersPlaced()).toBe(before);
    expect((await approveView(t, token)).itemCount).toBe(1);
    await db(t, `update campaign set is_active = false where id = ?`, [campaign.id]);
  });
});

/** A legacy REST client's JSON post with the guest's token. */
const restPost = (token: string, path: string, body: Record<string, unknown>) =>
  t.rest(path, { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(body) });

describe("REST pay routes", () => {
  const pay = (token: string, body: Record<string, unknown>) =>
    restPost(token, "/api/v1/payment/payDoor?door_payment_type=cash&language=en", { distance_sales: true, pre_information: true, ...body });

  it("a legacy client (no approved_total) whose coupon ran out: reached_maximum_usage, nothing placed, the cart kept with its coupon", async () => {
    const coupon = await createCoupon(t, { percent: 10, maxUses: 1 });
    const { token } = await shopper();
    expect((await restPost(token, "/api/v1/cart/activeCouponCode", { code: coupon.code })).body).toMatchObject({ success: true });
    await db(t, `update coupon set used_count = 1 where id = ?`, [coupon.id]);
    const before = await ordersPlaced();

    const refused = await pay(token, {});
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      success: false,
      code: "reached_maximum_usage",
      message: "This coupon code has reached its maximum number of uses.",
      field: "promotions",
    });
    expect(await ordersPlaced()).toBe(before);
    expect(await approveView(t, token)).toMatchObject({ itemCount: 1, coupon: { code: coupon.code }, promotionProblems: [{ code: "REACHED_MAXIMUM_USAGE" }] });
  });

  it("approved_total in major units: a different total is total_changed, the same one places the order", async () => {
    const { token, approved } = await shopper();
    const major = approved.totals.grandTotalMinor / 100;
    const refused = await pay(token, { approved_total: major + 1 });
    expect(refused.body).toEqual({
      success: false,
      code: "total_changed",
      message: "The amount to pay differs from the one you approved: a price, the shipping or a fee has changed.",
      field: "approvedTotalMinor",
    });
    // Turkish notation, as the legacy clients write amounts.
    const placed = await pay(token, { approved_total: major.toFixed(2).replace(".", ",") });
    expect(placed.body).toMatchObject({ success: true, code: "order_created" });
  });

  it("approved_total that is not an amount is a 400; left out, the order is placed", async () => {
    const { token } = await shopper();
    expect((await pay(token, { approved_total: "a lot" })).status).toBe(400);
    expect((await pay(token, {})).body).toMatchObject({ success: true });
  });
});
