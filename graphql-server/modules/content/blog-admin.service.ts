// The admin's side of the blog: posts (per-language texts, a picture, a category, the publish flag) and categories.
// Publishing stamps the first publication time; every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { num, sql } from "../../core/db.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { safeHtml } from "../../../shared/safe-html.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { asOperationError, refusable, Refusal } from "../../core/refusal.js";
import { idSchema, isUniqueViolation, languageSchema, MAX_TEXTS, refusal, seoLinkSchema, sortSchema, textFieldOf, textsProblem, unknownLanguage } from "./admin-input.js";
import { blogPost, type BlogPostRecord } from "./blog.service.js";

/** A picture: a path on this site (the media folder) or an https address; empty for none. */
const pictureSchema = z.string().trim().max(255).regex(/^(\/[^\s]*|https:\/\/[^\s]+)?$/);

const postSchema = z.object({
  id: idSchema.nullish(),
  categoryId: idSchema.nullish(),
  image: pictureSchema.nullish(),
  isPublished: z.boolean().nullish(),
  /** A date the admin sets (a post written earlier, or one dated ahead); it must read as a real time. */
  publishedAt: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === "" || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))))
    .nullish(),
  texts: z
    .array(
      z.object({
        language: languageSchema,
        title: z.string().trim().min(1).max(255),
        seoLink: seoLinkSchema,
        summary: z.string().trim().max(2000).nullish(),
        content: z.string().max(500_000).transform(safeHtml).nullish(),
        seoTitle: z.string().trim().max(255).nullish(),
        seoDescription: z.string().trim().max(2000).nullish(),
      }),
    )
    .min(1)
    .max(MAX_TEXTS),
});

const categorySchema = z.object({
  id: idSchema.nullish(),
  sort: sortSchema.nullish(),
  isActive: z.boolean().nullish(),
  texts: z.array(z.object({ language: languageSchema, name: z.string().trim().min(1).max(255), seoLink: seoLinkSchema })).min(1).max(MAX_TEXTS),
});

/** Posts for the admin, drafts included, newest first. */
export async function adminBlogPosts(em: EntityManager, language: string): Promise<(BlogPostRecord & { isPublished: boolean })[]> {
  const rows = await sql(em, `select id, is_published from blog_post order by coalesce(published_at, updated_at) desc, id desc limit 500`);
  const posts = [];
  for (const row of rows) {
    const post = await blogPost(em, language, num(row.id), true);
    if (post) posts.push({ ...post, isPublished: Boolean(row.is_published) });
  }
  return posts;
}

async function checkLinks(tx: EntityManager, table: "blog_post_translation" | "blog_category_translation", owner: "post_id" | "category_id", id: number | null, texts: { language: string; seoLink: string }[]) {
  for (const text of texts) {
    const [same] = await sql(tx, `select 1 from ${table} where language = ? and seo_link = ? and ${owner} is distinct from ?`, [text.language, text.seoLink, id]);
    if (same) throw new Refusal("VALUE_TAKEN", { field: `${text.language}.seoLink` });
  }
}

export async function saveBlogPost(scope: AuditScope, raw: unknown, language: string): Promise<BlogPostRecord | OperationErrorResult> {
  const parsed = postSchema.safeParse(raw);
  if (!parsed.success) return refusal(parsed.error, textFieldOf((raw as { texts?: unknown } | null)?.texts));
  const input = parsed.data;
  const problem = textsProblem(input.texts, DEFAULT_LANGUAGE);
  if (problem) return operationError("MISSING_INFORMATION", problem);
  const unknown = await unknownLanguage(scope.em, input.texts.map((t) => t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown}.language`);
  try {
    const saved = await refusable(scope.em, asOperationError, async (tx) => {
      const before = input.id ? await blogPost(tx, language, input.id, true) : null;
      if (input.id && !before) throw notFound();
      if (input.categoryId && !(await sql(tx, `select 1 from blog_category where id = ?`, [input.categoryId])).length) throw new Refusal("INVALID_VALUE", { field: "categoryId" });
      await checkLinks(tx, "blog_post_translation", "post_id", input.id ?? null, input.texts);
      const values = [input.categoryId ?? null, input.image ?? before?.image ?? "", input.isPublished ?? false];
      const date = input.publishedAt ? new Date(input.publishedAt).toISOString() : null;
      const id = before
        ? (await sql(tx, `update blog_post set category_id = ?, image = ?, is_published = ?, published_at = coalesce(?::timestamptz, case when ? then coalesce(published_at, now()) else published_at end), updated_at = now() where id = ?`, [...values, date, input.isPublished ?? false, before.id]), before.id)
        : num((await sql(tx, `insert into blog_post (category_id, image, is_published, published_at, updated_at) values (?, ?, ?, coalesce(?::timestamptz, case when ? then now() end), now()) returning id`, [...values, date, input.isPublished ?? false]))[0].id);
      await sql(tx, `delete from blog_post_translation where post_id = ?`, [id]);
      for (const t of input.texts) {
        await sql(tx, `insert into blog_post_translation (post_id, language, title, seo_link, summary, content, seo_title, seo_description) values (?, ?, ?, ?, ?, ?, ?, ?)`, [
          id,
          t.language,
          t.title,
          t.seoLink,
          t.summary ?? "",
          t.content ?? "",
          t.seoTitle ?? "",
          t.seoDescription ?? "",
        ]);
      }
      await audit({ em: tx, auth: scope.auth }, { action: before ? "update" : "create", entity: "blog_post", id, before, after: await blogPost(tx, language, id, true) });
      return { ok: true as const, id };
    });
    if (!saved.ok) return saved.error;
    return (await blogPost(scope.em, language, saved.id, true))!;
  } catch (error) {
    if (isUniqueViolation(error)) return operationError("VALUE_TAKEN", "seoLink");
    throw error;
  }
}

export async function deleteBlogPost(scope: AuditScope, id: number, language: string): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const before = await blogPost(tx, language, id, true);
    if (!before) throw notFound();
    await sql(tx, `delete from blog_post where id = ?`, [id]);
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "blog_post", id, before, after: null });
    return true;
  });
}

export async function saveBlogCategory(scope: AuditScope, raw: unknown): Promise<{ id: number } | OperationErrorResult> {
  const parsed = categorySchema.safeParse(raw);
  if (!parsed.success) return refusal(parsed.error, textFieldOf((raw as { texts?: unknown } | null)?.texts));
  const input = parsed.data;
  const problem = textsProblem(input.texts, DEFAULT_LANGUAGE);
  if (problem) return operationError("MISSING_INFORMATION", problem.replace(".title", ".name"));
  const unknown = await unknownLanguage(scope.em, input.texts.map((t) => t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown}.language`);
  try {
    const saved = await refusable(scope.em, asOperationError, async (tx) => {
      const [before] = input.id ? await sql(tx, `select id, sort, is_active from blog_category where id = ?`, [input.id]) : [];
      if (input.id && !before) throw notFound();
      await checkLinks(tx, "blog_category_translation", "category_id", input.id ?? null, input.texts);
      const values = [input.sort ?? num(before?.sort), input.isActive ?? (before ? Boolean(before.is_active) : true)];
      const id = before
        ? (await sql(tx, `update blog_category set sort = ?, is_active = ? where id = ?`, [...values, input.id]), input.id!)
        : num((await sql(tx, `insert into blog_category (sort, is_active) values (?, ?) returning id`, values))[0].id);
      await sql(tx, `delete from blog_category_translation where category_id = ?`, [id]);
      for (const t of input.texts) await sql(tx, `insert into blog_category_translation (category_id, language, name, seo_link) values (?, ?, ?, ?)`, [id, t.language, t.name, t.seoLink]);
      await audit({ em: tx, auth: scope.auth }, { action: before ? "update" : "create", entity: "blog_category", id, before: before ?? null, after: { ...input, id } });
      return { ok: true as const, id };
    });
    return saved.ok ? { id: saved.id } : saved.error;
  } catch (error) {
    if (isUniqueViolation(error)) return operationError("VALUE_TAKEN", "seoLink");
    throw error;
  }
}


/** Publishes a post (stamping its first publication) or takes it back to draft. */
export async function setBlogPostPublished(scope: AuditScope, id: number, isPublished: boolean): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const [before] = idSchema.safeParse(id).success ? await sql(tx, `select id, is_published, published_at from blog_post where id = ?`, [id]) : [];
    if (!before) throw notFound();
    await sql(tx, `update blog_post set is_published = ?, published_at = case when ? then coalesce(published_at, now()) else published_at end, updated_at = now() where id = ?`, [isPublished, isPublished, id]);
    await audit({ em: tx, auth: scope.auth }, { action: isPublished ? "publish" : "unpublish", entity: "blog_post", id, before: { isPublished: Boolean(before.is_published) }, after: { isPublished } });
    return true;
  });
}

/** Deletes a category no post is in (the posts would silently lose it otherwise). */
export async function deleteBlogCategory(scope: AuditScope, id: number): Promise<{ id: number } | OperationErrorResult> {
  return scope.em.transactional(async (tx) => {
    const [before] = idSchema.safeParse(id).success ? await sql(tx, `select id, sort, is_active from blog_category where id = ?`, [id]) : [];
    if (!before) throw notFound();
    if ((await sql(tx, `select 1 from blog_post where category_id = ? limit 1`, [id])).length) return operationError("BLOG_CATEGORY_HAS_POSTS", "id");
    const names = await sql(tx, `select language, name, seo_link from blog_category_translation where category_id = ?`, [id]);
    await sql(tx, `delete from blog_category where id = ?`, [id]);
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "blog_category", id, before: { ...before, names }, after: null });
    return { id };
  });
}
