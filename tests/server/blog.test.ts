// The blog: a content admin writes categories and posts (drafts stay off the storefront), the legacy blog routes
// answer in their shapes, a view is counted (tallied apart, folded in by housekeeping), and other admin roles are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readVersion } from "../../graphql-server/core/read-version.js";
import { foldBlogViews } from "../../graphql-server/modules/content/blog.service.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const SAVE_CATEGORY = `mutation($input: BlogCategoryInput!) { saveBlogCategory(input: $input) { __typename ... on BlogCategorySaved { id } ... on OperationError { code field } } }`;
const SAVE_POST = `mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { __typename ... on BlogPost { id title } ... on OperationError { code field } } }`;

let t: TestShop;
let content: string;
let orders: string;
beforeAll(async () => {
  t = await startTestShop();
  content = await adminToken(t, await createAdmin(t, ["content"]));
  orders = await adminToken(t, await createAdmin(t, ["orders"]));
});
afterAll(() => t?.close());

const gql = async <T>(query: string, variables: Record<string, unknown>, token = content) => (await t.gql(query, { variables: variables as never, headers: bearer(token) })).body as { data?: T; errors?: { extensions?: { code?: string } }[] };

describe("blog", () => {
  it("publishes posts to the legacy routes and keeps drafts out", async () => {
    const category = await gql<{ saveBlogCategory: { id: number } }>(SAVE_CATEGORY, { input: { texts: [{ language: "tr", name: "Dekorasyon", seoLink: "dekorasyon" }, { language: "en", name: "Decoration", seoLink: "decoration" }] } });
    const categoryId = category.data!.saveBlogCategory.id;
    const text = (title: string, seoLink: string) => [{ language: "tr", title, seoLink, summary: "Özet", content: "<p>Metin</p>" }];
    const published = await gql<{ saveBlogPost: { id: number } }>(SAVE_POST, { input: { categoryId, isPublished: true, image: "/media/blog/salon.jpg", texts: text("Salon fikirleri", "salon-fikirleri") } });
    const draft = await gql<{ saveBlogPost: { id: number } }>(SAVE_POST, { input: { categoryId, isPublished: false, texts: text("Taslak", "taslak") } });
    const id = published.data!.saveBlogPost.id;
    const draftId = draft.data!.saveBlogPost.id;

    const limit = await t.rest("/api/v1/blog/getLimit/5");
    expect(limit.body).toMatchObject({ success: true, response: [{ id, title: "Salon fikirleri", seo_link: "salon-fikirleri", blog_category_id: categoryId, category_name: "Dekorasyon" }] });
    expect((await t.rest(`/api/v1/blog/${draftId}`)).status).toBe(404);
    expect((await t.rest(`/api/v1/blog/${id}?language=en`)).body).toMatchObject({ success: true, response: { id, category_name: "Decoration" } });
    expect((await t.rest("/api/v1/blog/getBlogCategories?language=en")).body).toMatchObject({ success: true, response: [{ id: categoryId, name: "Decoration", seo_link: "decoration" }] });
    expect((await t.rest(`/api/v1/blog/active_all_by_category/${categoryId}`)).body.response).toHaveLength(1);
    expect((await t.rest("/api/v1/blog/active_all", { method: "POST" })).body.response).toHaveLength(1);
    expect((await t.rest(`/api/v1/blog/otherBlogs/${id}`)).body.response).toEqual([]);
    // A view is tallied apart: it leaves the public read cache's version alone, and the post's count and the
    // "most read" order follow when housekeeping folds the tally in.
    const version = await readVersion(t.orm.em.fork());
    expect((await t.rest(`/api/v1/blog/viewed/${id}`)).body).toMatchObject({ response: { view_count: 1 } });
    expect((await t.rest(`/api/v1/blog/viewed/${id}`)).body).toMatchObject({ response: { view_count: 2 } });
    expect(await readVersion(t.orm.em.fork())).toBe(version);
    expect((await t.rest("/api/v1/blog/get_most_read")).body).toMatchObject({ response: [{ id, view_count: 0 }] });
    expect(await foldBlogViews(t.orm.em.fork())).toEqual({ blogViewsFolded: 1 });
    expect((await t.rest("/api/v1/blog/get_most_read")).body).toMatchObject({ response: [{ id, view_count: 2 }] });
    expect((await t.rest(`/api/v1/blog/viewed/${id}`)).body).toMatchObject({ response: { view_count: 3 } });
    expect((await t.rest(`/api/v1/blog/viewed/${draftId}`)).status).toBe(404);
    expect((await t.rest("/api/v1/blog/getLimit/0")).status).toBe(400);
  });

  it("refuses a taken seo link and other roles, storing nothing", async () => {
    const input = { isPublished: true, texts: [{ language: "tr", title: "Bir", seoLink: "ayni-baglanti" }] };
    expect((await gql<{ saveBlogPost: unknown }>(SAVE_POST, { input })).data?.saveBlogPost).toMatchObject({ __typename: "BlogPost" });
    expect((await gql<{ saveBlogPost: unknown }>(SAVE_POST, { input })).data?.saveBlogPost).toEqual({ __typename: "OperationError", code: "VALUE_TAKEN", field: "tr.seoLink" });
    const before = (await t.orm.em.fork().getConnection().execute(`select count(*) as n from blog_post`))[0].n;
    const refused = await gql(SAVE_POST, { input: { ...input, texts: [{ language: "tr", title: "İki", seoLink: "iki" }] } }, orders);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.orm.em.fork().getConnection().execute(`select count(*) as n from blog_post`))[0].n).toBe(before);
  });
});
