// A product's FAQ in the admin (and the picker's products by id): questions per language added, edited, ordered and deleted, the storefront's
// productFaq shows each language's in order, every write is audited, bad input is refused storing nothing, and
// other roles are refused.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { createProduct } from "../support/factories/catalog.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SAVE = `mutation($productId: Int!, $input: AdminProductFaqInput!) { saveProductFaq(productId: $productId, input: $input) { __typename
  ... on AdminProductFaqItem { id language question answer sort } ... on OperationError { code field } } }`;
const LIST = `query($productId: Int!) { adminProductFaq(productId: $productId) { id language question sort } }`;
const PUBLIC = `query($productId: Int!, $language: String) { productFaq(productId: $productId, language: $language) { question answer } }`;


// The generated-input passes make a few dozen calls each: more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
let t: TestShop;
let catalogue: string;
let content: string;
beforeAll(async () => {
  t = await startTestShop();
  catalogue = await adminToken(t, await createAdmin(t, ["catalogue"]));
  content = await adminToken(t, await createAdmin(t, ["content"]));
});
afterAll(() => t?.close());

const gql = async (query: string, variables: Json = {}, token = catalogue) => (await t.gql(query, { variables: variables as never, headers: bearer(token) })).body as { data?: Json; errors?: { extensions?: { code?: string } }[] };
const rows = async (productId: number) => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from product_faq where product_id = ?`, [productId]))[0].n);

describe("product FAQ admin", () => {
  it("adds questions per language in order, edits, reorders and deletes them, as the storefront shows", async () => {
    const { id: productId } = await createProduct(t);
    const add = async (language: string, question: string) => (await gql(SAVE, { productId, input: { language, question, answer: `${question} — cevap` } })).data!.saveProductFaq;
    const first = await add("tr", "Yıkanabilir mi?");
    const second = await add("tr", "Kaç yıl garanti?");
    await add("en", "Is it washable?");
    await add("ar", "هل يمكن غسله؟");
    expect([first.sort, second.sort]).toEqual([0, 1]);
    expect((await gql(PUBLIC, { productId, language: "tr" }, "")).data!.productFaq.map((f: Json) => f.question)).toEqual(["Yıkanabilir mi?", "Kaç yıl garanti?"]);
    expect((await gql(PUBLIC, { productId, language: "ar" }, "")).data!.productFaq).toEqual([{ question: "هل يمكن غسله؟", answer: "هل يمكن غسله؟ — cevap" }]);

    await gql(SAVE, { productId, input: { id: second.id, language: "tr", question: "Garanti süresi?", answer: "İki yıl.", sort: -1 } });
    expect((await gql(PUBLIC, { productId, language: "tr" }, "")).data!.productFaq).toEqual([
      { question: "Garanti süresi?", answer: "İki yıl." },
      { question: "Yıkanabilir mi?", answer: "Yıkanabilir mi? — cevap" },
    ]);
    expect((await gql(`mutation($productId: Int!, $id: Int!) { deleteProductFaq(productId: $productId, id: $id) }`, { productId, id: first.id })).data!.deleteProductFaq).toBe(true);
    expect((await gql(LIST, { productId })).data!.adminProductFaq.map((f: Json) => f.language)).toEqual(["ar", "en", "tr"]);
    const audits = await t.orm.em.fork().getConnection().execute(`select action from admin_audit where entity = 'product' and entity_id = ? order by id`, [String(productId)]);
    expect(audits.map((a: Json) => a.action)).toEqual(expect.arrayContaining(["faq_create", "faq_update", "faq_delete"]));
    // Another product's question is not this product's to edit or delete.
    const { id: otherId } = await createProduct(t);
    expect((await gql(SAVE, { productId: otherId, input: { id: second.id, language: "tr", question: "x", answer: "y" } })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await gql(`mutation($productId: Int!, $id: Int!) { deleteProductFaq(productId: $productId, id: $id) }`, { productId: otherId, id: second.id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses empty, unknown-language or control-character input, storing nothing", async () => {
    const { id: productId } = await createProduct(t);
    expect((await gql(SAVE, { productId, input: { language: "tr", question: "  ", answer: "a" } })).data!.saveProductFaq).toEqual({ __typename: "OperationError", code: "MISSING_INFORMATION", field: "question" });
    expect((await gql(SAVE, { productId, input: { language: "xx", question: "q", answer: "a" } })).data!.saveProductFaq).toEqual({ __typename: "OperationError", code: "INVALID_VALUE", field: "language" });
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40, unit: "binary" }), fc.string({ minLength: 1, maxLength: 40, unit: "binary" }), async (question, answer) => {
        const before = await rows(productId);
        const reply = await gql(SAVE, { productId, input: { language: "tr", question, answer } });
        const result = reply.data?.saveProductFaq;
        if (result?.__typename === "AdminProductFaqItem") {
          expect(result).toMatchObject({ question: question.trim(), answer: answer.trim() });
          expect(await rows(productId)).toBe(before + 1);
        } else {
          expect(reply.errors?.[0]?.extensions?.code ?? result?.code).toMatch(/^(BAD_USER_INPUT|INVALID_VALUE|MISSING_INFORMATION)$/);
          expect(await rows(productId)).toBe(before);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("lists only the asked products for the related-product picker", async () => {
    const [a, b] = [await createProduct(t), await createProduct(t)];
    const LIST_IDS = `query($ids: [Int!]) { adminProducts(filter: { ids: $ids }, perPage: 100) { total items { id } } }`;
    const listed = (await gql(LIST_IDS, { ids: [b.id, a.id, 2_147_483_647] })).data!.adminProducts;
    expect(listed.total).toBe(2);
    expect(listed.items.map((p: Json) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect((await gql(LIST_IDS, { ids: [] })).data!.adminProducts.total).toBe(0);
  });

  it("refuses other roles", async () => {
    const { id: productId } = await createProduct(t);
    expect((await gql(LIST, { productId }, content)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await gql(SAVE, { productId, input: { language: "tr", question: "q", answer: "a" } }, content)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(await rows(productId)).toBe(0);
  });
});
