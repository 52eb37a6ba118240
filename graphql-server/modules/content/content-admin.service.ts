// The admin's side of content pages: list, read with every language's texts, create and edit, switch on or off,
// delete. An edit that changes a title or a body makes a new version (the number grows by one and the texts are
// kept in content_page_version), so an order or a consent can say which wording it accepted. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { Selectable } from "kysely";
import { first, rows, sql } from "../../core/database.js";
import type { ContentPageTable } from "../../generated/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { safeHtml } from "../../../shared/safe-html.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { asOperationError, refusable, Refusal } from "../../core/refusal.js";
import {
  codeSchema,
  idSchema,
  isUniqueViolation,
  languageSchema,
  likeTerm,
  MAX_TEXTS,
  paging,
  refusal,
  seoLinkSchema,
  sortSchema,
  textFieldOf,
  textsProblem,
  unknownLanguage,
} from "./admin-input.js";
import { contentDatabase as db } from "./content.database.js";

export interface ContentText {
  language: string;
  title: string;
  seoLink: string;
  seoTitle: string;
  seoDescription: string;
  content: string;
}

export interface AdminContentPageRecord {
  id: number;
  code: string;
  type: string;
  sort: number;
  isActive: boolean;
  version: number;
  updatedAt: string;
  /** The default language's title (the list shows it). */
  title: string;
  texts: ContentText[];
}

const textSchema = z.object({
  language: languageSchema,
  title: z.string().trim().min(1).max(255),
  seoLink: seoLinkSchema,
  seoTitle: z.string().trim().max(255).nullish(),
  seoDescription: z.string().trim().max(2000).nullish(),
  content: z.string().max(500_000).transform(safeHtml).nullish(),
});

const pageSchema = z.object({
  id: idSchema.nullish(),
  code: codeSchema(64),
  type: codeSchema(32),
  sort: sortSchema.nullish(),
  isActive: z.boolean().nullish(),
  texts: z.array(textSchema).min(1).max(MAX_TEXTS),
});

async function textsOf(em: EntityManager, pageIds: number[]): Promise<Map<number, ContentText[]>> {
  const byPage = new Map<number, ContentText[]>();
  if (!pageIds.length) return byPage;
  const texts = await rows(
    em,
    db
      .selectFrom("content_page_translation")
      .select(["page_id", "language", "title", "seo_link as seoLink", "seo_title as seoTitle", "seo_description as seoDescription", "content"])
      .where("page_id", "=", sql<number>`any(${pageIds}::int[])`)
      .orderBy(sql`language <> ${DEFAULT_LANGUAGE}`)
      .orderBy("language"),
  );
  for (const { page_id, ...text } of texts) {
    const list = byPage.get(page_id) ?? [];
    list.push(text);
    byPage.set(page_id, list);
  }
  return byPage;
}

function toRecord(r: Selectable<ContentPageTable>, texts: ContentText[]): AdminContentPageRecord {
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    sort: r.sort,
    isActive: r.is_active,
    version: r.version,
    updatedAt: r.updated_at.toISOString(),
    title: texts.find((t) => t.language === DEFAULT_LANGUAGE)?.title ?? texts[0]?.title ?? "",
    texts,
  };
}

export interface ContentPageQuery {
  search?: string | null;
  type?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** Pages by type and order, filtered by a part of a code or a title in any language. */
export async function adminContentPages(em: EntityManager, query: ContentPageQuery) {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const term = likeTerm(query.search);
  const type = query.type || null;
  const matching = db
    .selectFrom("content_page as c")
    .$if(term !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb("c.code", "ilike", term!),
          eb.exists(eb.selectFrom("content_page_translation as t").select("t.id").whereRef("t.page_id", "=", "c.id").where("t.title", "ilike", term!)),
        ]),
      ),
    )
    .$if(type !== null, (q) => q.where("c.type", "=", type!));
  const pages = await rows(em, matching.selectAll("c").orderBy("c.type").orderBy("c.sort").orderBy("c.id").limit(pageSize).offset(offset));
  const count = await first(em, matching.select((eb) => eb.fn.countAll<number>().as("n")));
  const texts = await textsOf(
    em,
    pages.map((r) => r.id),
  );
  return { items: pages.map((r) => toRecord(r, texts.get(r.id) ?? [])), total: count?.n ?? 0, page, pageSize };
}

export async function adminContentPage(em: EntityManager, id: number): Promise<AdminContentPageRecord | null> {
  if (!idSchema.safeParse(id).success) return null;
  const row = await first(em, db.selectFrom("content_page").selectAll().where("id", "=", id));
  if (!row) return null;
  return toRecord(row, (await textsOf(em, [id])).get(id) ?? []);
}

/**
 * Whether shoppers would read other words: a stored text is compared as it is shown (through the allow-list), so
 * saving a text stored before the list was applied, unchanged, makes no new version of a contract.
 */
const wordingChanged = (before: ContentText[], after: ContentText[]) =>
  before.length !== after.length ||
  after.some((text) => !before.some((old) => old.language === text.language && old.title === text.title && safeHtml(old.content) === text.content));

/** Creates (no id) or edits a page with all its texts; a language left out of `texts` loses its text. */
export async function saveContentPage(scope: AuditScope, raw: unknown): Promise<AdminContentPageRecord | OperationErrorResult> {
  const parsed = pageSchema.safeParse(raw);
  if (!parsed.success) return refusal(parsed.error, textFieldOf((raw as { texts?: unknown } | null)?.texts));
  const input = parsed.data;
  const problem = textsProblem(input.texts, DEFAULT_LANGUAGE);
  if (problem) return operationError("MISSING_INFORMATION", problem);
  const unknown = await unknownLanguage(scope.em, input.texts.map((t) => t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown}.language`);
  const texts: ContentText[] = input.texts.map((t) => ({
    language: t.language,
    title: t.title,
    seoLink: t.seoLink,
    seoTitle: t.seoTitle ?? "",
    seoDescription: t.seoDescription ?? "",
    content: t.content ?? "",
  }));
  try {
    const saved = await refusable(scope.em, asOperationError, async (tx) => {
      const inTx = { em: tx, auth: scope.auth };
      const before = input.id ? await adminContentPage(tx, input.id) : null;
      if (input.id && !before) throw notFound();
      await checkUnique(tx, input.id ?? null, input.code, texts);
      const version = before ? before.version + (wordingChanged(before.texts, texts) ? 1 : 0) : 1;
      const fields = {
        code: input.code,
        type: input.type,
        sort: input.sort ?? before?.sort ?? 0,
        is_active: input.isActive ?? before?.isActive ?? true,
        version,
        updated_at: sql<Date>`now()`,
      };
      const id = before
        ? (await rows(tx, db.updateTable("content_page").set(fields).where("id", "=", before.id).returning("id")), before.id)
        : (await first(tx, db.insertInto("content_page").values(fields).returning("id")))!.id;
      await writeTexts(tx, id, texts);
      if (!before || version !== before.version) await keepVersion(tx, id, version, texts, scope.auth.admin?.id ?? null);
      await ensureCategory(tx, input.type);
      const after = await adminContentPage(tx, id);
      await audit(inTx, { action: before ? "update" : "create", entity: "content_page", id, before, after });
      return { ok: true as const, id };
    });
    if (!saved.ok) return saved.error;
    return (await adminContentPage(scope.em, saved.id))!;
  } catch (error) {
    if (isUniqueViolation(error)) return operationError("VALUE_TAKEN", "code");
    throw error;
  }
}

async function checkUnique(tx: EntityManager, id: number | null, code: string, texts: ContentText[]): Promise<void> {
  const sameCode = await first(tx, db.selectFrom("content_page").select("id").where("code", "=", code).where("id", "is distinct from", id));
  if (sameCode) throw new Refusal("VALUE_TAKEN", { field: "code" });
  for (const text of texts) {
    const same = await first(
      tx,
      db.selectFrom("content_page_translation").select("id").where("language", "=", text.language).where("seo_link", "=", text.seoLink).where("page_id", "is distinct from", id),
    );
    if (same) throw new Refusal("VALUE_TAKEN", { field: `${text.language}.seoLink` });
  }
}

async function writeTexts(tx: EntityManager, pageId: number, texts: ContentText[]): Promise<void> {
  await rows(
    tx,
    db
      .deleteFrom("content_page_translation")
      .where("page_id", "=", pageId)
      .where(
        "language",
        "not in",
        texts.map((t) => t.language),
      ),
  );
  for (const t of texts) {
    await rows(
      tx,
      db
        .insertInto("content_page_translation")
        .values({ page_id: pageId, language: t.language, title: t.title, seo_link: t.seoLink, seo_title: t.seoTitle, seo_description: t.seoDescription, content: t.content })
        .onConflict((conflict) =>
          conflict.columns(["page_id", "language"]).doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            seo_link: eb.ref("excluded.seo_link"),
            seo_title: eb.ref("excluded.seo_title"),
            seo_description: eb.ref("excluded.seo_description"),
            content: eb.ref("excluded.content"),
          })),
        ),
    );
  }
}

async function keepVersion(tx: EntityManager, pageId: number, version: number, texts: ContentText[], adminId: number | null): Promise<void> {
  for (const t of texts) {
    await rows(
      tx,
      db
        .insertInto("content_page_version")
        .values({ page_id: pageId, version, language: t.language, title: t.title, content: t.content, admin_id: adminId, created_at: sql<Date>`now()` })
        .onConflict((conflict) => conflict.columns(["page_id", "version", "language"]).doNothing()),
    );
  }
}

/** A page's type is always a category the admin can name (a new type gets one named by its code). */
async function ensureCategory(tx: EntityManager, code: string): Promise<void> {
  const created = await first(
    tx,
    db
      .insertInto("content_category")
      .values({ code, sort: 0, is_active: true })
      .onConflict((conflict) => conflict.column("code").doNothing())
      .returning("id"),
  );
  if (created) await rows(tx, db.insertInto("content_category_translation").values({ category_id: created.id, language: DEFAULT_LANGUAGE, name: code }));
}

export async function setContentPageActive(scope: AuditScope, id: number, isActive: boolean): Promise<AdminContentPageRecord> {
  return scope.em.transactional(async (tx) => {
    const before = await adminContentPage(tx, id);
    if (!before) throw notFound();
    await rows(tx, db.updateTable("content_page").set({ is_active: isActive, updated_at: sql<Date>`now()` }).where("id", "=", id));
    const after = (await adminContentPage(tx, id))!;
    await audit({ em: tx, auth: scope.auth }, { action: "status", entity: "content_page", id, before: { isActive: before.isActive }, after: { isActive } });
    return after;
  });
}

export async function deleteContentPage(scope: AuditScope, id: number): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const before = await adminContentPage(tx, id);
    if (!before) throw notFound();
    await rows(tx, db.deleteFrom("content_page").where("id", "=", id));
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "content_page", id, before, after: null });
    return true;
  });
}

/** The wording of one version of a page in a language (what a shopper accepted); null when unknown. */
export async function contentPageVersion(em: EntityManager, code: string, version: number, language: string) {
  const kept = await first(
    em,
    db
      .selectFrom("content_page_version as v")
      .innerJoin("content_page as c", "c.id", "v.page_id")
      .select(["v.version", "v.language", "v.title", "v.content", "v.created_at"])
      .where("c.code", "=", code)
      .where("v.version", "=", version)
      .orderBy(sql`v.language = ${language}`, "desc")
      .orderBy(sql`v.language = ${DEFAULT_LANGUAGE}`, "desc")
      .limit(1),
  );
  return kept ? { version: kept.version, language: kept.language, title: kept.title, content: kept.content, createdAt: kept.created_at.toISOString() } : null;
}
