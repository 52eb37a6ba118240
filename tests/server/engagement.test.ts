// Members and products: favourites (never visible to another member, the flag batched per request), comments (codes,
// one per member and product, the pending one shown to its author only), back-in-stock alerts (once per product,
// one mail per alert in the member's language even when the stock moves twice), and the legacy REST shapes.
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { returnStock } from "../../graphql-server/modules/catalog/index.js";
import { MemoryMailer, setMailer, shopLink } from "../../graphql-server/modules/mail/mailer.js";
import { bearer, createProduct, registerMember, type Member } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let ayse: Member;
let can: Member;
let mailer: MemoryMailer;
beforeAll(async () => {
  t = await startTestShop();
  [ayse, can] = [await registerMember(t), await registerMember(t, { firstName: "Can", lastName: "Demir" })];
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});
beforeEach(() => {
  mailer = new MemoryMailer();
  setMailer(mailer);
});

type Result = { __typename: string; code?: string; field?: string | null; message?: string };
const as = (member: Member | null) => (member ? { headers: bearer(member.token) } : {});

async function call<T>(query: string, variables: Record<string, unknown>, member: Member | null) {
  const res = await t.exec<T>(query, { variables, ...as(member) });
  return res;
}

const ADD = `mutation($id: Int!) { addFavorite(productId: $id) { __typename ... on FavoriteChange { productId isFavorite } ... on OperationError { code message field } } }`;
const REMOVE = `mutation($id: Int!) { removeFavorite(productId: $id) { __typename ... on FavoriteChange { isFavorite } } }`;
const MINE = `query { myFavorites { total items { id isFavorite } } }`;
const FLAG = `query($id: Int!) { productById(id: $id) { isFavorite sameProducts { id isFavorite } } }`;

describe("favourites", () => {
  it("are the member's own: another member neither sees them nor has the flag", async () => {
    const p = await createProduct(t);
    expect((await call<{ addFavorite: Result }>(ADD, { id: p.id }, ayse)).data!.addFavorite).toMatchObject({ __typename: "FavoriteChange", isFavorite: true });
    // Adding twice is no error and stores one row.
    await call(ADD, { id: p.id }, ayse);
    expect(await db(t, `select 1 from customer_favorite where customer_id = ? and product_id = ?`, [ayse.id, p.id])).toHaveLength(1);
    const hers = (await call<{ myFavorites: { total: number; items: { id: number; isFavorite: boolean }[] } }>(MINE, {}, ayse)).data!.myFavorites;
    expect(hers.items).toContainEqual({ id: p.id, isFavorite: true });
    const his = (await call<{ myFavorites: { items: { id: number }[] } }>(MINE, {}, can)).data!.myFavorites;
    expect(his.items.map((i) => i.id)).not.toContain(p.id);
    expect((await call<{ productById: { isFavorite: boolean } }>(FLAG, { id: p.id }, ayse)).data!.productById.isFavorite).toBe(true);
    expect((await call<{ productById: { isFavorite: boolean } }>(FLAG, { id: p.id }, can)).data!.productById.isFavorite).toBe(false);
    expect((await call<{ productById: { isFavorite: boolean } }>(FLAG, { id: p.id }, null)).data!.productById.isFavorite).toBe(false);
    // Removing it clears the flag; removing again is no error.
    expect((await call<{ removeFavorite: { isFavorite: boolean } }>(REMOVE, { id: p.id }, ayse)).data!.removeFavorite.isFavorite).toBe(false);
    expect((await call<{ removeFavorite: { isFavorite: boolean } }>(REMOVE, { id: p.id }, ayse)).data!.removeFavorite.isFavorite).toBe(false);
    expect((await call<{ productById: { isFavorite: boolean } }>(FLAG, { id: p.id }, ayse)).data!.productById.isFavorite).toBe(false);
  });

  it("need a member: visitors and guests are refused, an unknown or inactive product is a result error", async () => {
    const res = await call(ADD, { id: 1 }, null);
    expect(res.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.exec(MINE, { headers: bearer(await t.token("guest", 1)) })).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const inactive = await createProduct(t, { isActive: false });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(inactive.id), fc.integer({ min: 2_000_000_000, max: 2_147_483_647 })), async (id) => {
        const result = (await call<{ addFavorite: Result }>(ADD, { id }, ayse)).data!.addFavorite;
        expect(result).toMatchObject({ __typename: "OperationError", code: "COMMENT_NO_PRODUCT", field: "productId" });
      }),
      { numRuns: 5 },
    );
  });

  it("flags a list of cards with one query for a member, whatever its length, and none for a visitor", async () => {
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push((await createProduct(t)).id);
    await call(ADD, { id: ids[1] }, ayse);
    const CARDS = `query($ids: [Int!]!) { productsByIds(ids: $ids) { id isFavorite } }`;
    const count = async (member: Member | null, some: number[]) => {
      t.queries.length = 0;
      const res = await call<{ productsByIds: { id: number; isFavorite: boolean }[] }>(CARDS, { ids: some }, member);
      return { cards: res.data!.productsByIds, reads: t.queries.filter((q) => q.includes("customer_favorite")).length };
    };
    const two = await count(ayse, ids.slice(0, 2));
    const six = await count(ayse, ids);
    expect([two.reads, six.reads]).toEqual([1, 1]);
    expect(six.cards.filter((c) => c.isFavorite).map((c) => c.id)).toEqual([ids[1]]);
    const visitor = await count(null, ids);
    expect(visitor.reads).toBe(0);
    expect(visitor.cards.some((c) => c.isFavorite)).toBe(false);
  });
});

const COMMENT = `mutation($input: AddCommentInput!) { addProductComment(input: $input) { __typename ... on MemberComment { id isApproved rate } ... on OperationError { code message field } } }`;
const OWN = `query($id: Int!) { myProductComment(productId: $id) { id isApproved text } }`;
const PUBLIC = `query($id: Int!) { productComments(productId: $id) { total items { id text } } }`;

describe("comments", () => {
  const draft = (productId: number, extra: Record<string, unknown> = {}) => ({ productId, title: "Güzel", text: "Çok memnun kaldım.", rate: 4, ...extra });
  const comment = async (input: Record<string, unknown>, member: Member | null = ayse, language = "tr") =>
    (await t.exec<{ addProductComment: Result }>(COMMENT, { variables: { input }, headers: { ...as(member).headers, "x-language": language } })).data!.addProductComment;

  it("answers each missing part with its code, field and translated message", async () => {
    const p = await createProduct(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ case: fc.constant("text"), value: fc.constantFrom(null, "", "   ", "\n\t") }),
          fc.record({ case: fc.constant("rate"), value: fc.oneof(fc.constant(null), fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 6, max: 1_000_000 })) }),
          fc.record({ case: fc.constant("productId"), value: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 0 }), fc.constant(2_147_483_000)) }),
        ),
        fc.constantFrom("tr", "en", "ar"),
        async ({ case: field, value }, language) => {
          const result = await comment(draft(p.id, { [field]: value }), ayse, language);
          const code = { text: "COMMENT_NO_COMMENT", rate: "COMMENT_NO_RATE", productId: "COMMENT_NO_PRODUCT" }[field];
          expect(result).toMatchObject({ __typename: "OperationError", code, field });
          expect(result.message).toBeTruthy();
        },
      ),
      { numRuns: 25 },
    );
    const [tr, en] = [await comment(draft(p.id, { text: "" }), ayse, "tr"), await comment(draft(p.id, { text: "" }), ayse, "en")];
    expect(tr.message).not.toBe(en.message);
    expect(await db(t, `select 1 from product_comment where product_id = ?`, [p.id])).toHaveLength(0);
  });

  it("stores one per member and product, waiting for review: only its author sees it until it is approved", async () => {
    const p = await createProduct(t);
    const first = await comment(draft(p.id));
    expect(first).toMatchObject({ __typename: "MemberComment", isApproved: false, rate: 4 });
    expect(await comment(draft(p.id, { text: "Bir daha" }))).toMatchObject({ code: "COMMENT_HAS_COMMENT_CUSTOMER" });
    // Another member may comment on the same product.
    expect((await comment(draft(p.id), can)).__typename).toBe("MemberComment");
    const own = (await call<{ myProductComment: { isApproved: boolean } | null }>(OWN, { id: p.id }, ayse)).data!.myProductComment;
    expect(own).toMatchObject({ isApproved: false, text: "Çok memnun kaldım." });
    expect((await call<{ myProductComment: unknown }>(OWN, { id: p.id }, null)).data!.myProductComment).toBeNull();
    const publicPage = async () => (await call<{ productComments: { total: number } }>(PUBLIC, { id: p.id }, can)).data!.productComments;
    expect((await publicPage()).total).toBe(0);
    await db(t, `update product_comment set is_approved = true where customer_id = ? and product_id = ?`, [ayse.id, p.id]);
    expect((await publicPage()).total).toBe(1);
    const [row] = await db(t, `select customer_name from product_comment where customer_id = ? and product_id = ?`, [ayse.id, p.id]);
    expect(row.customer_name).toBe("Ayşe Y.");
  });

  it("holds one comment when the same member posts twice at once", async () => {
    const p = await createProduct(t);
    const results = await Promise.all([comment(draft(p.id)), comment(draft(p.id)), comment(draft(p.id))]);
    expect(results.filter((r) => r.__typename === "MemberComment")).toHaveLength(1);
    expect(await db(t, `select 1 from product_comment where product_id = ? and customer_id = ?`, [p.id, ayse.id])).toHaveLength(1);
  });
});

const ALERT = `mutation($id: Int!, $sub: Int) { requestStockAlert(productId: $id, subProductId: $sub) { __typename ... on OperationError { code field } } }`;
const HAS = `query($id: Int!, $sub: Int) { hasStockAlert(productId: $id, subProductId: $sub) }`;
const alert = async (member: Member, id: number, sub: number | null = null, language = "tr") =>
  (await t.exec<{ requestStockAlert: Result }>(ALERT, { variables: { id, sub }, headers: { ...bearer(member.token), "x-language": language } })).data!.requestStockAlert;
const restock = (items: { productId: number; subProductId: number | null; quantity: number }[]) =>
  t.orm.em.fork().transactional((tx) => returnStock(tx, t.shop.jobs, items));

describe("back-in-stock alerts", () => {
  it("are stored once per product and refused for a product in stock", async () => {
    const p = await createProduct(t, { stock: 0 });
    expect((await alert(ayse, p.id)).__typename).toBe("StockAlertRequest");
    expect(await alert(ayse, p.id)).toMatchObject({ code: "HAS_LETMENOW" });
    expect((await call<{ hasStockAlert: boolean }>(HAS, { id: p.id }, ayse)).data!.hasStockAlert).toBe(true);
    expect((await call<{ hasStockAlert: boolean }>(HAS, { id: p.id }, can)).data!.hasStockAlert).toBe(false);
    const inStock = await createProduct(t, { stock: 3 });
    expect(await alert(ayse, inStock.id)).toMatchObject({ code: "LETMENOW_NOT_ADDED" });
    expect(await alert(ayse, 2_147_483_000)).toMatchObject({ code: "LETMENOW_NOT_ADDED" });
  });

  it("show on the product page as set, per variant and to their member only, and can be cancelled", async () => {
    const p = await createProduct(t, { variants: { colours: 2, stock: 0 } });
    const [first, second] = p.subProducts;
    const PAGE = `query($id: Int!) { productById(id: $id) { myStockAlerts { productId subProductId } } }`;
    const shown = async (member: Member | null) =>
      (await t.exec<{ productById: { myStockAlerts: unknown[] } }>(PAGE, { variables: { id: p.id }, headers: member ? bearer(member.token) : {} })).data!.productById.myStockAlerts;
    const CANCEL = `mutation($id: Int!, $sub: Int) { cancelStockAlert(productId: $id, subProductId: $sub) }`;
    const cancel = async (member: Member, sub: number | null) =>
      (await call<{ cancelStockAlert: boolean }>(CANCEL, { id: p.id, sub }, member)).data!.cancelStockAlert;

    await alert(ayse, p.id, first.id);
    expect(await shown(ayse)).toEqual([{ productId: p.id, subProductId: first.id }]);
    expect(await shown(can)).toEqual([]);
    expect(await shown(null)).toEqual([]);
    // Another member cannot withdraw it; its owner can, once; then it may be asked for again.
    expect(await cancel(can, first.id)).toBe(false);
    expect(await cancel(ayse, second.id)).toBe(false);
    expect(await shown(ayse)).toHaveLength(1);
    expect(await cancel(ayse, first.id)).toBe(true);
    expect(await cancel(ayse, first.id)).toBe(false);
    expect(await shown(ayse)).toEqual([]);
    expect((await alert(ayse, p.id, first.id)).__typename).toBe("StockAlertRequest");
    // A cancelled alert sends nothing when the stock comes back.
    await cancel(ayse, first.id);
    await t.shop.jobs.idle();
    mailer.sent.length = 0;
    await restock([{ productId: p.id, subProductId: first.id, quantity: 1 }]);
    await t.shop.jobs.idle();
    expect(mailer.sent).toHaveLength(0);
    const anonymous = await t.exec(CANCEL, { variables: { id: p.id, sub: first.id } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("mail each subscriber exactly once, in their language, when the stock comes back — also when it moves twice", async () => {
    const p = await createProduct(t, { stock: 0 });
    // Only the alert mails count here (registration sends a welcome mail).
    await t.shop.jobs.idle();
    mailer.sent.length = 0;
    await alert(ayse, p.id, null, "en");
    await alert(can, p.id, null, "ar");
    await restock([{ productId: p.id, subProductId: null, quantity: 2 }]);
    await restock([{ productId: p.id, subProductId: null, quantity: 1 }]);
    await t.shop.jobs.idle();
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([ayse.email, can.email].sort());
    const english = mailer.sent.find((m) => m.to === ayse.email)!;
    expect(english.subject).toContain("is back in stock");
    expect(english.text).toContain(`/en/${p.seoLink.en}`);
    // PUBLIC_URL is unset in tests: the link still carries the origin the other mails use, never a bare path.
    expect(english.html).toContain(`href="${shopLink(`/en/${p.seoLink.en}`)}"`);
    expect(english.html).toMatch(/href="http:\/\/localhost:\d+\/en\//);
    expect(mailer.sent.find((m) => m.to === can.email)!.html).toContain('dir="rtl"');
    const alerts = await db(t, `select notified_at from product_stock_alert where product_id = ?`, [p.id]);
    expect(alerts.every((a) => a.notified_at !== null)).toBe(true);
    expect((await call<{ hasStockAlert: boolean }>(HAS, { id: p.id }, ayse)).data!.hasStockAlert).toBe(false);
    // Sold out again, then back: only a member who asked again hears of it.
    await db(t, `update product set stock_amount = 0, stock_total = 0 where id = ?`, [p.id]);
    await alert(ayse, p.id, null, "tr");
    await restock([{ productId: p.id, subProductId: null, quantity: 1 }]);
    await t.shop.jobs.idle();
    expect(mailer.sent.filter((m) => m.to === ayse.email)).toHaveLength(2);
    expect(mailer.sent.filter((m) => m.to === can.email)).toHaveLength(1);
  });

  it("follow a variant's own stock, and a rolled-back restock sends nothing", async () => {
    const p = await createProduct(t, { variants: { colours: 2, stock: 0 } });
    const [first, second] = p.subProducts;
    await alert(ayse, p.id, first.id);
    await alert(can, p.id, second.id);
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        await returnStock(tx, t.shop.jobs, [{ productId: p.id, subProductId: first.id, quantity: 1 }]);
        throw new Error("cancelled");
      }),
    ).rejects.toThrow("cancelled");
    await t.shop.jobs.idle();
    expect(mailer.sent).toHaveLength(0);
    await restock([{ productId: p.id, subProductId: first.id, quantity: 1 }]);
    await t.shop.jobs.idle();
    expect(mailer.sent.map((m) => m.to)).toEqual([ayse.email]);
  });
});

describe("REST", () => {
  it("answers the legacy shapes and codes", async () => {
    const p = await createProduct(t, { stock: 0 });
    const get = (path: string, member: Member | null = ayse) => t.rest(path, { headers: member ? bearer(member.token) : {} });
    const post = (path: string, body: unknown, member: Member | null = ayse) =>
      t.rest(path, { method: "POST", headers: { "content-type": "application/json", ...(member ? bearer(member.token) : {}) }, body: JSON.stringify(body) });
    expect((await get(`/api/v1/customer/addCustomerFavorite/${p.id}`)).body).toEqual({ success: true, code: "favorite_added" });
    const list = await post("/api/v1/customer/getCustomerFavorites?language=en", {});
    expect(list.body).toMatchObject({ success: true, total: expect.any(Number), page: 1 });
    expect((list.body.response as { id: number; is_favorite: boolean; seo_link: string }[]).find((c) => c.id === p.id)).toMatchObject({ is_favorite: true, seo_link: p.seoLink.en });
    expect((await get(`/api/v1/customer/deleteCustomerFavorite/${p.id}`)).body).toEqual({ success: true, code: "favorite_deleted" });
    expect((await get(`/api/v1/customer/addCustomerFavorite/${p.id}`, null)).status).toBe(401);

    const body = { product_id: p.id, title: "Başlık", comment: "Yorum", rate: "5", is_name_display: 0 };
    expect((await post("/api/v1/product/addProductComment", body)).body).toEqual({ success: true, code: "successfully_comment_add" });
    expect((await post("/api/v1/product/addProductComment", body)).body).toMatchObject({ success: false, code: "comment_has_comment_customer" });
    expect((await post("/api/v1/product/addProductComment", { ...body, comment: "" }, can)).body).toMatchObject({ success: false, code: "comment_no_comment", field: "text" });
    expect((await post("/api/v1/product/addProductComment", { ...body, rate: 99_999_999_999 }, can)).body).toMatchObject({ success: false, code: "comment_no_rate" });
    const [row] = await db(t, `select is_name_display, is_approved from product_comment where product_id = ? and customer_id = ?`, [p.id, ayse.id]);
    expect(row).toMatchObject({ is_name_display: false, is_approved: false });

    expect((await get(`/api/v1/product/productLetMeNow/${p.id}`)).body).toEqual({ success: true, code: "letmenow_added" });
    expect((await get(`/api/v1/product/productLetMeNow/${p.id}`)).body).toMatchObject({ success: false, code: "has_letmenow" });
  });
});
