// The admin's side of the blog: posts (per-language texts, a picture, a category, the publish flag) and categories.
// Publishing stamps the first publication time; every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { first, rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { safeHtml } from "../../../shared/safe-html.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { asOperationError, refusable, Refusal } from "../../core/refusal.js";
import { idSchema, isUniqueViolation, languageSchema, MAX_TEXTS, refusal, seoLinkSchema, sortSchema, textFieldOf, textsProblem, unknownLanguage } from "./admin-input.js";
import { blogPost, type BlogPostRecord } from "./blog.service.js";
import { contentDatabase as db } from "./content.database.js";

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
  const listed = await rows(
    em,
    db
      .selectFrom("blog_post")
      .select(["id", "is_published"])
      .orderBy(sql`coalesce(published_at, updated_at)`, "desc")
      .orderBy("id", "desc")
      .limit(500),
  );
  const posts = [];
  for (const row of listed) {
    const post = await blogPost(em, language, row.id, true);
    if (post) posts.push({ ...post, isPublished: row.is_published });
  }
  return posts;
}

/** The seo link of a text another post (or category) already has, in the same language. */
const linkTaken = (tx: EntityManager, table: "blog_post_translation" | "blog_category_translation", id: number | null, text: { language: string; seoLink: string }) =>
  table === "blog_post_translation"
    ? first(tx, db.selectFrom(table).select("id").where("language", "=", text.language).where("seo_link", "=", text.seoLink).where("post_id", "is distinct from", id))
    : first(tx, db.selectFrom(table).select("id").where("language", "=", text.language).where("seo_link", "=", text.seoLink).where("category_id", "is distinct from", id));

async function checkLinks(tx: EntityManager, table: "blog_post_translation" | "blog_category_translation", id: number | null, texts: { language: string; seoLink: string }[]) {
  for (const text of texts) {
    const same = await linkTaken(tx, table, id, text);
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
      if (input.categoryId && !(await first(tx, db.selectFrom("blog_category").select("id").where("id", "=", input.categoryId)))) throw new Refusal("INVALID_VALUE", { field: "categoryId" });
      await checkLinks(tx, "blog_post_translation", input.id ?? null, input.texts);
      const isPublished = input.isPublished ?? false;
      const values = { category_id: input.categoryId ?? null, image: input.image ?? before?.image ?? "", is_published: isPublished, updated_at: sql<Date>`now()` };
      const date = input.publishedAt ? new Date(input.publishedAt).toISOString() : null;
      const id = before
        ? (await rows(
            tx,
            db
              .updateTable("blog_post")
              .set({ ...values, published_at: sql<Date>`coalesce(${date}::timestamptz, case when ${isPublished} then coalesce(published_at, now()) else published_at end)` })
              .where("id", "=", before.id),
          ),
          before.id)
        : (await first(
            tx,
            db
              .insertInto("blog_post")
              .values({ ...values, published_at: sql<Date | null>`coalesce(${date}::timestamptz, case when ${isPublished} then now() end)` })
              .returning("id"),
          ))!.id;
      await rows(tx, db.deleteFrom("blog_post_translation").where("post_id", "=", id));
      for (const t of input.texts) {
        await rows(
          tx,
          db.insertInto("blog_post_translation").values({
            post_id: id,
            language: t.language,
            title: t.title,
            seo_link: t.seoLink,
            summary: t.summary ?? "",
            content: t.content ?? "",
            seo_title: t.seoTitle ?? "",
            seo_description: t.seoDescription ?? "",
          }),
        );
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
    await rows(tx, db.deleteFrom("blog_post").where("id", "=", id));
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
      const before = input.id ? await first(tx, db.selectFrom("blog_category").select(["id", "sort", "is_active"]).where("id", "=", input.id)) : undefined;
      if (input.id && !before) throw notFound();
      await checkLinks(tx, "blog_category_translation", input.id ?? null, input.texts);
      const values = { sort: input.sort ?? before?.sort ?? 0, is_active: input.isActive ?? before?.is_active ?? true };
      const id = before
        ? (await rows(tx, db.updateTable("blog_category").set(values).where("id", "=", input.id!)), input.id!)
        : (await first(tx, db.insertInto("blog_category").values(values).returning("id")))!.id;
      await rows(tx, db.deleteFrom("blog_category_translation").where("category_id", "=", id));
      for (const t of input.texts) await rows(tx, db.insertInto("blog_category_translation").values({ category_id: id, language: t.language, name: t.name, seo_link: t.seoLink }));
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
    const before = idSchema.safeParse(id).success ? await first(tx, db.selectFrom("blog_post").select(["id", "is_published", "published_at"]).where("id", "=", id)) : undefined;
    if (!before) throw notFound();
    await rows(
      tx,
      db
        .updateTable("blog_post")
        .set({
          is_published: isPublished,
          published_at: sql<Date | null>`case when ${isPublished} then coalesce(published_at, now()) else published_at end`,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", id),
    );
    await audit({ em: tx, auth: scope.auth }, { action: isPublished ? "publish" : "unpublish", entity: "blog_post", id, before: { isPublished: before.is_published }, after: { isPublished } });
    return true;
  });
}

/** Deletes a category no post is in (the posts would silently lose it otherwise). */
export async function deleteBlogCategory(scope: AuditScope, id: number): Promise<{ id: number } | OperationErrorResult> {
  return scope.em.transactional(async (tx) => {
    const before = idSchema.safeParse(id).success ? await first(tx, db.selectFrom("blog_category").select(["id", "sort", "is_active"]).where("id", "=", id)) : undefined;
    if (!before) throw notFound();
    if (await first(tx, db.selectFrom("blog_post").select("id").where("category_id", "=", id).limit(1))) return operationError("BLOG_CATEGORY_HAS_POSTS", "id");
    const names = await rows(tx, db.selectFrom("blog_category_translation").select(["language", "name", "seo_link"]).where("category_id", "=", id));
    await rows(tx, db.deleteFrom("blog_category").where("id", "=", id));
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "blog_category", id, before: { ...before, names }, after: null });
    return { id };
  });
}
