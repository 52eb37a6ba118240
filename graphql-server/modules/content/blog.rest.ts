// /api/v1/blog routes (all ?language) in the legacy snake_case shapes: lists answer {success, response:[blog]},
// one post {success, response: blog} or 404.
import type { BlogCategory, BlogPost, Mutation, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, notFoundReply, type RestRoute } from "../../core/rest.js";
import { pathId } from "../../core/rest-input.js";

const FIELDS = "id categoryId categoryName title seoLink summary content seoTitle seoDescription image viewCount publishedAt";

const legacyBlog = (b: BlogPost) => ({
  id: b.id,
  blog_category_id: b.categoryId ?? null,
  category_name: b.categoryName,
  title: b.title,
  seo_link: b.seoLink,
  summary: b.summary,
  content: b.content,
  seo_title: b.seoTitle,
  seo_description: b.seoDescription,
  image: b.image,
  view_count: b.viewCount,
  published_at: b.publishedAt ?? null,
});

const list = (posts: BlogPost[]) => ({ body: { success: true, response: posts.map(legacyBlog) } });
const one = (post: BlogPost | null | undefined, language: string) => (post ? { body: { success: true, response: legacyBlog(post) } } : notFoundReply(language));
/** How many posts getLimit may ask for: 1…100. */
const limitParam = z.object({ n: pathId.pipe(z.number().int().min(1).max(100)) });

export const blogRoutes: RestRoute[] = [
  /** GET /api/v1/blog/getLimit/{n}?language — the newest n (1…100) published posts. */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/getLimit/{n}",
    access: "public",
    params: limitParam,
    document: `query RestBlogLimit($limit: Int, $language: String) { blogPosts(limit: $limit, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ limit: params.n, language }),
    reply: (data: Pick<Query, "blogPosts">) => list(data.blogPosts),
  }),
  /** GET /api/v1/blog/otherBlogs/{id}?language — up to four other published posts, newest first. */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/otherBlogs/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestOtherBlogs($id: Int!, $language: String) { otherBlogPosts(id: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "otherBlogPosts">) => list(data.otherBlogPosts),
  }),
  /** POST /api/v1/blog/active_all?language — every published post (at most 100), newest first. */
  defineRoute({
    method: "POST",
    path: "/api/v1/blog/active_all",
    access: "public",
    document: `query RestBlogAll($language: String) { blogPosts(language: $language) { ${FIELDS} } }`,
    variables: (_v, { language }) => ({ language }),
    reply: (data: Pick<Query, "blogPosts">) => list(data.blogPosts),
  }),
  /** GET /api/v1/blog/getBlogCategories?language — 200 {success, response:[{id, name, seo_link, sort}]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/getBlogCategories",
    access: "public",
    document: `query RestBlogCategories($language: String) { blogCategories(language: $language) { id name seoLink sort } }`,
    variables: (_v, { language }) => ({ language }),
    reply: (data: Pick<Query, "blogCategories">) => ({
      body: { success: true, response: data.blogCategories.map((c: BlogCategory) => ({ id: c.id, name: c.name, seo_link: c.seoLink, sort: c.sort })) },
    }),
  }),
  /** GET /api/v1/blog/active_all_by_category/{id}?language — a category's published posts. */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/active_all_by_category/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestBlogByCategory($id: Int, $language: String) { blogPosts(categoryId: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "blogPosts">) => list(data.blogPosts),
  }),
  /** GET /api/v1/blog/get_most_read?language — the five most viewed published posts. */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/get_most_read",
    access: "public",
    document: `query RestBlogMostRead($language: String) { mostReadBlogPosts(language: $language) { ${FIELDS} } }`,
    variables: (_v, { language }) => ({ language }),
    reply: (data: Pick<Query, "mostReadBlogPosts">) => list(data.mostReadBlogPosts),
  }),
  /** GET /api/v1/blog/viewed/{id}?language — counts one view: 200 {success, response: blog} | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/viewed/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `mutation RestBlogViewed($id: Int!, $language: String) { viewBlogPost(id: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Mutation, "viewBlogPost">, { language }) => one(data.viewBlogPost, language),
  }),
  /** GET /api/v1/blog/{id}?language — one published post | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/blog/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestBlogPost($id: Int!, $language: String) { blogPost(id: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "blogPost">, { language }) => one(data.blogPost, language),
  }),
];
