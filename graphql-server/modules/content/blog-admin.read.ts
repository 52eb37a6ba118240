// The admin's reads of the blog: posts with every language's texts (drafts included) in pages, one post, and the
// categories (hidden ones too) with their names and how many posts each holds.
import type { EntityManager } from "@mikro-orm/core";
import type { InferResult } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { idSchema, likeTerm, paging } from "./admin-input.js";
import { postsInLanguage } from "./blog.service.js";
import { contentDatabase as db } from "./content.database.js";

export interface AdminBlogPostRecord {
  id: number;
  categoryId: number | null;
  categoryName: string;
  title: string;
  image: string;
  isPublished: boolean;
  publishedAt: string | null;
  viewCount: number;
  texts: { language: string; title: string; seoLink: string; summary: string; content: string; seoTitle: string; seoDescription: string }[];
}

export interface BlogPostListQuery {
  search?: string | null;
  categoryId?: number | null;
  page?: number | null;
  pageSize?: number | null;
}

const allPosts = () => db.selectFrom("blog_post as p");

/** Posts, drafts too, with the title in `language` (else the default language's) and their category's name. */
const postQuery = (language: string, posts = allPosts()) =>
  postsInLanguage(language, posts).select((eb) => [
    "p.id",
    "p.category_id",
    "p.image",
    "p.is_published",
    "p.published_at",
    "p.view_count",
    eb.fn.coalesce("t.title", "t0.title", sql.lit("")).as("title"),
    eb.fn.coalesce("ct.name", "ct0.name", sql.lit("")).as("category_name"),
  ]);

async function textsOf(em: EntityManager, ids: number[]) {
  const byPost = new Map<number, AdminBlogPostRecord["texts"]>();
  if (!ids.length) return byPost;
  const texts = await rows(
    em,
    db
      .selectFrom("blog_post_translation")
      .select(["post_id", "language", "title", "seo_link as seoLink", "summary", "content", "seo_title as seoTitle", "seo_description as seoDescription"])
      .where("post_id", "=", sql<number>`any(${ids}::int[])`)
      .orderBy("language"),
  );
  for (const { post_id, ...text } of texts) {
    const list = byPost.get(post_id) ?? [];
    list.push({ ...text, language: text.language.trim() });
    byPost.set(post_id, list);
  }
  return byPost;
}

const toRecord = (r: InferResult<ReturnType<typeof postQuery>>[number], texts: AdminBlogPostRecord["texts"]): AdminBlogPostRecord => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  title: r.title,
  image: r.image,
  isPublished: r.is_published,
  publishedAt: r.published_at?.toISOString() ?? null,
  viewCount: r.view_count,
  texts,
});

/** Newest first (drafts by their last change); the search looks in every language's title and seo link. */
export async function adminBlogPostList(em: EntityManager, language: string, query: BlogPostListQuery) {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const term = likeTerm(query.search);
  const categoryId = idSchema.safeParse(query.categoryId).success ? query.categoryId! : null;
  const matching = allPosts()
    .$if(term !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom("blog_post_translation as s")
            .select("s.id")
            .whereRef("s.post_id", "=", "p.id")
            .where((s) => s.or([s("s.title", "ilike", term!), s("s.seo_link", "ilike", term!)])),
        ),
      ),
    )
    .$if(categoryId !== null, (q) => q.where("p.category_id", "=", categoryId!));
  const posts = await rows(
    em,
    postQuery(language, matching)
      .orderBy(sql`coalesce(p.published_at, p.updated_at)`, "desc")
      .orderBy("p.id", "desc")
      .limit(pageSize)
      .offset(offset),
  );
  const count = await first(
    em,
    matching.select((eb) => eb.fn.countAll<number>().as("n")),
  );
  const texts = await textsOf(
    em,
    posts.map((r) => r.id),
  );
  return { items: posts.map((r) => toRecord(r, texts.get(r.id) ?? [])), total: count?.n ?? 0, page, pageSize };
}

export async function adminBlogPost(em: EntityManager, language: string, id: number): Promise<AdminBlogPostRecord | null> {
  if (!idSchema.safeParse(id).success) return null;
  const row = await first(em, postQuery(language).where("p.id", "=", id));
  return row ? toRecord(row, (await textsOf(em, [id])).get(id) ?? []) : null;
}

export async function adminBlogCategories(em: EntityManager, language: string) {
  const categories = await rows(
    em,
    db
      .selectFrom("blog_category as c")
      .leftJoin("blog_category_translation as t", (join) => join.onRef("t.category_id", "=", "c.id").on("t.language", "=", language))
      .leftJoin("blog_category_translation as t0", (join) => join.onRef("t0.category_id", "=", "c.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
      .select((eb) => [
        "c.id",
        "c.sort",
        "c.is_active",
        eb.fn.coalesce("t.name", "t0.name", sql.lit("")).as("name"),
        eb.fn.coalesce("t.seo_link", "t0.seo_link", sql.lit("")).as("seo_link"),
        eb
          .selectFrom("blog_post as p")
          .select((count) => count.fn.countAll<number>().as("n"))
          .whereRef("p.category_id", "=", "c.id")
          .as("post_count"),
      ])
      .orderBy("c.sort")
      .orderBy("c.id"),
  );
  const texts = categories.length
    ? await rows(em, db.selectFrom("blog_category_translation").select(["category_id", "language", "name", "seo_link"]).orderBy("language"))
    : [];
  return categories.map((r) => ({
    id: r.id,
    name: r.name,
    seoLink: r.seo_link,
    sort: r.sort,
    isActive: r.is_active,
    postCount: r.post_count ?? 0,
    texts: texts.filter((x) => x.category_id === r.id).map((x) => ({ language: x.language.trim(), name: x.name, seoLink: x.seo_link })),
  }));
}
