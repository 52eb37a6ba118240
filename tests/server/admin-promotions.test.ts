// The admin's comments, campaigns and coupons: each door opens for its role only (content for comments, catalogue
// for campaigns and coupons); any form input is answered without a server error and a refused form stores nothing;
// an approved comment shows and counts in the rating at once, a rejected one never; a new price campaign changes the
// storefront's price; a coupon's usage limit holds and its users are listed; every write lands in the audit log.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimCouponUse } from "../../graphql-server/modules/coupon/coupon.service.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { createCategory, createProduct, registerMember, type Member } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let owner: Record<string, string>;
const roleHeaders: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await startTestShop();
  owner = bearer(await t.token("admin"));
  for (const role of ["content", "catalogue", "orders"] as const) roleHeaders[role] = bearer(await adminToken(t, await createAdmin(t, [role])));
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const db = (sql: string, params: unknown[] = []): Promise<Row[]> => t.orm.em.fork().getConnection().execute<Row[]>(sql, params);
const count = async (table: string) => Number((await db(`select count(*) as n from ${table}`))[0].n);

/** Answers are read field by field, as loosely as JSON itself. */
type Answer = ReturnType<typeof JSON.parse>;
async function gql<T = Record<string, Answer>>(query: string, variables: Record<string, unknown> = {}, headers = owner) {
  const { status, body } = await t.gql(query, { variables, headers });
  return { status, data: body.data as T, errors: body.errors };
}

const DAY = 86_400_000;
const period = (fromDays = -1, toDays = 30) => ({ startsAt: new Date(Date.now() + fromDays * DAY).toISOString(), endsAt: new Date(Date.now() + toDays * DAY).toISOString() });

const COMMENTS = `query($filter: AdminCommentFilter) { adminComments(filter: $filter, pageSize: 100) { total items { id productId productName state rate } } }`;
const REVIEW = `mutation($ids: [Int!]!, $decision: CommentDecision!) { reviewComments(ids: $ids, decision: $decision) { changedIds } }`;
const CAMPAIGN_RESULT = `__typename ... on AdminCampaign { id kind name state texts { language name } discountPercent productIds categoryIds orderCount } ... on FormError { code message fields { field message } }`;
const CREATE_CAMPAIGN = `mutation($input: CampaignInput!, $language: String) { createCampaign(input: $input, language: $language) { ${CAMPAIGN_RESULT} } }`;
const COUPON_RESULT = `__typename ... on AdminCoupon { id code state usedCount maxUses users { shopperKind shopperId uses orderIds } } ... on FormError { errorCode: code message fields { field message } }`;
const CREATE_COUPON = `mutation($input: CouponInput!, $language: String) { createCoupon(input: $input, language: $language) { ${COUPON_RESULT} } }`;

describe("access per role", () => {
  const doors = [
    { role: "content", query: `query { adminComments { total } }` },
    { role: "content", query: `mutation { reviewComments(ids: [1], decision: APPROVE) { changedIds } }` },
    { role: "catalogue", query: `query { adminCampaigns { total } }` },
    { role: "catalogue", query: `mutation { deleteCampaign(id: 999999) }` },
    { role: "catalogue", query: `query { adminCoupons { total } }` },
    { role: "catalogue", query: `mutation { setCouponActive(id: 999999, isActive: false) { id } }` },
  ];
  it("opens each door to its role and the owner, and refuses the other roles", async () => {
    for (const door of doors) {
      for (const [role, headers] of Object.entries(roleHeaders)) {
        const { errors } = await gql(door.query, {}, headers);
        const code = errors?.[0]?.extensions?.code;
        if (role === door.role) expect(code === undefined || code === "NOT_FOUND", `${door.query} as ${role}`).toBe(true);
        else expect(code, `${door.query} as ${role}`).toBe("FORBIDDEN");
      }
      const { errors } = await gql(door.query);
      expect([undefined, "NOT_FOUND"]).toContain(errors?.[0]?.extensions?.code);
    }
  });
});

describe("comment moderation", () => {
  let member: Member;
  const RATING = `query($id: Int!) { productById(id: $id) { commentRate commentTotal } productComments(productId: $id) { total items { id } } }`;
  const commentOn = async (productId: number, rate: number, who: Member) => {
    const { data } = await gql(`mutation($input: AddCommentInput!) { addProductComment(input: $input) { ... on MemberComment { id } } }`, { input: { productId, text: `Comment ${rate}`, rate } }, bearer(who.token));
    return data.addProductComment.id as number;
  };
  beforeAll(async () => {
    member = await registerMember(t);
  });

  it("shows an approved comment and counts it in the rating at once; a rejected one never shows", async () => {
    const product = await createProduct(t);
    const other = await registerMember(t);
    const good = await commentOn(product.id, 4, member);
    const bad = await commentOn(product.id, 1, other);
    // The storefront read is cached: it must notice the decision by itself.
    expect((await gql(RATING, { id: product.id }, {})).data.productComments.total).toBe(0);
    const waiting = (await gql(COMMENTS, { filter: { productId: product.id, state: "WAITING" } })).data.adminComments;
    expect(waiting.items.map((c: Row) => c.id).sort()).toEqual([good, bad].sort());
    expect((await gql(REVIEW, { ids: [good], decision: "APPROVE" }, roleHeaders.content)).data.reviewComments.changedIds).toEqual([good]);
    expect((await gql(REVIEW, { ids: [bad], decision: "REJECT" }, roleHeaders.content)).data.reviewComments.changedIds).toEqual([bad]);
    const shown = (await gql(RATING, { id: product.id }, {})).data;
    expect(shown.productComments.items.map((c: Row) => c.id)).toEqual([good]);
    expect(shown.productById).toEqual({ commentRate: 4, commentTotal: 1 });
    expect((await gql(COMMENTS, { filter: { productId: product.id, state: "REJECTED" } })).data.adminComments.items.map((c: Row) => c.id)).toEqual([bad]);
    // Deciding again changes nothing; approving the rejected one later shows it.
    expect((await gql(REVIEW, { ids: [good, bad], decision: "REJECT" })).data.reviewComments.changedIds).toEqual([good]);
    expect((await gql(RATING, { id: product.id }, {})).data.productById).toEqual({ commentRate: 0, commentTotal: 0 });
    const audited = await db(`select action, entity_id from admin_audit where entity = 'product_comment' and entity_id in (?) order by id`, [[String(good), String(bad)]]);
    expect(audited.map((r) => `${r.action} ${r.entity_id}`)).toEqual([`approve ${good}`, `reject ${bad}`, `reject ${good}`]);
  });

  it("takes any list of ids without a server error (unknown ids are skipped)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: -5, max: 2_147_483_647 }), { maxLength: 120 }), fc.boolean(), async (ids, approve) => {
        const { status, errors } = await gql(REVIEW, { ids, decision: approve ? "APPROVE" : "REJECT" });
        expect(status).toBe(200);
        expect(errors).toBeUndefined();
      }),
      { numRuns: 15 },
    );
  });
});

describe("campaigns", () => {
  it("a new price campaign changes the storefront price at once, and every write is audited", async () => {
    const product = await createProduct(t, { priceMinor: 20_000 });
    const PRICE = `query($id: Int!) { productById(id: $id) { price { displayPriceMinor campaignPriceMinor } } }`;
    expect((await gql(PRICE, { id: product.id }, {})).data.productById.price.campaignPriceMinor).toBeNull();
    const input = { kind: "PRICE", texts: [{ language: "tr", name: "Kış indirimi" }, { language: "en", name: "Winter sale" }], ...period(), discountPercent: 25, productIds: [product.id] };
    const created = (await gql(CREATE_CAMPAIGN, { input, language: "en" }, roleHeaders.catalogue)).data.createCampaign;
    expect(created).toMatchObject({ __typename: "AdminCampaign", kind: "PRICE", name: "Winter sale", state: "RUNNING", productIds: [product.id], orderCount: 0 });
    expect((await gql(PRICE, { id: product.id }, {})).data.productById.price).toEqual({ displayPriceMinor: 15_000, campaignPriceMinor: 15_000 });
    const UPDATE = `mutation($id: Int!, $input: CampaignInput!) { updateCampaign(id: $id, input: $input) { ${CAMPAIGN_RESULT} } }`;
    await gql(UPDATE, { id: created.id, input: { ...input, isActive: false } });
    expect((await gql(PRICE, { id: product.id }, {})).data.productById.price.campaignPriceMinor).toBeNull();
    expect((await gql(`mutation($id: Int!) { deleteCampaign(id: $id) }`, { id: created.id })).data.deleteCampaign).toBe(true);
    expect((await gql(`query($id: Int!) { adminCampaign(id: $id) { id } }`, { id: created.id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const audited = await db(`select action from admin_audit where entity = 'campaign' and entity_id = ? order by id`, [String(created.id)]);
    expect(audited.map((r) => r.action)).toEqual(["create", "update", "delete"]);
  });

  it("answers every problem of a form at once, translated, and stores nothing", async () => {
    const before = await count("campaign");
    const result = (await gql(CREATE_CAMPAIGN, { input: { startsAt: "2026-12-10", endsAt: "2026-12-01", discountPercent: 150, discountAmountMinor: 100, productIds: [2_000_000_000] }, language: "en" })).data.createCampaign;
    expect(result.__typename).toBe("FormError");
    expect(Object.fromEntries(result.fields.map((f: Row) => [f.field, f.message]))).toEqual({
      name_tr: "Please enter the campaign's name in Turkish.",
      endsAt: "The end must come after the start.",
      discount: "Give either a percentage (1–100) or an amount greater than zero, not both.",
    });
    const unknown = (await gql(CREATE_CAMPAIGN, { input: { texts: [{ language: "tr", name: "x" }], ...period(), discountPercent: 5, productIds: [2_000_000_000] }, language: "ar" })).data.createCampaign;
    expect(unknown.fields).toEqual([{ field: "productIds", message: "بعض المنتجات المختارة غير موجودة." }]);
    expect(await count("campaign")).toBe(before);
  });

  it("never answers a form with a server error, and stores only what it accepts", async () => {
    const category = await createCategory(t);
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const input = fc.record({
      kind: maybe(fc.constantFrom("PRICE", "CART")),
      texts: maybe(fc.array(fc.record({ language: fc.constantFrom("tr", "en", "ar", "xx", ""), name: maybe(fc.string({ maxLength: 300 })), description: maybe(fc.string({ maxLength: 50 })) }), { maxLength: 4 })),
      startsAt: maybe(fc.oneof(fc.string({ maxLength: 45 }), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()))),
      endsAt: maybe(fc.oneof(fc.string({ maxLength: 45 }), fc.date({ noInvalidDate: true }).map((d) => d.toISOString()))),
      isActive: maybe(fc.boolean()),
      discountPercent: maybe(fc.integer({ min: -2_147_483_648, max: 2_147_483_647 })),
      discountAmountMinor: maybe(fc.maxSafeInteger()),
      minCartAmountMinor: maybe(fc.integer()),
      isFreeCargo: maybe(fc.boolean()),
      sort: maybe(fc.integer()),
      productIds: maybe(fc.array(fc.integer({ min: -3, max: 2_147_483_647 }), { maxLength: 5 })),
      categoryIds: maybe(fc.constantFrom([], [category.id], [category.id, category.id])),
    });
    await fc.assert(
      fc.asyncProperty(input, async (draft) => {
        const before = await count("campaign");
        const { status, data, errors } = await gql(CREATE_CAMPAIGN, { input: draft });
        expect(status).toBe(200);
        expect(errors).toBeUndefined();
        expect(await count("campaign")).toBe(before + (data.createCampaign.__typename === "AdminCampaign" ? 1 : 0));
      }),
      { numRuns: 40 },
    );
  });

  it("serves the legacy REST routes: one campaign, add, update, delete", async () => {
    const headers = { ...owner, "content-type": "application/json" };
    const added = await t.rest("/api/v1/campaign/add", {
      method: "POST",
      headers,
      body: JSON.stringify({ kind: "cart", name: "Sepette 50 TL", start_date: period().startsAt, end_date: period().endsAt, discount_amount: "50,00", min_cart_amount: "500", is_free_cargo: 1 }),
    });
    expect(added.body).toMatchObject({ success: true, code: "campaign_added", response: { kind: "cart", name: "Sepette 50 TL", discount_amount: 50, min_cart_amount: 500, is_free_cargo: true, order_count: 0 } });
    const id = (added.body.response as Row).id;
    expect((await t.rest(`/api/v1/campaign/${id}`, { headers: owner })).body).toMatchObject({ success: true, response: { id, state: "running" } });
    const refused = await t.rest("/api/v1/campaign/update?language=en", { method: "POST", headers, body: JSON.stringify({ id, name: "", discount_percent: 10 }) });
    expect(refused.body).toMatchObject({ success: false, code: "form_required_general_message", errors: expect.arrayContaining([{ field: "name_tr", message: "Please enter the campaign's name in Turkish." }]) });
    const updated = await t.rest("/api/v1/campaign/update", { method: "POST", headers, body: JSON.stringify({ id, name: "Yeni ad", start_date: "2026-01-01", end_date: "2099-01-01", discount_percent: 10 }) });
    expect(updated.body).toMatchObject({ success: true, code: "campaign_updated", response: { name: "Yeni ad", discount_percent: 10, discount_amount: null } });
    expect((await t.rest("/api/v1/campaign/delete", { method: "POST", headers, body: JSON.stringify({ id }) })).body).toEqual({ success: true, code: "campaign_deleted" });
    expect((await t.rest("/api/v1/campaign/delete", { method: "POST", headers, body: JSON.stringify({ id }) })).status).toBe(404);
  });
});

describe("coupons", () => {
  it("holds the usage limit a coupon was made with, and lists who used it", async () => {
    const created = (await gql(CREATE_COUPON, { input: { code: " yaz-25 ", ...period(), discountPercent: 10, maxUses: 1 } }, roleHeaders.catalogue)).data.createCoupon;
    expect(created).toMatchObject({ __typename: "AdminCoupon", code: "YAZ-25", state: "RUNNING", usedCount: 0, users: [] });
    const again = (await gql(CREATE_COUPON, { input: { code: "Yaz-25", ...period(), discountPercent: 10 }, language: "en" })).data.createCoupon;
    expect(again.fields).toEqual([{ field: "code", message: "Another coupon already uses this code." }]);
    const em = t.orm.em.fork();
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "yaz-25", shopper: { kind: "guest", id: 41 }, orderId: 9001 }))).toBeNull();
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "YAZ-25", shopper: { kind: "guest", id: 42 }, orderId: 9002 }))).toBe("REACHED_MAXIMUM_USAGE");
    const detail = (await gql(`query($id: Int!) { adminCoupon(id: $id) { id usedCount state users { shopperKind shopperId uses orderIds } } }`, { id: created.id })).data.adminCoupon;
    expect(detail).toMatchObject({ usedCount: 1, state: "USED_UP", users: [{ shopperKind: "GUEST", shopperId: 41, uses: 1, orderIds: [9001] }] });
    // Switched off, it is refused as any inactive coupon.
    expect((await gql(`mutation($id: Int!) { setCouponActive(id: $id, isActive: false) { state } }`, { id: created.id })).data.setCouponActive.state).toBe("INACTIVE");
    const audited = await db(`select action from admin_audit where entity = 'coupon' and entity_id = ? order by id`, [String(created.id)]);
    expect(audited.map((r) => r.action)).toEqual(["create", "deactivate"]);
  });

  it("generates a batch of distinct codes with the same conditions", async () => {
    const GENERATE = `mutation($input: CouponBatchInput!) { generateCoupons(input: $input) { __typename ... on CouponBatch { codes } ... on FormError { fields { field } } } }`;
    const batch = (await gql(GENERATE, { input: { prefix: "kis-", count: 25, coupon: { ...period(), discountAmountMinor: 5_000, maxUsesPerShopper: 1 } } })).data.generateCoupons;
    expect(batch.codes).toHaveLength(25);
    expect(new Set(batch.codes).size).toBe(25);
    for (const code of batch.codes) expect(code).toMatch(/^KIS-[A-Z2-9]{8}$/);
    const stored = await db(`select count(*) as n from coupon where code in (?) and discount_amount_minor = 5000 and max_uses_per_shopper = 1`, [batch.codes]);
    expect(Number(stored[0].n)).toBe(25);
    const refused = (await gql(GENERATE, { input: { prefix: "bad prefix!", count: 501, coupon: {} } })).data.generateCoupons;
    expect(refused.fields.map((f: Row) => f.field)).toEqual(["prefix", "count", "startsAt", "endsAt", "discount"]);
  });

  it("never answers a form with a server error, and stores only what it accepts", async () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
    const input = fc.record({
      code: maybe(fc.oneof(fc.string({ maxLength: 70 }), fc.stringMatching(/^[A-Za-z0-9_-]{3,20}$/))),
      discountPercent: maybe(fc.integer({ min: -1000, max: 1000 })),
      discountAmountMinor: maybe(fc.maxSafeInteger()),
      startsAt: maybe(fc.constantFrom("2026-01-01", "2026-13-45", "yesterday", period().startsAt)),
      endsAt: maybe(fc.constantFrom("2099-01-01", "2000-01-01", "", period().endsAt)),
      isActive: maybe(fc.boolean()),
      minCartAmountMinor: maybe(fc.integer()),
      maxCartAmountMinor: maybe(fc.integer()),
      customerId: maybe(fc.integer()),
      maxUses: maybe(fc.integer()),
      maxUsesPerShopper: maybe(fc.integer()),
    });
    await fc.assert(
      fc.asyncProperty(input, async (draft) => {
        const before = await count("coupon");
        const { status, data, errors } = await gql(CREATE_COUPON, { input: draft });
        expect(status).toBe(200);
        expect(errors).toBeUndefined();
        expect(await count("coupon")).toBe(before + (data.createCoupon.__typename === "AdminCoupon" ? 1 : 0));
      }),
      { numRuns: 40 },
    );
  });
});
