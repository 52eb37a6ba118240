// The admin's reads of the blog: posts with every language's texts (drafts included) in pages, one post, and the
// categories (hidden ones too) with their names and how many posts each holds.
import type { EntityManager } from "@mikro-orm/core";
import { intList, iso, num, sql, str, translationJoins } from "../../core/db.js";
import { idSchema, likeTerm, paging } from "./admin-input.js";

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

const COLUMNS = `p.id, p.category_id, p.image, p.is_published, p.published_at, p.view_count,
  coalesce(t.title, t0.title, '') as title, coalesce(ct.name, ct0.name, '') as category_name`;
const FROM = `blog_post p ${translationJoins("blog_post_translation", "t", "post_id", "p.id")}
  ${translationJoins("blog_category_translation", "ct", "category_id", "p.category_id")}`;

async function textsOf(em: EntityManager, ids: number[]) {
  const byPost = new Map<number, AdminBlogPostRecord["texts"]>();
  if (!ids.length) return byPost;
  const rows = await sql(em, `select * from blog_post_translation where post_id = any(?::int[]) order by language`, [intList(ids)]);
  for (const r of rows) {
    const texts = byPost.get(num(r.post_id)) ?? [];
    texts.push({
      language: str(r.language).trim(),
      title: str(r.title),
      seoLink: str(r.seo_link),
      summary: str(r.summary),
      content: str(r.content),
      seoTitle: str(r.seo_title),
      seoDescription: str(r.seo_description),
    });
    byPost.set(num(r.post_id), texts);
  }
  return byPost;
}

const toRecord = (r: Record<string, unknown>, texts: AdminBlogPostRecord["texts"]): AdminBlogPostRecord => ({
  id: num(r.id),
  categoryId: r.category_id == null ? null : num(r.category_id),
  categoryName: str(r.category_name),
  title: str(r.title),
  image: str(r.image),
  isPublished: Boolean(r.is_published),
  publishedAt: r.published_at == null ? null : iso(r.published_at),
  viewCount: num(r.view_count),
  texts,
});

/** Newest first (drafts by their last change); the search looks in every language's title and seo link. */
export async function adminBlogPostList(em: EntityManager, language: string, query: BlogPostListQuery) {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const term = likeTerm(query.search);
  const categoryId = idSchema.safeParse(query.categoryId).success ? query.categoryId! : null;
  const where = `(?::text is null or exists (select 1 from blog_post_translation s where s.post_id = p.id and (s.title ilike ? or s.seo_link ilike ?)))
    and (?::int is null or p.category_id = ?)`;
  const params = [term, term, term, categoryId, categoryId];
  const rows = await sql(em, `select ${COLUMNS} from ${FROM} where ${where} order by coalesce(p.published_at, p.updated_at) desc, p.id desc limit ? offset ?`, [
    language,
    language,
    ...params,
    pageSize,
    offset,
  ]);
  const [count] = await sql(em, `select count(*) as n from blog_post p where ${where}`, params);
  const texts = await textsOf(
    em,
    rows.map((r) => num(r.id)),
  );
  return { items: rows.map((r) => toRecord(r, texts.get(num(r.id)) ?? [])), total: num(count?.n), page, pageSize };
}

export async function adminBlogPost(em: EntityManager, language: string, id: number): Promise<AdminBlogPostRecord | null> {
  if (!idSchema.safeParse(id).success) return null;
  const [row] = await sql(em, `select ${COLUMNS} from ${FROM} where p.id = ?`, [language, language, id]);
  return row ? toRecord(row, (await textsOf(em, [id])).get(id) ?? []) : null;
}

export async function adminBlogCategories(em: EntityManager, language: string) {
  const rows = await sql(
    em,
    `select c.id, c.sort, c.is_active, coalesce(t.name, t0.name, '') as name, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
            (select count(*) from blog_post p where p.category_id = c.id) as post_count
       from blog_category c ${translationJoins("blog_category_translation", "t", "category_id", "c.id")}
      order by c.sort, c.id`,
    [language],
  );
  const texts = rows.length ? await sql(em, `select category_id, language, name, seo_link from blog_category_translation order by language`) : [];
  return rows.map((r) => ({
    id: num(r.id),
    name: str(r.name),
    seoLink: str(r.seo_link),
    sort: num(r.sort),
    isActive: Boolean(r.is_active),
    postCount: num(r.post_count),
    texts: texts.filter((x) => num(x.category_id) === num(r.id)).map((x) => ({ language: str(x.language).trim(), name: str(x.name), seoLink: str(x.seo_link) })),
  }));
}
