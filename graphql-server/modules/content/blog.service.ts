// The blog as the storefront reads it: published posts newest first (all, by category, the most read, the others
// beside one), one post, the active categories; and counting a post's views. Texts in the asked language, falling
// back to the default language's.
import type { EntityManager } from "@mikro-orm/core";
import { iso, num, sql, str, translationJoins } from "../../core/db.js";

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

const POST_COLUMNS = `p.id, p.category_id, p.image, p.view_count, p.published_at,
  coalesce(t.title, t0.title, '') as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
  coalesce(t.summary, t0.summary, '') as summary, coalesce(t.content, t0.content, '') as content,
  coalesce(t.seo_title, t0.seo_title, '') as seo_title, coalesce(t.seo_description, t0.seo_description, '') as seo_description,
  coalesce(ct.name, ct0.name, '') as category_name`;
const POST_FROM = `blog_post p ${translationJoins("blog_post_translation", "t", "post_id", "p.id")}
  ${translationJoins("blog_category_translation", "ct", "category_id", "p.category_id")}`;

const toPost = (r: Record<string, unknown>): BlogPostRecord => ({
  id: num(r.id),
  categoryId: r.category_id == null ? null : num(r.category_id),
  categoryName: str(r.category_name),
  title: str(r.title),
  seoLink: str(r.seo_link),
  summary: str(r.summary),
  content: str(r.content),
  seoTitle: str(r.seo_title) || str(r.title),
  seoDescription: str(r.seo_description),
  image: str(r.image),
  viewCount: num(r.view_count),
  publishedAt: r.published_at == null ? null : iso(r.published_at),
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
  const order = query.order === "mostRead" ? "p.view_count desc, p.published_at desc nulls last, p.id desc" : "p.published_at desc nulls last, p.id desc";
  const rows = await sql(
    em,
    `select ${POST_COLUMNS} from ${POST_FROM}
      where p.is_published and (?::int is null or p.category_id = ?) and (?::int is null or p.id <> ?)
      order by ${order} limit ?`,
    [language, language, query.categoryId ?? null, query.categoryId ?? null, query.exceptId ?? null, query.exceptId ?? null, limitOf(query.limit, MAX_BLOG_LIST)],
  );
  return rows.map(toPost);
}

/** One published post; null when there is none (or it is a draft). `anyState` lets the admin read drafts. */
export async function blogPost(em: EntityManager, language: string, id: number, anyState = false): Promise<BlogPostRecord | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const rows = await sql(em, `select ${POST_COLUMNS} from ${POST_FROM} where p.id = ? and (? or p.is_published)`, [language, language, id, anyState]);
  return rows[0] ? toPost(rows[0]) : null;
}

export async function blogCategories(em: EntityManager, language: string, activeOnly = true): Promise<BlogCategoryRecord[]> {
  const rows = await sql(
    em,
    `select c.id, c.sort, coalesce(t.name, t0.name, '') as name, coalesce(t.seo_link, t0.seo_link, '') as seo_link
       from blog_category c ${translationJoins("blog_category_translation", "t", "category_id", "c.id")}
      where (not ? or c.is_active) order by c.sort, c.id`,
    [language, activeOnly],
  );
  return rows.map((r) => ({ id: num(r.id), name: str(r.name), seoLink: str(r.seo_link), sort: num(r.sort) }));
}

/**
 * Counts one view of a published post: the views tallied and not yet folded in, null when there is no such post. The
 * view goes to the tally, not the post: see foldBlogViews.
 */
export async function countBlogView(em: EntityManager, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [tally] = await sql(
    em,
    `insert into blog_post_view_tally (post_id, views) select id, 1 from blog_post where id = ? and is_published
       on conflict (post_id) do update set views = blog_post_view_tally.views + 1 returning views`,
    [id],
  );
  return tally ? num(tally.views) : null;
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
  const [row] = await sql(
    em,
    `with taken as (delete from blog_post_view_tally returning post_id, views),
          folded as (update blog_post p set view_count = p.view_count + taken.views from taken where p.id = taken.post_id returning 1)
     select count(*) as n from folded`,
  );
  return { blogViewsFolded: num(row.n) };
}
