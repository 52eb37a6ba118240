// The admin's blog console: posts in pages with search and category filter, one post with every language, publishing
// on and off, a dated post, categories with their post counts (one with posts cannot be deleted), the cover picture
// upload (a raster picture only), every write audited, and other roles refused.
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SAVE_CATEGORY = `mutation($input: BlogCategoryInput!) { saveBlogCategory(input: $input) { __typename ... on BlogCategorySaved { id } ... on OperationError { code field } } }`;
const SAVE_POST = `mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { __typename ... on BlogPost { id title publishedAt } ... on OperationError { code field } } }`;
const LIST = `query($search: String, $categoryId: Int, $page: Int, $pageSize: Int) { adminBlogPostList(search: $search, categoryId: $categoryId, page: $page, pageSize: $pageSize, language: "en") {
  total page pageSize items { id title isPublished categoryName texts { language title } } } }`;
const CATEGORIES = `query { adminBlogCategories(language: "tr") { id name isActive postCount texts { language name seoLink } } }`;
const DELETE_CATEGORY = `mutation($id: Int!) { deleteBlogCategory(id: $id) { __typename ... on OperationError { code field } } }`;
const UPLOAD = `mutation($image: String!) { uploadBlogImage(image: $image) { __typename ... on BlogImageUploaded { image largeFile } ... on OperationError { code field } } }`;


// The generated-input passes make a few dozen calls each: more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
let t: TestShop;
let content: string;
let catalogue: string;
beforeAll(async () => {
  t = await startTestShop();
  content = await adminToken(t, await createAdmin(t, ["content"]));
  catalogue = await adminToken(t, await createAdmin(t, ["catalogue"]));
});
afterAll(() => t?.close());

const gql = async (query: string, variables: Json = {}, token = content) => (await t.gql(query, { variables: variables as never, headers: bearer(token) })).body as { data?: Json; errors?: { extensions?: { code?: string } }[] };
const count = async (table: string) => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from ${table}`))[0].n);
const audits = async (entity: string) => (await t.orm.em.fork().getConnection().execute(`select action from admin_audit where entity = ? order by id`, [entity])).map((r: Json) => r.action);

describe("blog admin", () => {
  it("lists posts in pages, searches every language, filters by category and toggles publishing", async () => {
    const category = (await gql(SAVE_CATEGORY, { input: { texts: [{ language: "tr", name: "Bahçe", seoLink: "bahce" }] } })).data!.saveBlogCategory.id;
    const other = (await gql(SAVE_CATEGORY, { input: { texts: [{ language: "tr", name: "Mutfak", seoLink: "mutfak" }] } })).data!.saveBlogCategory.id;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const texts = [
        { language: "tr", title: `Gül bakımı ${i}`, seoLink: `gul-bakimi-${i}` },
        { language: "en", title: `Rose care ${i}`, seoLink: `rose-care-${i}` },
      ];
      ids.push((await gql(SAVE_POST, { input: { categoryId: i < 3 ? category : other, texts } })).data!.saveBlogPost.id);
    }
    const page = (await gql(LIST, { pageSize: 2, page: 2 })).data!.adminBlogPostList;
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect((await gql(LIST, { search: "rose care 4" })).data!.adminBlogPostList.items).toMatchObject([{ id: ids[4], title: "Rose care 4", isPublished: false }]);
    expect((await gql(LIST, { search: "gül" })).data!.adminBlogPostList.total).toBe(5);
    expect((await gql(LIST, { categoryId: other })).data!.adminBlogPostList.items.map((p: Json) => p.id).sort()).toEqual([ids[3], ids[4]].sort());
    // A search term's pattern characters are taken literally.
    expect((await gql(LIST, { search: "%" })).data!.adminBlogPostList.total).toBe(0);

    expect((await t.rest(`/api/v1/blog/${ids[0]}`)).status).toBe(404);
    expect((await gql(`mutation($id: Int!) { setBlogPostPublished(id: $id, isPublished: true) }`, { id: ids[0] })).data!.setBlogPostPublished).toBe(true);
    expect((await t.rest(`/api/v1/blog/${ids[0]}`)).body).toMatchObject({ response: { id: ids[0], title: "Gül bakımı 0" } });
    await gql(`mutation($id: Int!) { setBlogPostPublished(id: $id, isPublished: false) }`, { id: ids[0] });
    expect((await t.rest(`/api/v1/blog/${ids[0]}`)).status).toBe(404);
    expect(await audits("blog_post")).toEqual(expect.arrayContaining(["create", "publish", "unpublish"]));
    const missing = await gql(`mutation { setBlogPostPublished(id: 999999, isPublished: true) }`);
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    const one = (await gql(`query($id: Int!) { adminBlogPost(id: $id, language: "tr") { id title categoryId texts { language title seoLink } } }`, { id: ids[1] })).data!.adminBlogPost;
    expect(one).toMatchObject({ id: ids[1], title: "Gül bakımı 1", categoryId: category });
    expect(one.texts.map((x: Json) => x.language)).toEqual(["en", "tr"]);
  });

  it("keeps a date the admin sets and refuses one that is not a date", async () => {
    const texts = [{ language: "tr", title: "Eski yazı", seoLink: "eski-yazi" }];
    const saved = (await gql(SAVE_POST, { input: { isPublished: true, publishedAt: "2024-03-05T10:00:00.000Z", texts } })).data!.saveBlogPost;
    expect(saved.publishedAt).toBe("2024-03-05T10:00:00.000Z");
    const refused = (await gql(SAVE_POST, { input: { publishedAt: "yarın", texts: [{ language: "tr", title: "Yeni", seoLink: "yeni" }] } })).data!.saveBlogPost;
    expect(refused).toEqual({ __typename: "OperationError", code: "INVALID_VALUE", field: "publishedAt" });
  });

  it("refuses to delete a category with posts and deletes an empty one", async () => {
    const used = (await gql(SAVE_CATEGORY, { input: { texts: [{ language: "tr", name: "Dolu", seoLink: "dolu" }] } })).data!.saveBlogCategory.id;
    const empty = (await gql(SAVE_CATEGORY, { input: { isActive: false, texts: [{ language: "tr", name: "Boş", seoLink: "bos" }, { language: "ar", name: "فارغ", seoLink: "فارغ" }] } })).data!.saveBlogCategory.id;
    await gql(SAVE_POST, { input: { categoryId: used, texts: [{ language: "tr", title: "İçinde", seoLink: "icinde" }] } });
    const listed = (await gql(CATEGORIES)).data!.adminBlogCategories as Json[];
    expect(listed.find((c) => c.id === used)).toMatchObject({ name: "Dolu", postCount: 1, isActive: true });
    expect(listed.find((c) => c.id === empty)).toMatchObject({ name: "Boş", postCount: 0, isActive: false, texts: [{ language: "ar", name: "فارغ" }, { language: "tr", name: "Boş" }] });
    expect((await gql(DELETE_CATEGORY, { id: used })).data!.deleteBlogCategory).toEqual({ __typename: "OperationError", code: "BLOG_CATEGORY_HAS_POSTS", field: "id" });
    expect((await gql(DELETE_CATEGORY, { id: empty })).data!.deleteBlogCategory).toEqual({ __typename: "BlogCategorySaved" });
    expect((await gql(CATEGORIES)).data!.adminBlogCategories.map((c: Json) => c.id)).not.toContain(empty);
    expect(await audits("blog_category")).toContain("delete");
    expect((await gql(DELETE_CATEGORY, { id: empty })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("stores a cover picture as one JPEG and refuses what is not a raster picture", async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#3a6" } }).png().toBuffer();
    const stored = (await gql(UPLOAD, { image: png.toString("base64") })).data!.uploadBlogImage;
    expect(stored).toMatchObject({ __typename: "BlogImageUploaded", largeFile: false });
    expect(stored.image).toMatch(/^\/media\/blog\/[0-9a-f]+\.jpg$/);
    const served = await fetch(`${t.baseUrl}${stored.image}`);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 1600 });
    expect((await gql(UPLOAD, { image: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64") })).data!.uploadBlogImage).toEqual({ __typename: "OperationError", code: "INVALID_VALUE", field: "image" });
    expect((await gql(UPLOAD, { image: "" })).data!.uploadBlogImage).toEqual({ __typename: "OperationError", code: "MISSING_INFORMATION", field: "image" });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (junk) => {
        const reply = await gql(UPLOAD, { image: junk });
        expect(reply.errors).toBeUndefined();
        expect(reply.data!.uploadBlogImage.__typename).toBe("OperationError");
      }),
      { numRuns: 25 },
    );
  });

  it("stores any title intact, or refuses it (control characters) with a field error, storing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60, unit: "binary" }), async (title) => {
        const before = await count("blog_post");
        const reply = await gql(SAVE_POST, { input: { texts: [{ language: "tr", title, seoLink: `x${before}-${Math.random().toString(36).slice(2)}` }] } });
        const result = reply.data?.saveBlogPost;
        if (result?.__typename === "BlogPost") expect(result.title).toBe(title.trim());
        else {
          expect(reply.errors?.[0]?.extensions?.code ?? result?.code).toMatch(/^(BAD_USER_INPUT|INVALID_VALUE|MISSING_INFORMATION)$/);
          expect(await count("blog_post")).toBe(before);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("refuses the console to other roles", async () => {
    for (const document of [LIST, CATEGORIES, `mutation { deleteBlogCategory(id: 1) { __typename } }`, `mutation { uploadBlogImage(image: "") { __typename } }`, `mutation { setBlogPostPublished(id: 1, isPublished: true) }`]) {
      expect((await gql(document, {}, catalogue)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });
});
