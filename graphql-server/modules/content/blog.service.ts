// The blog as the storefront reads it: published posts newest first (all, by category, the most read, the others
// beside one), one post, the active categories; and counting a post's views. Texts in the asked language, falling
// back to the default language's.
import type { EntityManager } from "@mikro-orm/core";
import type { InferResult } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { contentDatabase as db } from "./content.database.js";

export interface BlogPostRecord {
  id: number;
  categoryId: number | null;
  categoryName: string;
  title: string;
  seoLink: string;
  summary: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  image: string;
  viewCount: number;
  publishedAt: string | null;
}

export interface BlogCategoryRecord {
  id: number;
  name: string;
  seoLink: string;
  sort: number;
}

export const MAX_BLOG_LIST = 100;

/**
 * Posts (`p`) joined with their texts in `language` (`t`) and in the default language (`t0`), and their category's
 * names in both (`ct`, `ct0`): a reader shows the first that is there.
 */
export const postsInLanguage = (language: string, posts = db.selectFrom("blog_post as p")) =>
  posts
    .leftJoin("blog_post_translation as t", (join) => join.onRef("t.post_id", "=", "p.id").on("t.language", "=", language))
    .leftJoin("blog_post_translation as t0", (join) => join.onRef("t0.post_id", "=", "p.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .leftJoin("blog_category_translation as ct", (join) => join.onRef("ct.category_id", "=", "p.category_id").on("ct.language", "=", language))
    .leftJoin("blog_category_translation as ct0", (join) =>
      join.onRef("ct0.category_id", "=", "p.category_id").on("ct0.language", "=", sql.lit(DEFAULT_LANGUAGE)),
    );

/** Published or not, a post with its texts in `language`, else the default language's, and its category's name. */
const postQuery = (language: string) =>
  postsInLanguage(language).select((eb) => [
    "p.id",
    "p.category_id",
    "p.image",
    "p.view_count",
    "p.published_at",
    eb.fn.coalesce("t.title", "t0.title", sql.lit("")).as("title"),
    eb.fn.coalesce("t.seo_link", "t0.seo_link", sql.lit("")).as("seo_link"),
    eb.fn.coalesce("t.summary", "t0.summary", sql.lit("")).as("summary"),
    eb.fn.coalesce("t.content", "t0.content", sql.lit("")).as("content"),
    eb.fn.coalesce("t.seo_title", "t0.seo_title", sql.lit("")).as("seo_title"),
    eb.fn.coalesce("t.seo_description", "t0.seo_description", sql.lit("")).as("seo_description"),
    eb.fn.coalesce("ct.name", "ct0.name", sql.lit("")).as("category_name"),
  ]);

type PostRow = InferResult<ReturnType<typeof postQuery>>[number];

const toPost = (r: PostRow): BlogPostRecord => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  title: r.title,
  seoLink: r.seo_link,
  summary: r.summary,
  content: r.content,
  seoTitle: r.seo_title || r.title,
  seoDescription: r.seo_description,
  image: r.image,
  viewCount: r.view_count,
  publishedAt: r.published_at?.toISOString() ?? null,
});

const limitOf = (limit: number | null | undefined, fallback: number) =>
  Number.isSafeInteger(limit) && limit! > 0 ? Math.min(limit!, MAX_BLOG_LIST) : fallback;

export interface BlogListQuery {
  limit?: number | null;
  categoryId?: number | null;
  /** Leave this post out (the "other posts" beside it). */
  exceptId?: number | null;
  order?: "newest" | "mostRead";
}

/** Published posts; `language` twice for the two translation joins. */
export async function blogPosts(em: EntityManager, language: string, query: BlogListQuery): Promise<BlogPostRecord[]> {
  const { categoryId, exceptId } = query;
  const posts = await rows(
    em,
    postQuery(language)
      .where("p.is_published", "=", true)
      .$if(categoryId != null, (q) => q.where("p.category_id", "=", categoryId!))
      .$if(exceptId != null, (q) => q.where("p.id", "<>", exceptId!))
      .$if(query.order === "mostRead", (q) => q.orderBy("p.view_count", "desc"))
      .orderBy("p.published_at", (order) => order.desc().nullsLast())
      .orderBy("p.id", "desc")
      .limit(limitOf(query.limit, MAX_BLOG_LIST)),
  );
  return posts.map(toPost);
}

/** One published post; null when there is none (or it is a draft). `anyState` lets the admin read drafts. */
export async function blogPost(em: EntityManager, language: string, id: number, anyState = false): Promise<BlogPostRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const post = await first(
    em,
    postQuery(language)
      .where("p.id", "=", id)
      .$if(!anyState, (q) => q.where("p.is_published", "=", true)),
  );
  return post ? toPost(post) : null;
}

export async function blogCategories(em: EntityManager, language: string, activeOnly = true): Promise<BlogCategoryRecord[]> {
  return rows(
    em,
    db
      .selectFrom("blog_category as c")
      .leftJoin("blog_category_translation as t", (join) => join.onRef("t.category_id", "=", "c.id").on("t.language", "=", language))
      .leftJoin("blog_category_translation as t0", (join) => join.onRef("t0.category_id", "=", "c.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
      .select((eb) => [
        "c.id",
        "c.sort",
        eb.fn.coalesce("t.name", "t0.name", sql.lit("")).as("name"),
        eb.fn.coalesce("t.seo_link", "t0.seo_link", sql.lit("")).as("seoLink"),
      ])
      .$if(activeOnly, (q) => q.where("c.is_active", "=", true))
      .orderBy("c.sort")
      .orderBy("c.id"),
  );
}

/**
 * Counts one view of a published post: the views tallied and not yet folded in, null when there is no such post. The
 * view goes to the tally, not the post: see foldBlogViews.
 */
export async function countBlogView(em: EntityManager, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const tally = await first(
    em,
    db
      .insertInto("blog_post_view_tally")
      .columns(["post_id", "views"])
      .expression(
        db
          .selectFrom("blog_post")
          .select((eb) => ["id", eb.lit(1).as("views")])
          .where("id", "=", id)
          .where("is_published", "=", true),
      )
      .onConflict((conflict) => conflict.column("post_id").doUpdateSet({ views: sql<number>`blog_post_view_tally.views + 1` }))
      .returning("views"),
  );
  return tally ? tally.views : null;
}

/** Counts one view of a published post; the post as it stands after (its count with the views not yet folded in). */
export async function viewBlogPost(em: EntityManager, language: string, id: number): Promise<BlogPostRecord | null> {
  const tallied = await countBlogView(em, id);
  if (tallied === null) return null;
  const post = await blogPost(em, language, id);
  return post ? { ...post, viewCount: post.viewCount + tallied } : post;
}

/**
 * Folds the tallied views into the posts' counts in one statement (the housekeeping job's pass): the "most read"
 * order and the counts shown move once per pass, and only then is the public read cache emptied.
 */
export async function foldBlogViews(em: EntityManager): Promise<{ blogViewsFolded: number }> {
  const row = await first(
    em,
    db
      .with("taken", (cte) => cte.deleteFrom("blog_post_view_tally").returning(["post_id", "views"]))
      .with("folded", (cte) =>
        cte
          .updateTable("blog_post as p")
          .from("taken")
          .set((eb) => ({ view_count: eb("p.view_count", "+", eb.ref("taken.views")) }))
          .whereRef("p.id", "=", "taken.post_id")
          .returning("p.id"),
      )
      .selectFrom("folded")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return { blogViewsFolded: row!.n };
}
